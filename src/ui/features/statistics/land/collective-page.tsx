import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { CollectiveLandStore } from '../../../../app/statistics/land/land-stores';
import { AREA_DISPLAY_UNIT_LABELS, AREA_DISPLAY_UNITS } from '../../../../domain/statistics/area-sum';
import { COLLECTIVE_LABEL_KEY, type CollectiveQuery } from '../../../../domain/statistics/collective-land';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { saveBlob } from '../../../kit/files/save-blob';
import { ReportTableView } from '../shared/report-table-view';
import { collectiveQueryOf, searchOf } from './land-address';
import { ChoiceField, PeriodField, TypeStatusFields } from './land-filters';
import { landTexts as t } from './land-texts';
import './land-page.css';

const unitOptions = AREA_DISPLAY_UNITS.map((unit) => ({ value: unit, label: AREA_DISPLAY_UNIT_LABELS[unit] }));

/** 集体土地统计: the grouped table of collective land per division, its filters in the address, and its export. */
export default function CollectivePage(): ReactNode {
  const store = useService(CollectiveLandStore);
  const state = useStore(store);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => collectiveQueryOf(new URLSearchParams(search)), [search]);
  const headingId = useId();

  useEffect(() => {
    void store.load(query);
  }, [store, query]);

  const change = (next: Partial<CollectiveQuery>): void => setParams(searchOf({ ...query, ...next }), { replace: true });
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
          {t.collectiveHeading}
        </h1>
        <Button theme="solid" type="primary" onClick={() => void exportFile()}>
          {t.export}
        </Button>
      </div>
      <div className="land-stats__filters" role="search" aria-label={t.filters}>
        <TypeStatusFields value={query} onChange={change} />
        <PeriodField startDate={query.startDate} endDate={query.endDate} onChange={change} />
        <ChoiceField label={t.unit} value={query.unit ?? 'ha'} options={unitOptions} onChange={(unit) => change({ unit })} />
      </div>
      <ReportTableView table={state.answer} loading={state.loading} error={state.error} onRetry={() => void store.reload()} actionKey={COLLECTIVE_LABEL_KEY} />
    </section>
  );
}
