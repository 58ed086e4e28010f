import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent } from 'echarts/components';
import { init, use as registerEcharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { ThemeStore } from '../../../../app/theme/theme.store';
import type { FilingStats } from '../../../../domain/dashboard/dashboard-types';
import { primaryForWhiteText } from '../../../../domain/theme/contrast';
import { basePxOfSize } from '../../../../domain/theme/options';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { monthBuckets, statsChartOption, typeBuckets, type ChartPalette, type StatsBucket } from './filing-stats-option';
import { filingStatsTexts as t } from './filing-stats-texts';
import './filing-stats-chart.css';

// SVG rather than canvas: crisp at every font size, and it draws under jsdom for the component tests.
// No tooltip: each bar is labelled with its count, and the component costs 8 KB gzip.
registerEcharts([BarChart, GridComponent, AriaComponent, SVGRenderer]);

/** Semi's text colours as solid values (7:1 and 6:1 on white); the grid lines are decoration only. */
const TEXT = '#1c1f23';
const AXIS = '#4e5359';
const LINE = '#e6e8ea';

function usePalette(): ChartPalette {
  const { theme, size } = useStore(useService(ThemeStore));
  return useMemo(() => ({ bar: primaryForWhiteText(theme), text: TEXT, axis: AXIS, line: LINE, fontSize: basePxOfSize(size) - 2 }), [theme, size]);
}

interface ChartProps {
  readonly title: string;
  readonly buckets: readonly StatsBucket[];
  readonly palette: ChartPalette;
  readonly horizontal: boolean;
  readonly onOpen: (url: string) => void;
}

/** One ECharts instance: follows its container's size, opens a bar's list on click, and is disposed with the view. */
function StatsChart({ title, buckets, palette, horizontal, onOpen }: ChartProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const latest = useRef({ buckets, onOpen });
  const chart = useRef<ReturnType<typeof init> | undefined>(undefined);

  useEffect(() => {
    latest.current = { buckets, onOpen };
  });

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) => {
      const bucket = latest.current.buckets[params.dataIndex];
      if (bucket !== undefined) latest.current.onOpen(bucket.url);
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(statsChartOption(title, buckets, palette, horizontal), { notMerge: true });
  }, [title, buckets, palette, horizontal]);

  return (
    <figure className="filing-stats__figure" aria-labelledby={headingId}>
      <figcaption id={headingId} className="filing-stats__caption">
        {title}
      </figcaption>
      <div ref={host} className={horizontal ? 'filing-stats__chart filing-stats__chart--types' : 'filing-stats__chart'} />
    </figure>
  );
}

function BucketTable({ caption, column, buckets, onOpen }: { caption: string; column: string; buckets: readonly StatsBucket[]; onOpen: (url: string) => void }): ReactNode {
  return (
    <table className="filing-stats__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{column}</th>
          <th scope="col">{t.countColumn}</th>
        </tr>
      </thead>
      <tbody>
        {buckets.map((bucket) => (
          <tr key={bucket.url}>
            <th scope="row">{bucket.label}</th>
            <td>
              <button type="button" className="filing-stats__open" aria-label={t.openBucket(bucket.label, bucket.count)} onClick={() => onOpen(bucket.url)}>
                {bucket.count}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The 统计 widget's body (lazily loaded with ECharts): this year's filings by month and by
 * type; a bar, or a count in the data table the keyboard reaches, opens 备案查询 filtered to it.
 */
export default function FilingStatsChart({ stats, onOpen }: { stats: FilingStats; onOpen: (url: string) => void }): ReactNode {
  const palette = usePalette();
  const [tableShown, setTableShown] = useState(false);
  const tablesId = useId();
  const months = useMemo(() => monthBuckets(stats), [stats]);
  const types = useMemo(() => typeBuckets(stats), [stats]);
  const monthTitle = t.byMonth(stats.year);
  return (
    <div className="filing-stats">
      <div className="filing-stats__charts">
        <StatsChart title={monthTitle} buckets={months} palette={palette} horizontal={false} onOpen={onOpen} />
        <StatsChart title={t.byType} buckets={types} palette={palette} horizontal onOpen={onOpen} />
      </div>
      <Button theme="borderless" aria-expanded={tableShown} aria-controls={tablesId} onClick={() => setTableShown((shown) => !shown)}>
        {tableShown ? t.hideTable : t.showTable}
      </Button>
      <div id={tablesId} className="filing-stats__tables" hidden={!tableShown}>
        {tableShown ? (
          <>
            <BucketTable caption={monthTitle} column={t.monthColumn} buckets={months} onOpen={onOpen} />
            <BucketTable caption={t.byType} column={t.typeColumn} buckets={types} onOpen={onOpen} />
          </>
        ) : null}
      </div>
    </div>
  );
}
