import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Skeleton from '@douyinfe/semi-ui-19/lib/es/skeleton';
import { StatisticsStore } from '../../../../app/dashboard/widget-stores';
import { useService } from '../../../di/container-context';
import { homeTexts as t } from '../home-texts';
import { useWidget } from '../use-widget';
import { WidgetCard } from '../widget-card';

// The chart engine is fetched with this widget only, and only when it is shown.
const FilingStatsChart = lazy(() => import('../charts/filing-stats-chart'));

/** 统计: this year's filings in the user's jurisdiction; a click opens 备案查询 filtered to it. */
export function StatisticsWidget(): ReactNode {
  const store = useService(StatisticsStore);
  const state = useWidget(store);
  const navigate = useNavigate();
  return (
    <WidgetCard widgetId="statistics"
      title={t.widgetTitles.statistics}
      state={state}
      onRetry={() => void store.load()}
      morePath="/recordReport/query"
      isEmpty={(stats) => stats.total === 0}
      extra={state.data === undefined ? null : <span className="home-widget__summary">{t.statsTotal(state.data.year, state.data.total)}</span>}
      className="home-widget--statistics"
    >
      {(stats) => (
        <Suspense
          fallback={
            <div className="home-widget__loading" role="status" aria-label={t.loading}>
              <Skeleton loading active placeholder={<Skeleton.Image />}>
                {null}
              </Skeleton>
            </div>
          }
        >
          <FilingStatsChart stats={stats} onOpen={(url) => void navigate(url)} />
        </Suspense>
      )}
    </WidgetCard>
  );
}
