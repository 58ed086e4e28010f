import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LedgerIndexStore } from '../../../app/ledger/ledger-index.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { designerUrl } from './manual-address';
import { manualTexts } from './manual-texts';
import './manual-ledger.css';

const t = manualTexts.designer;
/** Every ledger of the catalogue fits one page: it holds a handful, not hundreds. */
const CATALOGUE_QUERY = { pageIndex: 1, pageSize: 50 } as const;

/** 表单设计 opened from the menu, without a ledger: the manual ledgers to choose from. */
export function DesignerChooser(): ReactNode {
  const store = useService(LedgerIndexStore);
  const { page, loading, error } = useStore(store);
  useEffect(() => void store.load(CATALOGUE_QUERY), [store]);
  const manual = (page?.rows ?? []).filter((row) => row.isAutoExtract === 0);
  return (
    <section className="manual-ledger" aria-labelledby="designer-chooser-heading">
      <h1 id="designer-chooser-heading" className="manual-ledger__title">
        {t.title}
      </h1>
      <p>{t.chooseLedger}</p>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      {error !== undefined ? null : loading && page === undefined ? (
        <p role="status">{manualTexts.loading}</p>
      ) : manual.length === 0 ? (
        <p>{t.noManualLedger}</p>
      ) : (
        <ul className="manual-ledger__choices">
          {manual.map((row) => (
            <li key={row.id}>
              <Link to={designerUrl(row.id)}>{row.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
