import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { DistrictStatsStore } from '../../../../app/statistics/district/district-stats.store';
import { areaReportTable, DISTRICT_NAME_KEY, districtReportTable } from '../../../../domain/statistics/district-table';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { LazyDivisionMapChart } from '../charts/lazy-division-map-chart';
import { LazyStatChart } from '../charts/lazy-stat-chart';
import { AreaUnitChoice } from '../shared/choice-field';
import { ExportButton } from '../shared/export-button';
import { ReportTableView } from '../shared/report-table-view';
import { StatisticsFilters } from '../shared/statistics-filters';
import { StatisticsFrame } from '../shared/statistics-frame';
import { useExport } from '../shared/use-export';
import { districtSearch, districtViewOf, type DistrictView } from './district-address';
import { districtTexts as t } from './district-texts';
import './district-page.css';

/** The same filters over the user's own division (the address without divisionCode). */
const withoutDivision = ({ divisionCode: _asked, ...rest }: DistrictView['query']): DistrictView['query'] => rest;

const ROUTE = '/analysis/district';

/**
 * 区域统计: the filings of a division by child division (by filing type at a county), with the
 * filters, the unit and the division in the address; a division name, a bar or a map area drills
 * down, a count opens 备案查询 listing exactly those records, and the breadcrumb goes back up.
 */
export default function DistrictPage(): ReactNode {
  const store = useService(DistrictStatsStore);
  const { answer, areas, loading, error, refused } = useStore(store);
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => districtViewOf(search), [search]);

  useEffect(() => void store.show(view.query), [store, view.query]);

  const go = useCallback((next: DistrictView) => navigate(`${ROUTE}${districtSearch(next)}`), [navigate]);
  const drill = useCallback((divisionCode: string) => go({ ...view, query: { ...view.query, divisionCode } }), [go, view]);
  const crumbUrl = (divisionCode: string): string => `${ROUTE}${districtSearch({ ...view, query: { ...view.query, divisionCode } })}`;

  const table = useMemo(() => (answer === undefined ? undefined : districtReportTable(answer, view.unit)), [answer, view.unit]);
  const areaTable = useMemo(() => (areas === undefined ? undefined : areaReportTable(areas, view.unit)), [areas, view.unit]);
  const rows = useMemo(() => answer?.rows ?? [], [answer]);
  const categories = useMemo(() => rows.map((row) => row.label), [rows]);
  const series = useMemo(() => [{ name: t.countSeries, kind: 'bar' as const, values: rows.map((row) => row.count), unit: t.countUnit }], [rows]);
  const select = (index: number): void => {
    const row = rows[index];
    if (row === undefined) return;
    if (row.drill && row.divisionCode !== undefined) drill(row.divisionCode);
    else navigate(row.url);
  };
  const download = useExport(() =>
    store.download(view.unit).catch(() => {
      Toast.error(t.exportFailed);
      return undefined;
    }),
  );
  const { divisionCode, ...filters } = view.query;

  return (
    <StatisticsFrame className="district" title={t.heading}>
      <StatisticsFilters
        key={search}
        filter={filters}
        fields={['status', 'period']}
        blank={{}}
        onSearch={(next) => go({ ...view, query: { ...next, ...(divisionCode === undefined ? {} : { divisionCode }) } })}
      />
      <div className="district__toolbar">
        <nav aria-label={t.breadcrumb}>
          <ol className="district__crumbs">
            {(answer?.breadcrumb ?? []).map((crumb, i, all) => (
              <li key={crumb.code}>
                {i === all.length - 1 ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link to={crumbUrl(crumb.code)} aria-label={t.backTo(crumb.name)}>
                    {crumb.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <div className="district__tools">
          <AreaUnitChoice inline value={view.unit} onChange={(unit) => go({ ...view, unit })} />
          <ExportButton exporter={download} disabled={answer === undefined} />
        </div>
      </div>
      {refused !== undefined ? (
        <Banner
          className="district__refused"
          type="danger"
          closeIcon={null}
          title={t.refusedTitle}
          description={
            <>
              {refused}
              <Button className="district__own" size="small" onClick={() => go({ ...view, query: withoutDivision(view.query) })}>
                {t.backToOwn}
              </Button>
            </>
          }
        />
      ) : (
        <>
          <ReportTableView table={table} loading={loading} error={error} onRetry={() => void store.reload()} onDrill={drill} actionKey={DISTRICT_NAME_KEY} />
          {answer === undefined ? null : (
            <div className="district__charts">
              <LazyStatChart title={t.barTitle(answer.division.name, answer.division.level === 'county')} categories={categories} series={series} onSelect={select} />
              {answer.division.level === 'county' ? null : (
                <LazyDivisionMapChart
                  title={t.mapTitle(answer.division.name)}
                  divisionCode={answer.division.code}
                  values={rows.flatMap((row) => (row.divisionCode === undefined ? [] : [{ code: row.divisionCode, name: row.label, value: row.count }]))}
                  unit={t.countUnit}
                  onSelect={drill}
                />
              )}
            </div>
          )}
          <h2 className="district__subheading">{t.areaHeading}</h2>
          <ReportTableView table={areaTable} loading={loading} error={error} onRetry={() => void store.reload()} actionKey={DISTRICT_NAME_KEY} />
        </>
      )}
    </StatisticsFrame>
  );
}
