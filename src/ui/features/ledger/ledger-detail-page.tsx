import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { LedgerDetailStore } from '../../../app/ledger/ledger-detail.store';
import { LEDGER_NAME_KEY } from '../../../domain/ledger/ledger-table';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ExportButton } from '../statistics/shared/export-button';
import { ReportTableView } from '../statistics/shared/report-table-view';
import { StatisticsFrame } from '../statistics/shared/statistics-frame';
import { useExport } from '../statistics/shared/use-export';
import { detailUrl, instanceOfSearch, LEDGER_INDEX_ROUTE } from './ledger-address';
import { LedgerOpinions } from './ledger-opinions';
import { ledgerTexts } from './ledger-texts';
import './ledger.css';

const t = ledgerTexts.detail;

/**
 * 部门台账 (/tz/secretary/departmentDetail/{id}?data=period_division): an auto ledger computed from
 * the filings for one period and division, a row per reporting division (a city drills down), 合计
 * equal to the rows, the export, and the opinions on this instance. Without ?data= it opens the
 * last complete period of the caller's own division.
 */
export default function LedgerDetailPage(): ReactNode {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const instance = useMemo(() => instanceOfSearch(search), [search]);
  const store = useService(LedgerDetailStore);
  const { detail, opinions, cycles, loading, loadError, refused, busy } = useStore(store);
  const periodLabel = useId();

  useEffect(() => {
    if (instance !== undefined) void store.open({ ledgerId: id, ...instance });
    else
      void store.defaultUrl(id).then((url) => {
        if (url !== undefined) void navigate(url, { replace: true });
      });
  }, [store, id, instance, navigate]);

  const download = useExport(async () => {
    const file = await store.exportFile();
    if (file === undefined) Toast.error(store.getValue().actionError ?? t.exportFailed);
    return file;
  });
  const periods = cycles.find((c) => c.value === detail?.ledger.cycle)?.periods ?? [];
  const go = (period: string, divisionCode: string): void => void navigate(detailUrl(id, period, divisionCode));

  return (
    <StatisticsFrame
      className="ledger ledger-detail"
      title={detail?.table.title ?? (loading ? ledgerTexts.loading : t.heading)}
      tools={<ExportButton exporter={download} disabled={detail === undefined} />}
    >
      <div className="ledger__tools">
        <nav aria-label={t.breadcrumb}>
          <ol className="ledger__crumbs">
            {(detail?.breadcrumb ?? []).map((crumb, i, all) => (
              <li key={crumb.code}>
                {i === all.length - 1 ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link to={detailUrl(id, detail?.period ?? '', crumb.code)} aria-label={t.backTo(crumb.name)}>
                    {crumb.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {detail === undefined ? null : (
          <span className="ledger__field">
            <span id={periodLabel}>{t.period}</span>
            <Select
              aria-labelledby={periodLabel}
              className="ledger__select"
              value={detail.period}
              optionList={periods.some((p) => p.value === detail.period) ? [...periods] : [{ value: detail.period, label: detail.periodLabel }, ...periods]}
              onChange={(value) => typeof value === 'string' && go(value, detail.division.code)}
            />
          </span>
        )}
        <Link to={LEDGER_INDEX_ROUTE}>{t.toCatalogue}</Link>
      </div>
      {refused !== undefined ? (
        <Banner
          type="danger"
          closeIcon={null}
          title={t.refusedTitle}
          description={
            <>
              {refused}{' '}
              <Button size="small" onClick={() => void navigate(`/tz/secretary/departmentDetail/${encodeURIComponent(id)}`)}>
                {t.backToOwn}
              </Button>
            </>
          }
        />
      ) : (
        <>
          <p className="ledger__muted">{detail?.table.subtitle}</p>
          <ReportTableView
            table={detail?.table}
            loading={loading}
            error={loadError}
            onRetry={() => void store.reload()}
            onDrill={(code) => detail !== undefined && go(detail.period, code)}
            actionKey={LEDGER_NAME_KEY}
          />
          {detail === undefined ? null : <LedgerOpinions store={store} opinions={opinions} busy={busy} />}
        </>
      )}
    </StatisticsFrame>
  );
}
