import { useId, useState, type ReactNode, type RefObject } from 'react';
import type { EChartsType } from 'echarts/core';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { saveChartPng } from './chart-png';
import { chartTexts as t } from './chart-texts';
import './stat-chart.css';

interface ChartFrameProps {
  readonly title: string;
  readonly host: RefObject<HTMLDivElement | null>;
  readonly chart: RefObject<EChartsType | undefined>;
  readonly height: number;
  readonly empty: boolean;
  /** The same data as a table, the keyboard's and screen reader's way to every number. */
  readonly table: ReactNode;
}

/** The heights stat-chart.css offers: inline style attributes are barred by the CSP. */
const HEIGHTS = [240, 320, 400, 480] as const;
const heightClass = (height: number): string => {
  const nearest = HEIGHTS.reduce((best, h) => (Math.abs(h - height) < Math.abs(best - height) ? h : best));
  return `stat-chart__canvas stat-chart__canvas--h${nearest}`;
};

/** Caption, 保存图片 and 数据表 around one chart; the chart itself is hidden from assistive tech by its own aria text. */
export function ChartFrame({ title, host, chart, height, empty, table }: ChartFrameProps): ReactNode {
  const captionId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const save = (): void => {
    const instance = chart.current;
    if (instance !== undefined) saveChartPng(instance, title).catch(() => Toast.error(t.pngFailed));
  };
  return (
    <figure className="stat-chart" aria-labelledby={captionId}>
      <div className="stat-chart__bar">
        <figcaption id={captionId} className="stat-chart__caption">
          {title}
        </figcaption>
        <div className="stat-chart__actions">
          <Button size="small" theme="borderless" onClick={save} disabled={empty} aria-label={t.savePngOf(title)}>
            {t.savePng}
          </Button>
          <Button size="small" theme="borderless" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
            {tableShown ? t.hideTable : t.showTable}
          </Button>
        </div>
      </div>
      {empty ? <p className="stat-chart__empty">{t.empty}</p> : null}
      <div ref={host} className={heightClass(height)} hidden={empty} />
      <div id={tableId} hidden={!tableShown}>
        {tableShown ? table : null}
      </div>
    </figure>
  );
}
