import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MapChart } from 'echarts/charts';
import { AriaComponent, VisualMapContinuousComponent } from 'echarts/components';
import { registerMap, use as registerEcharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { ChartFrame } from './chart-frame';
import { useStatPalette } from './chart-palette';
import { chartTexts as t } from './chart-texts';
import { divisionMapOption, type DivisionValue } from './division-map-option';
import { formatValue } from './stat-chart-option';
import { useECharts } from './use-echarts';

registerEcharts([MapChart, VisualMapContinuousComponent, AriaComponent, SVGRenderer]);

export interface DivisionMapChartProps {
  readonly title: string;
  /** The province (its cities are drawn) or a city (its counties). */
  readonly divisionCode: string;
  readonly values: readonly DivisionValue[];
  readonly unit?: string;
  /** A click on an area, or on a division in the data table. */
  readonly onSelect?: (divisionCode: string) => void;
  readonly height?: number;
}

interface OutlineFeature {
  readonly type: 'Feature';
  readonly properties: { readonly code: string; readonly name: string; readonly cityCode?: string };
  readonly geometry: { readonly type: 'MultiPolygon'; readonly coordinates: number[][][][] };
}

/** The outlines come in their own chunk, fetched the first time a map is drawn. */
let outlines: Promise<readonly OutlineFeature[]> | undefined;
const loadOutlines = (): Promise<readonly OutlineFeature[]> =>
  (outlines ??= import('../../../../geo/jiangxi-outlines.json').then((module) => module.default.features as unknown as readonly OutlineFeature[]));

/** Registers the children of a division as an ECharts map once; answers its name and the codes it outlines. */
function registeredMap(features: readonly OutlineFeature[], divisionCode: string): { name: string; outlined: ReadonlySet<string> } {
  const province = divisionCode.endsWith('0000');
  const children = features.filter((f) => (province ? f.properties.cityCode === undefined : f.properties.cityCode === divisionCode));
  const name = `jiangxi-${divisionCode}`;
  registerMap(name, { type: 'FeatureCollection', features: children } as unknown as Parameters<typeof registerMap>[1]);
  return { name, outlined: new Set(children.map((f) => f.properties.code)) };
}

function DataTable({ title, values, unit, onSelect }: DivisionMapChartProps): ReactNode {
  return (
    <table className="stat-chart__table">
      <caption>{t.tableOf(title)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.categoryColumn}</th>
          <th scope="col">{unit === undefined ? title : `${title}（${unit}）`}</th>
        </tr>
      </thead>
      <tbody>
        {values.map((v) => (
          <tr key={v.code}>
            <th scope="row">
              {onSelect === undefined ? (
                v.name
              ) : (
                <button type="button" className="stat-chart__select" aria-label={t.select(v.name)} onClick={() => onSelect(v.code)}>
                  {v.name}
                </button>
              )}
            </th>
            <td>{formatValue(v.value, undefined)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A choropleth of a division's children drawn from the county outlines (province → cities,
 * city → its counties); a click on an area selects that division. 保存图片 and 数据表 as StatChart.
 */
export default function DivisionMapChart(props: DivisionMapChartProps): ReactNode {
  const { title, divisionCode, values, unit, onSelect, height = 400 } = props;
  const palette = useStatPalette();
  const [features, setFeatures] = useState<readonly OutlineFeature[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadOutlines().then((loaded) => {
      if (live) setFeatures(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  const option = useMemo(() => {
    if (features === undefined) return undefined;
    const { name, outlined } = registeredMap(features, divisionCode);
    return divisionMapOption(title, name, values, unit, palette, outlined);
  }, [features, divisionCode, title, values, unit, palette]);
  const { host, chart } = useECharts(option, onSelect === undefined ? undefined : ({ name }) => onSelect(name));
  return <ChartFrame title={title} host={host} chart={chart} height={height} empty={values.length === 0} table={<DataTable {...props} />} />;
}
