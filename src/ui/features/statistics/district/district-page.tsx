import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { DistrictStatsStore } from '../../../../app/statistics/district/district-stats.store';
import { AREA_DISPLAY_UNIT_LABELS, AREA_DISPLAY_UNITS } from '../../../../domain/statistics/area-sum';
import { areaReportTable, DISTRICT_NAME_KEY, districtReportTable } from '../../../../domain/statistics/district-table';
import type { DistrictQuery } from '../../../../domain/statistics/district-types';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { saveBlob } from '../../../kit/files/save-blob';
import { SemiLocale } from '../../../kit/semi-locale';
import { LazyDivisionMapChart } from '../charts/lazy-division-map-chart';
import { LazyStatChart } from '../charts/lazy-stat-chart';
import { ReportTableView } from '../shared/report-table-view';
import { districtSearch, districtViewOf, type DistrictView } from './district-address';
import { DistrictFilters } from './district-filters';
import { districtTexts as t } from './district-texts';
import './district-page.css';

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
  const headingId = useId();
  const unitId = useId();

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
  const download = (): void => {
    store.download(view.unit).then(
      (file) => saveBlob(file.blob, file.fileName),
      () => Toast.error(t.exportFailed),
    );
  };
  const { divisionCode: _division, ...filters } = view.query;

  return (
    <SemiLocale>
      <section className="district" aria-labelledby={headingId}>
        <h1 id={headingId} className="district__heading">
          {t.heading}
        </h1>
        <DistrictFilters key={search} filters={filters} onApply={(next: Omit<DistrictQuery, 'divisionCode'>) => go({ ...view, query: { ...next, ...(view.query.divisionCode === undefined ? {} : { divisionCode: view.query.divisionCode }) } })} />
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
            <span id={unitId}>{t.unit}</span>
            <RadioGroup type="button" aria-labelledby={unitId} value={view.unit} onChange={(event) => go({ ...view, unit: event.target.value === 'mu' ? 'mu' : 'ha' })}>
              {AREA_DISPLAY_UNITS.map((unit) => (
                <Radio key={unit} value={unit}>
                  {AREA_DISPLAY_UNIT_LABELS[unit]}
                </Radio>
              ))}
            </RadioGroup>
            <Button onClick={download} disabled={answer === undefined}>
              {t.export}
            </Button>
          </div>
        </div>
        {refused !== undefined ? (
          <Banner className="district__refused" type="danger" closeIcon={null} title={t.refusedTitle} description={refused} />
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
      </section>
    </SemiLocale>
  );
}
