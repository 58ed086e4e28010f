import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ManualListStore } from '../../../app/ledger/manual-list.store';
import { formatDate } from '../../../domain/format/date';
import { headOf } from '../../../domain/ledger/ledger-manual-excel';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { CenteredMessage } from '../../kit/centered-message';
import { ReloadBanner } from '../../kit/reload-banner';
import { listUrl } from './manual-address';
import { manualTexts } from './manual-texts';
import './manual-ledger.css';

const t = manualTexts.detail;

/** /tz/secretary/manulDetail?formId=&instanceId=: one manual entry, every designed field with its value. */
export default function ManualDetailPage(): ReactNode {
  const location = useLocation();
  const { formId, instanceId } = useMemo(() => {
    const params = new URLSearchParams(location.search);
    return { formId: params.get('formId') ?? '', instanceId: params.get('instanceId') ?? '' };
  }, [location.search]);
  const store = useService(ManualListStore);
  const { design, page, loading, error, refused, query } = useStore(store);
  const missing = formId === '' || instanceId === '';
  useEffect(() => {
    if (!missing) void store.load({ formId, instanceId, pageIndex: 1, pageSize: 1 });
  }, [store, formId, instanceId, missing]);

  if (missing) return <CenteredMessage title={t.title} detail={t.missing} />;
  if (refused !== undefined) return <CenteredMessage title={manualTexts.list.refusedTitle} detail={refused} />;
  const row = query?.instanceId === instanceId ? page?.rows[0] : undefined;
  return (
    <main className="manual-ledger" aria-labelledby="manual-detail-title">
      <h1 id="manual-detail-title" className="manual-ledger__title">
        {design === undefined ? t.title : `${design.title} — ${t.title}`}
      </h1>
      <Link className="manual-ledger__link" to={listUrl(formId)}>
        {t.back}
      </Link>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      {row === undefined || design === undefined ? (
        error === undefined ? (
          <p role="status">{loading ? manualTexts.loading : manualTexts.empty}</p>
        ) : null
      ) : (
        <dl className="manual-ledger__details">
          {design.fields.map((field) => (
            <div key={field.key} className="manual-ledger__pair">
              <dt>{headOf(field)}</dt>
              <dd>{row.texts[field.key] === '' ? '—' : row.texts[field.key]}</dd>
            </div>
          ))}
          <div className="manual-ledger__pair">
            <dt>{t.division}</dt>
            <dd>{row.divisionName}</dd>
          </div>
          <div className="manual-ledger__pair">
            <dt>{t.createdBy}</dt>
            <dd>{row.createdByName}</dd>
          </div>
          <div className="manual-ledger__pair">
            <dt>{t.createdAt}</dt>
            <dd>{formatDate(Date.parse(row.createdAt))}</dd>
          </div>
          <div className="manual-ledger__pair">
            <dt>{t.updatedAt}</dt>
            <dd>{formatDate(Date.parse(row.updatedAt))}</dd>
          </div>
        </dl>
      )}
    </main>
  );
}
