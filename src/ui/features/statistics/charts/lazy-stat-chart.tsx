import { lazy, Suspense, type ReactNode } from 'react';
import type { StatChartProps } from './stat-chart';
import { chartTexts as t } from './chart-texts';
import './stat-chart.css';

const StatChart = lazy(() => import('./stat-chart'));

export type { StatChartProps } from './stat-chart';
export type { StatSeries } from './stat-chart-option';

export function ChartSkeleton({ label }: { label: string }): ReactNode {
  return <div className="stat-chart-skeleton" role="status" aria-label={`${label}${t.loading}`} />;
}

/** The statistics chart, with ECharts in its own chunk fetched the first time a statistics page draws one. */
export function LazyStatChart(props: StatChartProps): ReactNode {
  return (
    <Suspense fallback={<ChartSkeleton label={props.title} />}>
      <StatChart {...props} />
    </Suspense>
  );
}
