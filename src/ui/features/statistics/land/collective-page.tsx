import { useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CollectiveLandStore } from '../../../../app/statistics/land/land-stores';
import { COLLECTIVE_LABEL_KEY, type CollectiveQuery } from '../../../../domain/statistics/collective-land';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { AreaUnitChoice } from '../shared/choice-field';
import { ExportButton } from '../shared/export-button';
import { ReportTableView } from '../shared/report-table-view';
import { StatisticsFilters } from '../shared/statistics-filters';
import { StatisticsFrame } from '../shared/statistics-frame';
import { useExport } from '../shared/use-export';
import { collectiveQueryOf, searchOf } from './land-address';
import { landTexts as t } from './land-texts';
import './land-page.css';

/** 集体土地统计: the grouped table of collective land per division, its filters in the address, and its export. */
export default function CollectivePage(): ReactNode {
  const store = useService(CollectiveLandStore);
  const state = useStore(store);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => collectiveQueryOf(new URLSearchParams(search)), [search]);
  // The call has already shown the server's message.
  const exporter = useExport(() => store.exportFile(query).catch(() => undefined));

  useEffect(() => {
    void store.load(query);
  }, [store, query]);

  const { divisionCode } = query;
  return (
    <StatisticsFrame className="land-stats" title={t.collectiveHeading} tools={<ExportButton exporter={exporter} />}>
      <StatisticsFilters<CollectiveQuery>
        key={search}
        filter={query}
        fields={['status', 'period']}
        blank={{ unit: 'ha' }}
        extra={(draft, change) => <AreaUnitChoice value={draft.unit ?? 'ha'} onChange={(unit) => change({ unit })} />}
        onSearch={(next) => setParams(searchOf({ ...next, divisionCode }), { replace: true })}
      />
      <ReportTableView table={state.answer} loading={state.loading} error={state.error} onRetry={() => void store.reload()} actionKey={COLLECTIVE_LABEL_KEY} />
    </StatisticsFrame>
  );
}
