import { useEffect, useRef, type RefObject } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';

interface ClickParams {
  readonly dataIndex: number;
  readonly name: string;
}

/**
 * One SVG ECharts instance on the host element: follows the element's size, reports clicks with
 * the data index and name, takes each new option whole, and is disposed with the view.
 */
export function useECharts(option: EChartsCoreOption | undefined, onClick: ((params: ClickParams) => void) | undefined): {
  host: RefObject<HTMLDivElement | null>;
  chart: RefObject<EChartsType | undefined>;
} {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | undefined>(undefined);
  const latestClick = useRef(onClick);

  useEffect(() => {
    latestClick.current = onClick;
  });

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) => latestClick.current?.({ dataIndex: params.dataIndex, name: params.name }));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (option !== undefined) chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return { host, chart };
}
