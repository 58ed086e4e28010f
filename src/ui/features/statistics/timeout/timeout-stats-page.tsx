import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StatisticsExportStore, TimeoutNumbersStore } from '../../../../app/statistics/project/project-stats.stores';
import { timeoutViewOf, timeoutViewSearch, type TimeoutView } from '../../../../app/statistics/project/stats-address';
import { SessionStore } from '../../../../app/session/session.store';
import { timeoutMessages } from '../../../../domain/statistics/timeout-messages';
import { timeoutReportTable, timeoutRowKey } from '../../../../domain/statistics/timeout-report-table';
import type { TimeoutFilter } from '../../../../domain/statistics/timeout-stats';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { ReloadBanner } from '../../../kit/reload-banner';
import { projectStatsTexts as t } from '../project/project-stats-texts';
import { ExportButton } from '../shared/export-button';
import { ReportTableView } from '../shared/report-table-view';
import { StatisticsFilters } from '../shared/statistics-filters';
import { StatisticsFrame } from '../shared/statistics-frame';
import { useExport } from '../shared/use-export';
import { TimeoutRecordsSheet } from './timeout-records-sheet';
import '../project/project-stats.css';

/** 超时统计: 上报超时 and 审核超时 per division, each number opening the records behind it. */
export default function TimeoutStatsPage(): ReactNode {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const view = useMemo(() => timeoutViewOf(search), [search]);
  const store = useService(TimeoutNumbersStore);
  const exporter = useService(StatisticsExportStore);
  const state = useStore(store);
  const exportError = useStore(exporter).error;
  const { user } = useStore(useService(SessionStore));
  const filterKey = timeoutViewSearch({ filter: view.filter });
  // The filter object changes with the sheet's part of the address; the numbers only reload when the filter itself does.
  const filter = useMemo<TimeoutFilter>(() => timeoutViewOf(filterKey).filter, [filterKey]);

  useEffect(() => {
    void store.load(filter);
  }, [store, filter]);

  const go = useCallback((next: TimeoutView) => navigate({ search: timeoutViewSearch(next) }), [navigate]);
  const answer = state.data;
  const table = useMemo(
    () => (answer === undefined ? undefined : timeoutReportTable(answer, (row, stage) => `${pathname}${timeoutViewSearch({ filter, records: { divisionCode: row.divisionCode, own: row.own, stage } })}`)),
    [answer, filter, pathname],
  );
  const target = view.records;
  const openRow = target === undefined ? undefined : answer?.rows.find((row) => timeoutRowKey(row) === timeoutRowKey(target));

  const exportAll = useExport(() => exporter.exportTimeout(filter));

  return (
    <StatisticsFrame className="stats-page" title={t.timeoutTitle} tools={<ExportButton exporter={exportAll} />}>
      <StatisticsFilters
        key={filterKey}
        filter={filter}
        fields={['division', 'period']}
        user={{ divisionCode: user?.divisionCode ?? '', level: user?.level ?? '' }}
        blank={{}}
        onSearch={(next) => go({ filter: next })}
      />
      <ul className="stats-page__rules" aria-label={t.rules}>
        <li>{timeoutMessages.reportRule}</li>
        <li>{timeoutMessages.reviewRule}</li>
      </ul>
      {exportError === undefined ? null : <ReloadBanner message={exportError} onReload={() => void exportAll.run()} />}
      <ReportTableView table={table} loading={state.loading} {...(state.error === undefined ? {} : { error: state.error })} onRetry={() => void store.retry()} actionKey="division" />
      <TimeoutRecordsSheet filter={filter} target={target} divisionName={openRow?.divisionName ?? ''} onClose={() => go({ filter })} />
    </StatisticsFrame>
  );
}
