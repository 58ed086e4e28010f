import type { BarSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { FilingStats } from '../../../../domain/dashboard/dashboard-types';
import { filingStatsTexts as t } from './filing-stats-texts';

export type StatsChartOption = ComposeOption<BarSeriesOption | GridComponentOption | AriaComponentOption>;

/** The colours and type size the charts draw with; every text colour reads at 4.5:1 on white. */
export interface ChartPalette {
  /** The theme's primary as darkened for white text: bars and their value labels. */
  readonly bar: string;
  readonly text: string;
  readonly axis: string;
  readonly line: string;
  readonly fontSize: number;
}

/** One bar: what it is called on the axis and in the data table, how many, and where a click goes. */
export interface StatsBucket {
  readonly label: string;
  readonly count: number;
  readonly url: string;
}

export const monthBuckets = (stats: FilingStats): StatsBucket[] =>
  [...stats.byMonth].sort((a, b) => a.month - b.month).map((bucket) => ({ label: t.month(bucket.month), count: bucket.count, url: bucket.url }));

export const typeBuckets = (stats: FilingStats): StatsBucket[] => stats.byType.map((bucket) => ({ label: bucket.label, count: bucket.count, url: bucket.url }));

/**
 * A bar chart of the buckets: vertical for the months, horizontal for the types (their names
 * are long), each bar labelled with its count; the aria description lists every bar in Chinese.
 */
export function statsChartOption(title: string, buckets: readonly StatsBucket[], palette: ChartPalette, horizontal: boolean): StatsChartOption {
  const text = { color: palette.axis, fontSize: palette.fontSize };
  const categoryAxis = { type: 'category' as const, data: buckets.map((bucket) => bucket.label), axisLabel: { ...text, interval: 0 }, axisTick: { alignWithLabel: true }, axisLine: { lineStyle: { color: palette.line } } };
  const valueAxis = { type: 'value' as const, minInterval: 1, axisLabel: text, splitLine: { lineStyle: { color: palette.line } } };
  return {
    animation: false,
    aria: { enabled: true, label: { description: t.describe(title, buckets.map((bucket) => `${bucket.label} ${t.count(bucket.count)}`)) } },
    grid: { left: 8, right: horizontal ? 40 : 8, top: 24, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series: [
      {
        type: 'bar',
        name: title,
        data: buckets.map((bucket) => bucket.count),
        cursor: 'pointer',
        itemStyle: { color: palette.bar },
        label: { show: true, position: horizontal ? 'right' : 'top', color: palette.text, fontSize: palette.fontSize },
      },
    ],
  };
}
