import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { ArchiveRecordStore } from '../../../app/archive/archive-record.store';
import { PURPOSE_MAX, REASON_MAX, type ArchiveDetail, type ArchiveRevision, type LoanRow } from '../../../domain/archive/archive-types';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { archiveEditUrl } from '../../../domain/archive/archive-links';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { ARCHIVE_OUT, catalogueUrl, contrastUrl, idOf, previewUrl, retrievalDetailUrl } from './archive-address';
import { Problem } from './archive-form';
import { StateTag } from './archive-out-page';
import { archiveTexts } from './archive-texts';
import { IncompleteLink } from './incomplete-link';
import { LoanStateTag } from './loan-list-page';
import './archive.css';

const t = archiveTexts.detail;
const f = archiveTexts.fields;
export const when = (iso: string | undefined): string => (iso === undefined ? '—' : formatDateTime(Date.parse(iso)));

export function Facts({ detail }: { readonly detail: ArchiveDetail }): ReactNode {
  const facts: [string, ReactNode][] = [
    [f.archiveNo, <span className="archive__no">{detail.archiveNo}</span>],
    [f.fonds, detail.fonds],
    [f.year, detail.year],
    [f.retention, detail.retentionLabel],
    [f.organ, `${detail.organLabel}（${detail.organ}）`],
    [f.secrecy, detail.secrecyLabel],
    [f.responsible, detail.responsible],
    [f.pieces, detail.pieces],
    [f.pages, detail.pages],
    [f.unit, detail.unitName],
    [f.state, <StateTag state={detail.state} label={detail.stateLabel} />],
    [f.registeredBy, `${detail.registeredByName} ${when(detail.registeredAt)}`],
    [f.remark, detail.remark === '' ? '—' : detail.remark],
  ];
  return (
    <dl className="archive__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LoanRequestForm(): ReactNode {
  const store = useService(ArchiveRecordStore);
  const { busy, problems } = useStore(store);
  const [purpose, setPurpose] = useState('');
  const [dueDate, setDueDate] = useState('');
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const loan = await store.requestLoan({ purpose, dueDate });
    if (loan === undefined) return;
    Toast.success(t.requested);
    setPurpose('');
    setDueDate('');
    const id = store.getValue().id;
    if (id !== undefined) await store.open(id);
  };
  return (
    <form className="archive__form archive__panel" aria-label={t.borrow} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="archive__subheading archive__field--wide">{t.borrow}</h2>
      <label className="archive__field archive__field--wide">
        <span className="archive__label">{t.purpose}</span>
        <Input aria-label={t.purpose} value={purpose} maxLength={PURPOSE_MAX} aria-invalid={problems.purpose !== undefined} onChange={setPurpose} />
        <Problem id="archive-purpose-problem" text={problems.purpose} />
      </label>
      <label className="archive__field">
        <span className="archive__label">{t.dueDate}</span>
        <DatePicker aria-label={t.dueDate} value={dueDate === '' ? undefined : dueDate} placeholder={t.pickDate} onChange={(value) => setDueDate(value instanceof Date ? formatDate(value.getTime()) : '')} />
        <Problem id="archive-dueDate-problem" text={problems.dueDate} />
      </label>
      <div className="archive__actions">
        <Button htmlType="submit" type="primary" theme="solid" loading={busy}>
          {t.submitLoan}
        </Button>
      </div>
    </form>
  );
}

function MoveOutForm(): ReactNode {
  const store = useService(ArchiveRecordStore);
  const { busy, problems } = useStore(store);
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if ((await store.moveOut(reason)) !== undefined) Toast.success(t.movedOut);
  };
  return (
    <form className="archive__form archive__panel" aria-label={t.moveOut} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="archive__subheading archive__field--wide">{t.moveOut}</h2>
      <label className="archive__field archive__field--wide">
        <span className="archive__label">{t.outReason}</span>
        <Input aria-label={t.outReason} value={reason} maxLength={REASON_MAX} onChange={setReason} />
        <Problem id="archive-reason-problem" text={problems.reason} />
      </label>
      <div className="archive__actions">
        <Button htmlType="submit" loading={busy}>
          {t.submitOut}
        </Button>
      </div>
    </form>
  );
}

const historyColumns = [
  { title: f.version, dataIndex: 'version' },
  { title: t.note, dataIndex: 'note' },
  { title: f.title, dataIndex: 'title' },
  { title: t.at, dataIndex: 'at', render: (_: unknown, row: ArchiveRevision) => when(row.at) },
];

const loanColumns = [
  { title: archiveTexts.loans.columns.borrower, dataIndex: 'borrowerName' },
  { title: archiveTexts.loans.columns.purpose, dataIndex: 'purpose' },
  { title: archiveTexts.loans.columns.dueDate, dataIndex: 'dueDate' },
  { title: archiveTexts.loans.columns.state, dataIndex: 'state', render: (_: unknown, row: LoanRow) => <LoanStateTag row={row} /> },
  { title: archiveTexts.list.actions, dataIndex: 'id', render: (_: unknown, row: LoanRow) => <Link to={retrievalDetailUrl(row.id)}>{t.openLoan(row.id)}</Link> },
];

/** 登记详情 (/archive/manage/registerDetail?id=): the record, its versions and loans, 借阅 and 出库. */
export default function RegisterDetailPage(): ReactNode {
  const id = idOf(useLocation().search);
  const navigate = useNavigate();
  const store = useService(ArchiveRecordStore);
  const { detail, loading, loadError, refused, actionError } = useStore(store);
  useEffect(() => {
    if (id !== '') void store.open(id);
  }, [store, id]);
  if (id === '') return <IncompleteLink of="archive" />;

  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{t.heading(detail?.archiveNo ?? '')}</h1>
        <div className="archive__tools">
          {detail?.abilities.edit === true ? <Button onClick={() => void navigate(archiveEditUrl(detail.id))}>{t.edit}</Button> : null}
          {detail === undefined ? null : <Button onClick={() => void navigate(previewUrl(detail.id))}>{t.preview}</Button>}
          {detail !== undefined && detail.history.length > 1 ? <Button onClick={() => void navigate(contrastUrl(detail.id))}>{t.contrast}</Button> : null}
          <Button onClick={() => void navigate(ARCHIVE_OUT)}>{archiveTexts.form.back}</Button>
        </div>
      </div>
      {refused === undefined ? null : <Banner type="warning" closeIcon={null} title={archiveTexts.refusedTitle} description={refused} />}
      {loadError === undefined ? null : <ReloadBanner message={loadError} onReload={() => void store.open(id)} />}
      {loading ? <p role="status">{archiveTexts.loading}</p> : null}
      {actionError === undefined ? null : <Banner type="danger" closeIcon={null} description={actionError} />}
      {detail === undefined ? null : (
        <>
          <section className="archive__panel" aria-label={f.archiveNo}>
            <Facts detail={detail} />
          </section>
          <section className="archive__panel" aria-labelledby="archive-catalogues-heading">
            <h2 id="archive-catalogues-heading" className="archive__subheading">
              {archiveTexts.catalogue.belongs}
            </h2>
            {detail.catalogues.length === 0 ? (
              <p className="archive__note">{archiveTexts.empty}</p>
            ) : (
              <ul className="archive__refs">
                {detail.catalogues.map((ref) => (
                  <li key={ref.id}>
                    {ref.directionLabel}{' '}
                    <Link className="archive__no" to={catalogueUrl(ref.direction, ref.id)} aria-label={archiveTexts.catalogue.open(ref.catalogueNo)}>
                      {ref.catalogueNo}
                    </Link>{' '}
                    <span className="archive__note">{when(ref.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {detail.abilities.borrow ? <LoanRequestForm /> : null}
          {detail.abilities.moveOut ? <MoveOutForm /> : null}
          <section className="archive__panel" aria-labelledby="archive-loans-heading">
            <h2 id="archive-loans-heading" className="archive__subheading">
              {t.loans}
            </h2>
            <Table<LoanRow> rowKey="id" columns={loanColumns} dataSource={[...detail.loans]} pagination={false} empty={<span>{archiveTexts.empty}</span>} />
          </section>
          <section className="archive__panel" aria-labelledby="archive-history-heading">
            <h2 id="archive-history-heading" className="archive__subheading">
              {t.history}
            </h2>
            <Table<ArchiveRevision> rowKey="version" columns={historyColumns} dataSource={[...detail.history]} pagination={false} empty={<span>{archiveTexts.empty}</span>} />
          </section>
        </>
      )}
    </div>
  );
}
