import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, LegendComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { StatPalette } from './chart-palette';
import { chartTexts as t } from './chart-texts';

export type StatChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | AriaComponentOption | LegendComponentOption>;

export interface StatSeries {
  readonly name: string;
  readonly kind: 'bar' | 'line';
  readonly values: readonly number[];
  readonly unit?: string;
}

export const formatValue = (value: number, unit: string | undefined): string =>
  `${value.toLocaleString('zh-CN', { maximumFractionDigits: 4 })}${unit === undefined ? '' : ` ${unit}`}`;

/** The aria description: every category with every series' value, in Chinese. */
export function describeChart(title: string, categories: readonly string[], series: readonly StatSeries[], clickable: boolean): string {
  const kinds = [...new Set(series.map((s) => t.kindName[s.kind]))].join('与');
  const parts = categories.map((category, i) => `${category} ${series.map((s) => t.seriesPart(s.name, formatValue(s.values[i] ?? 0, s.unit))).join('，')}`);
  return t.describe(title, kinds, parts, clickable);
}

/**
 * Bars and lines over the categories; a single series has each point labelled with its value (no
 * tooltip: it would cost 8 KB gzip and a mouse), while several would print over one another, so
 * their numbers are left to the 数据表; long category names tilt instead of hiding. A second unit
 * gets its own value axis on the right so areas and counts can share a chart.
 */
export function statChartOption(title: string, categories: readonly string[], series: readonly StatSeries[], palette: StatPalette, clickable: boolean): StatChartOption {
  const text = { color: palette.axis, fontSize: palette.fontSize };
  const units = series.length === 0 ? [''] : [...new Set(series.map((s) => s.unit ?? ''))];
  const valueAxis = (unit: string, index: number) => ({
    type: 'value' as const,
    name: unit,
    nameTextStyle: text,
    position: index === 0 ? ('left' as const) : ('right' as const),
    axisLabel: text,
    splitLine: { show: index === 0, lineStyle: { color: palette.line } },
  });
  return {
    animation: false,
    aria: { enabled: true, label: { description: describeChart(title, categories, series, clickable) } },
    legend: { show: series.length > 1, top: 0, textStyle: { color: palette.text, fontSize: palette.fontSize } },
    grid: { left: 8, right: 8, top: series.length > 1 ? 40 : 28, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category',
      data: [...categories],
      axisLabel: { ...text, interval: 0, rotate: categories.length > 8 ? 30 : 0 },
      axisTick: { alignWithLabel: true },
      axisLine: { lineStyle: { color: palette.line } },
    },
    yAxis: units.slice(0, 2).map(valueAxis),
    series: series.map((s, i) => {
      const common = {
        name: s.name,
        data: [...s.values],
        yAxisIndex: Math.min(units.indexOf(s.unit ?? ''), 1),
        cursor: clickable ? 'pointer' : 'default',
        itemStyle: { color: palette.series[i % palette.series.length] },
        label: { show: series.length === 1 && categories.length <= 16, position: 'top' as const, color: palette.text, fontSize: palette.fontSize },
      };
      return s.kind === 'bar' ? { ...common, type: 'bar' as const } : { ...common, type: 'line' as const, symbolSize: 6 };
    }),
  };
}
