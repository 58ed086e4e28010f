import { lazy, Suspense, type ReactNode } from 'react';
import type { DivisionMapChartProps } from './division-map-chart';
import { ChartSkeleton } from './lazy-stat-chart';

const DivisionMapChart = lazy(() => import('./division-map-chart'));

export type { DivisionMapChartProps } from './division-map-chart';

/** The division map, with ECharts' map series and the outlines in chunks of their own. */
export function LazyDivisionMapChart(props: DivisionMapChartProps): ReactNode {
  return (
    <Suspense fallback={<ChartSkeleton label={props.title} />}>
      <DivisionMapChart {...props} />
    </Suspense>
  );
}
