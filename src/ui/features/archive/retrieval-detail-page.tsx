import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { LoanStore } from '../../../app/archive/archive-record.store';
import { REASON_MAX } from '../../../domain/archive/archive-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { idOf, LOAN_LIST, registerDetailUrl } from './archive-address';
import { archiveTexts } from './archive-texts';
import { IncompleteLink } from './incomplete-link';
import { LoanStateTag } from './loan-list-page';
import { when } from './register-detail-page';
import './archive.css';

const t = archiveTexts.loan;
const c = archiveTexts.loans.columns;

/** 调阅详情 (/archive/manage/retrievalDetail?id=): one loan; the keeper approves or rejects it, borrower or keeper takes it back. */
export default function RetrievalDetailPage(): ReactNode {
  const id = idOf(useLocation().search);
  const navigate = useNavigate();
  const store = useService(LoanStore);
  const { detail, loading, loadError, refused, busy, actionError, problems } = useStore(store);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (id !== '') void store.open(id);
  }, [store, id]);
  const done = (text: string) => (answer: unknown) => {
    if (answer !== undefined) Toast.success(text);
  };
  if (id === '') return <IncompleteLink of="loan" />;

  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{t.heading(detail?.archiveNo ?? '')}</h1>
        <div className="archive__tools">
          {detail === undefined ? null : <Button onClick={() => void navigate(registerDetailUrl(detail.archiveId))}>{t.openArchive}</Button>}
          <Button onClick={() => void navigate(LOAN_LIST)}>{archiveTexts.form.back}</Button>
        </div>
      </div>
      {refused === undefined ? null : <Banner type="warning" closeIcon={null} title={archiveTexts.refusedTitle} description={refused} />}
      {loadError === undefined ? null : <ReloadBanner message={loadError} onReload={() => void store.open(id)} />}
      {loading ? <p role="status">{archiveTexts.loading}</p> : null}
      {actionError === undefined ? null : <Banner type="danger" closeIcon={null} description={actionError} />}
      {detail === undefined ? null : (
        <>
          {detail.overdue ? <Banner type="danger" closeIcon={null} title={archiveTexts.loans.reminderTitle} description={archiveTexts.loans.overdueTag(detail.daysLate)} /> : null}
          <section className="archive__panel" aria-label={t.heading(detail.archiveNo)}>
            <dl className="archive__facts">
              {(
                [
                  [c.archiveNo, <span className="archive__no">{detail.archiveNo}</span>],
                  [c.title, detail.title],
                  [archiveTexts.fields.secrecy, detail.secrecyLabel],
                  [c.borrower, detail.borrowerName],
                  [c.purpose, detail.purpose],
                  [c.dueDate, detail.dueDate],
                  [c.approver, detail.approverName],
                  [c.state, <LoanStateTag row={detail} />],
                  [t.requestedAt, when(detail.requestedAt)],
                  [t.decidedAt, when(detail.decidedAt)],
                  [t.returnedAt, when(detail.returnedAt)],
                  ...(detail.rejectReason === undefined ? [] : [[t.rejectReasonLabel, detail.rejectReason] as [string, ReactNode]]),
                ] as [string, ReactNode][]
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {detail.abilities.approve ? (
            <section className="archive__tools archive__panel" aria-label={t.approve}>
              <Button type="primary" theme="solid" loading={busy} onClick={() => void store.approve().then(done(t.approved))}>
                {t.approve}
              </Button>
              <label className="archive__field">
                <span className="archive__label">{t.rejectReason}</span>
                <Input aria-label={t.rejectReason} value={reason} maxLength={REASON_MAX} onChange={setReason} />
                {problems.reason === undefined ? null : (
                  <p className="archive__problem" role="alert">
                    {problems.reason}
                  </p>
                )}
              </label>
              <Button type="danger" loading={busy} onClick={() => void store.reject(reason).then(done(t.rejected))}>
                {t.reject}
              </Button>
            </section>
          ) : null}
          {detail.abilities.giveBack ? (
            <div className="archive__tools">
              <Button type="primary" theme="solid" loading={busy} onClick={() => void store.giveBack().then(done(t.returned))}>
                {t.giveBack}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
