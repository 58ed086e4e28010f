import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { CaseDetailStore } from '../../../app/case/case-detail.store';
import { affairDetailsUrl } from '../../../domain/affair/details-link';
import { caseDetailsRequest } from '../../../domain/case/case-links';
import type { CaseDetail, CaseStep } from '../../../domain/case/case-types';
import { CASE_BOOKMARK_KIND, caseBookmarkTitle } from '../../../domain/favourites/bookmark-links';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { BookmarkToggle } from '../../kit/bookmark-toggle';
import { FilesPanel } from '../../kit/files/files-panel';
import { ReloadBanner } from '../../kit/reload-banner';
import { CASE_LIST_ROUTE } from './case-address';
import { caseTexts as t } from './case-texts';
import '../survey/survey-page.css';
import './case-page.css';

const PointMap = lazy(() => import('../survey/survey-point-map'));
const noPick = (): void => undefined;

const historyColumns = [
  { title: t.historyColumns.at, dataIndex: 'at' },
  { title: t.historyColumns.step, dataIndex: 'stepName' },
  { title: t.historyColumns.action, dataIndex: 'action' },
  { title: t.historyColumns.actor, dataIndex: 'actorName' },
  { title: t.historyColumns.opinion, dataIndex: 'opinion', render: (value: unknown) => (typeof value === 'string' ? value : '—') },
];

/** A clear page instead of the case: a bad link, another division's case, or none. */
function Refused({ title, message }: { readonly title: string; readonly message: string }): ReactNode {
  const navigate = useNavigate();
  return (
    <section className="case">
      <Banner
        type="danger"
        closeIcon={null}
        title={title}
        description={
          <span className="case__actions">
            {message}
            <Button size="small" onClick={() => void navigate(CASE_LIST_ROUTE)}>
              {t.backToList}
            </Button>
          </span>
        }
      />
    </section>
  );
}

function Facts({ detail }: { readonly detail: CaseDetail }): ReactNode {
  const pairs: readonly (readonly [string, string])[] = [
    [t.caseNumber, detail.caseNumber],
    [t.division, detail.divisionName],
    [t.source, detail.sourceLabel],
    [t.violationType, detail.violationLabel],
    [t.partyKind, detail.partyKindLabel],
    [t.partyName, detail.partyName],
    [t.partyId, detail.partyId],
    [t.partyPhone, detail.partyPhone],
    [t.place, detail.place],
    [t.area, String(detail.area)],
    [t.filing, detail.filingName ?? t.none],
    [t.createdAt, detail.steps[0]?.at ?? ''],
  ];
  return (
    <dl className="case__facts">
      {pairs.map(([label, value]) => (
        <div key={label} className="case__pair">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CaseView({ detail }: { readonly detail: CaseDetail }): ReactNode {
  const opinions = detail.steps.filter((s): s is CaseStep & { opinion: string } => s.opinion !== undefined);
  return (
    <section className="case" aria-labelledby="case-detail-heading">
      <div className="case__head">
        <h1 id="case-detail-heading" className="case__heading">
          {t.detailHeading}：{detail.caseNumber}
        </h1>
        <div className="case__tools">
          <BookmarkToggle type={3} bookmarkId={detail.id} keyTypeCode={CASE_BOOKMARK_KIND} title={caseBookmarkTitle(detail)} />
          <Link to={affairDetailsUrl({ moduleKey: detail.affairKey, filesKey: detail.filesKey })}>{t.handle}</Link>
          <Link to={CASE_LIST_ROUTE}>{t.backToList}</Link>
        </div>
      </div>
      <p className="case__muted case__step" role="status">
        {t.currentStep}：<Tag color={detail.closed ? 'green' : 'blue'}>{detail.closed ? t.closed : detail.stepName}</Tag>
        {detail.closed || detail.holderName === '' ? null : <span className="case__holder">{`${t.holder}：${detail.holderName}`}</span>}
      </p>
      <h2 className="case__subheading">{t.facts_}</h2>
      <Facts detail={detail} />
      <p>{detail.facts}</p>
      <h2 className="case__subheading">{t.point}</h2>
      <p className="case__muted">
        {t.lon} {detail.lon}，{t.lat} {detail.lat}
      </p>
      <Suspense fallback={<div className="survey__map" role="status">{t.loading}</div>}>
        <PointMap point={{ lon: detail.lon, lat: detail.lat }} readOnly onPick={noPick} />
      </Suspense>
      <h2 className="case__subheading">{t.opinions}</h2>
      {opinions.length === 0 ? (
        <p className="case__muted">{t.noOpinions}</p>
      ) : (
        <ol className="case__opinions">
          {opinions.map((o) => (
            <li key={`${o.at}-${o.stepName}-${o.actorName}`}>
              【{o.stepName}】{o.actorName}（{o.at}）：{o.opinion}
            </li>
          ))}
        </ol>
      )}
      <h2 className="case__subheading">{t.attachments}</h2>
      <FilesPanel filesKey={detail.filesKey} readOnly />
      <h2 className="case__subheading">{t.history}</h2>
      <Table<CaseStep> rowKey={(row) => `${row?.at ?? ''}-${row?.action ?? ''}-${row?.stepName ?? ''}`} columns={historyColumns} dataSource={[...detail.steps]} pagination={false} />
    </section>
  );
}

/**
 * 案件详情 (/op/handle/details/{id}?subParams=&filesKey=&currentTagTitle=). Opened by an op event
 * not from launch, or without subParams (a bookmark, a typed address), it fetches the case's
 * parameters first and moves to the full address; another division's case and a bad link get a
 * clear page.
 */
export default function CaseDetailsPage(): ReactNode {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const request = useMemo(() => caseDetailsRequest(id, search), [id, search]);
  const store = useService(CaseDetailStore);
  const { detail, loading, error, refused } = useStore(store);
  const load = useCallback(async (): Promise<void> => {
    if (request.kind === 'open') return store.open(request.id);
    if (request.kind !== 'fetch') return;
    const url = await store.paramsUrl(request.id, request.boxType);
    if (url !== undefined) void navigate(url, { replace: true });
  }, [store, request, navigate]);
  useEffect(() => void load(), [load]);

  if (request.kind === 'bad') return <Refused title={t.badLinkTitle} message={request.message} />;
  if (refused !== undefined) return <Refused title={t.refusedTitle} message={refused} />;
  if (error !== undefined) return <ReloadBanner message={error} onReload={() => void load()} />;
  if (loading || detail?.id !== id) {
    return (
      <div role="status" className="case__status">
        <Spin /> {t.loading}
      </div>
    );
  }
  return <CaseView detail={detail} />;
}
