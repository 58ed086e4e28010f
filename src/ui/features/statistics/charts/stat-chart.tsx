import { useMemo, type ReactNode } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { ChartFrame } from './chart-frame';
import { useStatPalette } from './chart-palette';
import { chartTexts as t } from './chart-texts';
import { formatValue, statChartOption, type StatSeries } from './stat-chart-option';
import { useECharts } from './use-echarts';

registerEcharts([BarChart, LineChart, GridComponent, LegendComponent, AriaComponent, SVGRenderer]);

export interface StatChartProps {
  /** The caption, the chart's accessible name and the PNG's file name. */
  readonly title: string;
  readonly categories: readonly string[];
  readonly series: readonly StatSeries[];
  /** A click on a bar or point, or on a category in the data table. */
  readonly onSelect?: (categoryIndex: number) => void;
  readonly height?: number;
}

function DataTable({ title, categories, series, onSelect }: StatChartProps): ReactNode {
  return (
    <table className="stat-chart__table">
      <caption>{t.tableOf(title)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.categoryColumn}</th>
          {series.map((s) => (
            <th key={s.name} scope="col">
              {s.unit === undefined ? s.name : `${s.name}（${s.unit}）`}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={`${i}-${category}`}>
            <th scope="row">
              {onSelect === undefined ? (
                category
              ) : (
                <button type="button" className="stat-chart__select" aria-label={t.select(category)} onClick={() => onSelect(i)}>
                  {category}
                </button>
              )}
            </th>
            {series.map((s) => (
              <td key={s.name}>{formatValue(s.values[i] ?? 0, undefined)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A bar and/or line chart of statistics (lazily loaded with ECharts through lazy-stat-chart.tsx):
 * a click on a bar selects its category; 保存图片 saves a PNG; 数据表 shows the same numbers as a
 * table whose category buttons select too, so the keyboard reaches everything the mouse does.
 */
export default function StatChart(props: StatChartProps): ReactNode {
  const { title, categories, series, onSelect, height = 320 } = props;
  const palette = useStatPalette();
  const option = useMemo(() => statChartOption(title, categories, series, palette, onSelect !== undefined), [title, categories, series, palette, onSelect]);
  const { host, chart } = useECharts(option, onSelect === undefined ? undefined : ({ dataIndex }) => onSelect(dataIndex));
  return <ChartFrame title={title} host={host} chart={chart} height={height} empty={categories.length === 0} table={<DataTable {...props} />} />;
}
