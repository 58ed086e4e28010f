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
import { saveBlob } from '../../../kit/files/save-blob';
import { LazyStatChart } from '../charts/lazy-stat-chart';
import { ReportTableView } from '../shared/report-table-view';
import { farmlandQueryOf, parentDivision, searchOf } from './land-address';
import { ChoiceField, TypeStatusFields } from './land-filters';
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
  const headingId = useId();
  const yearId = useId();
  const answer = state.answer;
  const table = useMemo(() => (answer === undefined ? undefined : farmlandReportTable(answer)), [answer]);
  const years = Array.from({ length: YEARS_SHOWN }, (_, at) => thisYear - at).map((year) => ({ value: year, label: String(year) }));

  useEffect(() => {
    void store.load(query);
  }, [store, query]);

  const change = (next: Partial<FarmlandQuery>): void => setParams(searchOf({ ...query, ...next }), { replace: true });
  const drill = (divisionCode: string | undefined): void => setParams(searchOf({ ...query, divisionCode }));
  const exportFile = async (): Promise<void> => {
    try {
      const file = await store.exportFile(query);
      saveBlob(file.blob, file.fileName);
    } catch {
      // The call has already shown the server's message.
    }
  };

  return (
    <section className="land-stats" aria-labelledby={headingId}>
      <div className="land-stats__header">
        <h1 id={headingId} className="land-stats__heading">
          {t.farmlandHeading}
          {answer === undefined ? '' : ` · ${answer.divisionName}`}
        </h1>
        <div>
          {query.divisionCode === undefined ? null : (
            <Button onClick={() => drill(upFrom(query.divisionCode, answer === undefined))}>{t.up}</Button>
          )}{' '}
          <Button theme="solid" type="primary" onClick={() => void exportFile()}>
            {t.export}
          </Button>
        </div>
      </div>
      <div className="land-stats__filters" role="search" aria-label={t.filters}>
        <div className="land-stats__field">
          <label id={yearId}>{t.year}</label>
          <Select aria-labelledby={yearId} className="land-stats__select" value={query.year} optionList={years} onSelect={(year) => change({ year: Number(year) })} />
        </div>
        <ChoiceField label={t.granularity} value={query.granularity} options={granularityOptions} onChange={(granularity) => change({ granularity })} />
        <TypeStatusFields value={query} onChange={change} />
      </div>
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
    </section>
  );
}
