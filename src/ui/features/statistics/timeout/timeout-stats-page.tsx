import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { StatisticsExportStore, TimeoutNumbersStore } from '../../../../app/statistics/project/project-stats.stores';
import { timeoutViewOf, timeoutViewSearch, type TimeoutView } from '../../../../app/statistics/project/stats-address';
import { SessionStore } from '../../../../app/session/session.store';
import { timeoutMessages } from '../../../../domain/statistics/timeout-messages';
import { timeoutReportTable, timeoutRowKey } from '../../../../domain/statistics/timeout-report-table';
import type { TimeoutFilter } from '../../../../domain/statistics/timeout-stats';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { ReloadBanner } from '../../../kit/reload-banner';
import { saveBlob } from '../../../kit/files/save-blob';
import { StatisticsFilters } from '../project/project-filters';
import { projectStatsTexts as t } from '../project/project-stats-texts';
import { ReportTableView } from '../shared/report-table-view';
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
  const exportState = useStore(exporter);
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

  const exportAll = async (): Promise<void> => {
    const file = await exporter.exportTimeout(filter);
    if (file !== undefined) saveBlob(file.blob, file.fileName);
  };

  return (
    <section className="stats-page" aria-labelledby="timeout-stats-title">
      <div className="stats-page__head">
        <h2 id="timeout-stats-title">{t.timeoutTitle}</h2>
        <Button loading={exportState.exporting} disabled={exportState.exporting} onClick={() => void exportAll()}>
          {exportState.exporting ? t.exporting : t.export}
        </Button>
      </div>
      <StatisticsFilters
        key={filterKey}
        filter={filter}
        withTextAndStatus={false}
        divisionCode={user?.divisionCode ?? ''}
        level={user?.level ?? ''}
        onSearch={(next) => go({ filter: { ...next } })}
      />
      <ul className="stats-page__rules" aria-label={t.rules}>
        <li>{timeoutMessages.reportRule}</li>
        <li>{timeoutMessages.reviewRule}</li>
      </ul>
      {exportState.error === undefined ? null : <ReloadBanner message={exportState.error} onReload={() => void exportAll()} />}
      <ReportTableView table={table} loading={state.loading} {...(state.error === undefined ? {} : { error: state.error })} onRetry={() => void store.retry()} actionKey="division" />
      <TimeoutRecordsSheet filter={filter} target={target} divisionName={openRow?.divisionName ?? ''} onClose={() => go({ filter })} />
    </section>
  );
}
