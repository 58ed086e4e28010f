import type { MapSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, VisualMapComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { StatPalette } from './chart-palette';
import { chartTexts as t } from './chart-texts';
import { formatValue } from './stat-chart-option';

export type DivisionMapOption = ComposeOption<MapSeriesOption | VisualMapComponentOption | AriaComponentOption>;

/** One area of the map: a child division and its figure. */
export interface DivisionValue {
  readonly code: string;
  readonly name: string;
  readonly value: number;
}

/** A choropleth of the children on the registered map: light to dark by value, each area named. */
export function divisionMapOption(title: string, map: string, values: readonly DivisionValue[], unit: string | undefined, palette: StatPalette, outlined: ReadonlySet<string>): DivisionMapOption {
  const max = Math.max(1, ...values.map((v) => v.value));
  const parts = values.map((v) => `${v.name}${outlined.has(v.code) ? '' : t.noOutline} ${formatValue(v.value, unit)}`);
  return {
    animation: false,
    aria: { enabled: true, label: { description: t.mapDescribe(title, parts) } },
    visualMap: {
      type: 'continuous',
      min: 0,
      max,
      left: 8,
      bottom: 8,
      calculable: false,
      inRange: { color: [...palette.scale] },
      text: [formatValue(max, unit), '0'],
      textStyle: { color: palette.text, fontSize: palette.fontSize },
    },
    series: [
      {
        type: 'map',
        map,
        name: title,
        nameProperty: 'code',
        roam: false,
        selectedMode: false,
        cursor: 'pointer',
        label: { show: true, color: palette.text, fontSize: palette.fontSize - 1, formatter: (params) => values.find((v) => v.code === params.name)?.name ?? '' },
        itemStyle: { borderColor: '#ffffff', borderWidth: 1, areaColor: palette.scale[0] },
        emphasis: { label: { color: palette.text }, itemStyle: { areaColor: '#ffd666' } },
        data: values.map((v) => ({ name: v.code, value: v.value })),
      },
    ],
  };
}
