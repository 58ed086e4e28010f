import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { FarmlandChangeStore } from '../../../../app/statistics/land/land-stores';
import { chinaToday } from '../../../../domain/filing/calendar-date';
import { FARMLAND_LABEL_KEY, farmlandReportTable, type FarmlandQuery } from '../../../../domain/statistics/farmland-change';
import { landMessages as m } from '../../../../domain/statistics/land-messages';
import { useService } from '../../../di/container-context';
import { useClock } from '../../../hooks/use-clock';
import { useStore } from '../../../hooks/use-store';
import { LazyStatChart } from '../charts/lazy-stat-chart';
import { ChoiceField } from '../shared/choice-field';
import { ExportButton } from '../shared/export-button';
import { ReportTableView } from '../shared/report-table-view';
import { StatisticsFilters } from '../shared/statistics-filters';
import { StatisticsFrame } from '../shared/statistics-frame';
import { useExport } from '../shared/use-export';
import { farmlandQueryOf, parentDivision, searchOf } from './land-address';
import { landTexts as t } from './land-texts';
import './land-page.css';

const YEARS_SHOWN = 6;

/** Up one level; from a refused division (nothing shown), back to the user's own instead of its parent, which may be refused too. */
const upFrom = (code: string | undefined, refused: boolean): string | undefined => (code === undefined || refused ? undefined : parentDivision(code));
const granularityOptions = [
  { value: 'month' as const, label: t.month },
  { value: 'quarter' as const, label: t.quarter },
];

/** 耕地变化统计: the year's 耕地 occupied, restored and net per division (drilling down) and per period, charted; filters in the address. */
export default function FarmlandPage(): ReactNode {
  const store = useService(FarmlandChangeStore);
  const state = useStore(store);
  const clock = useClock();
  const thisYear = Number((chinaToday(clock.now()) ?? '2026').slice(0, 4));
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => farmlandQueryOf(new URLSearchParams(search), thisYear), [search, thisYear]);
  const yearId = useId();
  const answer = state.answer;
  const table = useMemo(() => (answer === undefined ? undefined : farmlandReportTable(answer)), [answer]);
  const years = Array.from({ length: YEARS_SHOWN }, (_, at) => thisYear - at).map((year) => ({ value: year, label: String(year) }));

  useEffect(() => {
    void store.load(query);
  }, [store, query]);

  const drill = (divisionCode: string | undefined): void => setParams(searchOf({ ...query, divisionCode }));
  // The call has already shown the server's message.
  const exporter = useExport(() => store.exportFile(query).catch(() => undefined));
  const blank: FarmlandQuery = { year: thisYear, granularity: 'month' };

  return (
    <StatisticsFrame
      className="land-stats"
      title={`${t.farmlandHeading}${answer === undefined ? '' : ` · ${answer.divisionName}`}`}
      tools={
        <>
          {query.divisionCode === undefined ? null : <Button onClick={() => drill(upFrom(query.divisionCode, answer === undefined))}>{t.up}</Button>}
          <ExportButton exporter={exporter} />
        </>
      }
    >
      <StatisticsFilters
        key={search}
        filter={query}
        fields={['status']}
        blank={blank}
        extra={(draft, change) => (
          <>
            <div className="filing-list__field">
              <label id={yearId}>{t.year}</label>
              <Select aria-labelledby={yearId} className="land-stats__year" value={draft.year} optionList={years} onSelect={(year) => change({ year: Number(year) })} />
            </div>
            <ChoiceField label={t.granularity} value={draft.granularity} options={granularityOptions} onChange={(granularity) => change({ granularity })} />
          </>
        )}
        onSearch={(next) => setParams(searchOf({ ...next, divisionCode: query.divisionCode }), { replace: true })}
      />
      <p className="land-stats__note">{m.restoredRule}</p>
      {answer === undefined ? null : (
        <div className="land-stats__chart">
          <LazyStatChart
            title={t.chartTitle(answer.divisionName, answer.year)}
            categories={answer.periods.map((period) => period.label)}
            series={[
              { name: m.occupied, kind: 'bar', values: answer.periods.map((period) => period.occupied), unit: t.hectare },
              { name: m.restored, kind: 'bar', values: answer.periods.map((period) => period.restored), unit: t.hectare },
              { name: m.net, kind: 'line', values: answer.periods.map((period) => period.net), unit: t.hectare },
            ]}
          />
        </div>
      )}
      <ReportTableView table={table} loading={state.loading} error={state.error} onRetry={() => void store.reload()} onDrill={drill} actionKey={FARMLAND_LABEL_KEY} />
    </StatisticsFrame>
  );
}
