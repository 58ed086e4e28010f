import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { InCatalogueStore, OutCatalogueStore } from '../../../app/archive/archive-catalogue.store';
import { CATALOGUE_NOTE_MAX, RECEIVER_MAX } from '../../../domain/archive/archive-catalogue-types';
import { CATALOGUE_DIRECTION_LABELS, REASON_MAX, type ArchiveRow } from '../../../domain/archive/archive-types';
import { PAGE_SIZES } from '../../../domain/format/page-size';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { catalogueUrl, registerDetailUrl } from './archive-address';
import { Problem } from './archive-form';
import { StateTag } from './archive-out-page';
import { archiveTexts } from './archive-texts';

const t = archiveTexts.catalogue;
const f = archiveTexts.fields;

/**
 * Choosing records for a new catalogue and making it. What is chosen and typed lives here, not in
 * the store, and stays when the catalogue is refused, so the user takes out the refused records
 * (their reasons stand at their rows) and submits again; it is cleared only once the catalogue is made.
 */
export function CatalogueBuilder({ store }: { readonly store: InCatalogueStore | OutCatalogueStore }): ReactNode {
  const { direction } = store;
  const { candidates, candidatesLoading, candidatesError, candidatePaging, busy, actionError, problems, refusals, made, text } = useStore(store);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [receiver, setReceiver] = useState('');
  useEffect(() => void store.loadCandidates(''), [store]);

  const find = (event: FormEvent): void => {
    event.preventDefault();
    void store.loadCandidates(search.trim());
  };
  const toggle = (id: string, on: boolean): void => setPicked((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (picked.length === 0) return;
    const done = await store.submit({ archiveIds: picked, note, reason, receiver });
    if (done === undefined) return;
    setPicked([]);
    setNote('');
    setReason('');
    setReceiver('');
  };

  const columns = [
    {
      title: t.select,
      dataIndex: 'id',
      width: 64,
      render: (_: unknown, row: ArchiveRow) => <Checkbox aria-label={t.pick(row.archiveNo)} checked={picked.includes(row.id)} onChange={(e) => toggle(row.id, e.target.checked === true)} />,
    },
    { title: f.archiveNo, dataIndex: 'archiveNo', render: (_: unknown, row: ArchiveRow) => <Link className="archive__no" to={registerDetailUrl(row.id)}>{row.archiveNo}</Link> },
    { title: f.title, dataIndex: 'title' },
    { title: f.year, dataIndex: 'year' },
    { title: f.retention, dataIndex: 'retentionLabel' },
    { title: f.state, dataIndex: 'state', render: (_: unknown, row: ArchiveRow) => <StateTag state={row.state} label={row.stateLabel} /> },
    { title: t.why, dataIndex: 'remark', render: (_: unknown, row: ArchiveRow) => <Problem id={`catalogue-refusal-${row.id}`} text={refusals[row.id]} /> },
  ];

  return (
    <section className="archive__panel" aria-labelledby="catalogue-build-heading">
      <h2 id="catalogue-build-heading" className="archive__subheading">
        {t.build[direction]}
      </h2>
      <p className="archive__note">{t.lead[direction]}</p>
      {made === undefined ? null : (
        <Banner
          type="success"
          closeIcon={null}
          description={
            <span role="status">
              {t.made(CATALOGUE_DIRECTION_LABELS[direction], made.catalogueNo)}{' '}
              <Link to={catalogueUrl(direction, made.id)}>{t.open(made.catalogueNo)}</Link>
            </span>
          }
        />
      )}
      {actionError === undefined ? null : <Banner type="danger" closeIcon={null} description={<span role="alert">{actionError}</span>} />}
      <form className="archive__tools" role="search" aria-label={t.choose} onSubmit={find}>
        <Input aria-label={archiveTexts.list.text} placeholder={archiveTexts.list.textPlaceholder} value={search} onChange={setSearch} className="archive__search" />
        <Button htmlType="submit">{archiveTexts.list.search}</Button>
        <span className="archive__note" aria-live="polite">
          {picked.length === 0 ? t.nonePicked : t.picked(picked.length)}
        </span>
      </form>
      {candidatesError === undefined ? null : <ReloadBanner message={candidatesError} onReload={() => void store.loadCandidates(text, candidatePaging)} />}
      <Table<ArchiveRow>
        rowKey="id"
        columns={columns}
        dataSource={[...(candidates?.rows ?? [])]}
        loading={candidatesLoading}
        pagination={false}
        onRow={(row) => (row !== undefined && refusals[row.id] !== undefined ? { className: 'archive__refused' } : {})}
        empty={
          <ListEmpty failed={candidatesError !== undefined} waiting={candidates === undefined && candidatesLoading} loadingText={archiveTexts.loading}>
            {archiveTexts.empty}
          </ListEmpty>
        }
      />
      {/* Below the smallest size every row fits on one page, and no size can change that. */}
      {candidates === undefined || candidates.total <= PAGE_SIZES[0] ? null : (
        <ListPager
          total={candidates.total}
          pageIndex={candidatePaging.pageIndex}
          pageSize={candidatePaging.pageSize}
          onPage={(pageIndex) => void store.loadCandidates(text, { pageIndex })}
          onResize={(pageSize) => void store.loadCandidates(text, { pageIndex: 1, pageSize })}
        />
      )}
      <form className="archive__form" aria-label={t.build[direction]} onSubmit={(event) => void submit(event)} noValidate>
        <Problem id="catalogue-archiveIds-problem" text={problems.archiveIds} />
        {direction === 'out' ? (
          <>
            <label className="archive__field">
              <span className="archive__label">{t.reason}</span>
              <Input aria-label={t.reason} value={reason} maxLength={REASON_MAX} aria-invalid={problems.reason !== undefined} onChange={setReason} />
              <Problem id="catalogue-reason-problem" text={problems.reason} />
            </label>
            <label className="archive__field">
              <span className="archive__label">{t.receiver}</span>
              <Input aria-label={t.receiver} placeholder={t.receiverPlaceholder} value={receiver} maxLength={RECEIVER_MAX} onChange={setReceiver} />
              <Problem id="catalogue-receiver-problem" text={problems.receiver} />
            </label>
          </>
        ) : null}
        <label className="archive__field archive__field--wide">
          <span className="archive__label">{t.note}</span>
          <Input aria-label={t.note} value={note} maxLength={CATALOGUE_NOTE_MAX} onChange={setNote} />
          <Problem id="catalogue-note-problem" text={problems.note} />
        </label>
        <div className="archive__actions">
          <Button htmlType="submit" type="primary" theme="solid" loading={busy} disabled={picked.length === 0}>
            {t.submit[direction]}
          </Button>
        </div>
      </form>
    </section>
  );
}
