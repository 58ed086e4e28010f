import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { LandDetailsStore, type AcceptanceInput } from '../../../app/temporary-land/land-details.store';
import { formatDate } from '../../../domain/format/date';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { BoundaryMap } from '../../kit/boundary-map/boundary-map';
import { CenteredMessage } from '../../kit/centered-message';
import { ReloadBanner } from '../../kit/reload-banner';
import { SemiLocale } from '../../kit/semi-locale';
import { AcceptanceDialog, type AcceptanceAction } from './acceptance-dialog';
import { LAND_LIST_ROUTE } from './land-address';
import { AcceptanceTable, Facts, factsOf, HistoryTable } from './land-details-sections';
import { LandStatusTag } from './land-status-tag';
import { landTexts as t } from './land-texts';
import './temporary-land.css';

// The files component (upload, preview, download) is fetched with the first details shown.
const FilesPanel = lazy(() => import('../../kit/files/files-panel').then((module) => ({ default: module.FilesPanel })));

/**
 * 临时用地详情 (/temporaryLand/details?id=…): approval, parties, term, reclamation and deposit, the
 * parcel, the acceptance records with their attachments and the history; the land's county
 * registers a reclamation for acceptance and the city above decides it, in dialogs.
 */
export default function LandDetailsPage(): ReactNode {
  const store = useService(LandDetailsStore);
  const { detail, loading, error, refused } = useStore(store);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clock = useClock();
  const id = params.get('id') ?? '';
  const [action, setAction] = useState<AcceptanceAction | undefined>(undefined);

  useEffect(() => {
    if (id !== '') void store.load(id);
  }, [store, id]);

  const backToList = (
    <Button theme="solid" type="primary" onClick={() => void navigate(LAND_LIST_ROUTE)}>
      {t.backToList}
    </Button>
  );
  if (id === '') return <CenteredMessage title={t.noIdTitle} detail={t.noIdDetail} action={backToList} />;
  if (refused !== undefined) return <CenteredMessage title={t.refusedTitle} detail={refused} action={backToList} />;
  if (detail === undefined || detail.id !== id) {
    if (error !== undefined) return <ReloadBanner message={t.detailsLoadFailed(error)} onReload={() => void store.load(id)} />;
    return (
      <div role="status" className="land-details__status" aria-busy={loading}>
        <Spin /> {t.loading}
      </div>
    );
  }

  const facts = factsOf(detail);
  const submit = async (input: AcceptanceInput) => {
    const outcome = await store.act(input);
    if (outcome?.ok === true) Toast.success(t.saved);
    return outcome;
  };
  const canAct = detail.abilities.register || detail.abilities.decide;

  return (
    <SemiLocale>
      <article className="land-details" aria-labelledby="land-details-heading">
        <header className="land-details__header">
          <div className="land-details__title">
            <h1 id="land-details-heading">{detail.projectName}</h1>
            <LandStatusTag status={detail.status} label={detail.statusLabel} />
            {detail.daysText === '' ? null : <span className={detail.status === 'overdue' ? 'land-list__overdue' : 'land-list__muted'}>{detail.daysText}</span>}
          </div>
          <div className="land-details__actions">
            {detail.abilities.register ? (
              <Button theme="solid" type="primary" onClick={() => setAction({ kind: 'register' })}>
                {t.register}
              </Button>
            ) : null}
            {detail.abilities.decide ? (
              <>
                <Button theme="solid" type="primary" onClick={() => setAction({ kind: 'decide', passed: true })}>
                  {t.approve}
                </Button>
                <Button type="danger" onClick={() => setAction({ kind: 'decide', passed: false })}>
                  {t.reject}
                </Button>
              </>
            ) : null}
          </div>
        </header>
        {error === undefined ? null : <ReloadBanner message={t.detailsLoadFailed(error)} onReload={() => void store.load(id)} />}
        <div className="land-details__grid">
          <Facts title={t.sectionApproval} pairs={facts.approval} />
          <Facts title={t.sectionParties} pairs={facts.parties} />
          <Facts title={t.sectionTerm} pairs={facts.term} />
          <Facts title={t.sectionReclamation} pairs={facts.reclamation} />
        </div>
        <section className="land-details__card" aria-label={t.sectionMap}>
          <h2 className="land-details__subheading">{t.sectionMap}</h2>
          {detail.data.boundary === undefined || detail.data.boundary.length === 0 ? <p>{t.mapUnavailable}</p> : <BoundaryMap value={detail.data.boundary} readOnly height={320} />}
        </section>
        <section className="land-details__card" aria-label={t.sectionAcceptance}>
          <h2 className="land-details__subheading">{t.sectionAcceptance}</h2>
          <AcceptanceTable records={detail.acceptance} />
          <h3 className="land-details__minor">{t.sectionAttachments}</h3>
          <Suspense fallback={<Spin />}>
            <FilesPanel filesKey={detail.filesKey} readOnly={!canAct} />
          </Suspense>
        </section>
        <section className="land-details__card" aria-label={t.sectionHistory}>
          <h2 className="land-details__subheading">{t.sectionHistory}</h2>
          <HistoryTable rows={detail.history} />
        </section>
        {action === undefined ? null : (
          <AcceptanceDialog action={action} today={formatDate(clock.now())} onSubmit={submit} onReload={() => void store.load(id)} onClose={() => setAction(undefined)} />
        )}
      </article>
    </SemiLocale>
  );
}
