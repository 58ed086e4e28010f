import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type OlMap from 'ol/Map';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { Radio, RadioWithGroup } from '@douyinfe/semi-ui-19/lib/es/radio';
import { chinaToday } from '../../../../domain/filing/calendar-date';
import { choropleth, regionsInScope, type ChoroplethMeasure } from '../../../../domain/onemap/choropleth';
import type { OnemapParcel } from '../../../../domain/onemap/onemap-types';
import { Notifier } from '../../../../ports/browser.port';
import { useService } from '../../../di/container-context';
import { useClock } from '../../../hooks/use-clock';
import { saveBlob } from '../../../kit/files/save-blob';
import type { OutlineCollection } from '../onemap-outlines';
import { onemapTexts } from '../onemap-texts';
import { ChoroplethLegend } from './choropleth-legend';
import type { RegionOutline } from './choropleth-layer';
import type { MapTools } from './map-tools';
import type { MeasureKind, Measuring } from './measure-interaction';
import { toolsTexts as t } from './tools-texts';
import './onemap-tools.css';

const RadioGroup = RadioWithGroup.Group;

export interface OnemapToolsProps {
  /** The map once it is drawn; undefined while it loads. */
  readonly map: OlMap | undefined;
  readonly parcels: readonly OnemapParcel[];
  readonly outlines: OutlineCollection;
  /** The viewer's division: the choropleth colours the counties within it. */
  readonly divisionCode: string;
}

type DisplayMode = 'parcels' | ChoroplethMeasure;
const MODES: readonly DisplayMode[] = ['parcels', 'count', 'area'];
const MEASURES: readonly { readonly kind: MeasureKind; readonly label: string }[] = [
  { kind: 'distance', label: t.measureDistance },
  { kind: 'area', label: t.measureArea },
];
const FAILURE_MS = 4000;

function controlHost(className: string): HTMLDivElement {
  const host = document.createElement('div');
  host.className = `ol-unselectable ${className}`;
  return host;
}

/** The tools' OpenLayers side, attached once the map is there (its module comes with the map's). */
function useMapTools(map: OlMap | undefined, regions: readonly RegionOutline[], hosts: readonly HTMLElement[]): MapTools | undefined {
  const [tools, setTools] = useState<MapTools | undefined>(undefined);
  useEffect(() => {
    if (map === undefined) return;
    let attached: MapTools | undefined;
    let live = true;
    void import('./map-tools').then(({ attachMapTools }) => {
      if (!live) return;
      attached = attachMapTools(map, regions, hosts);
      setTools(attached);
    });
    return () => {
      live = false;
      attached?.detach();
      setTools(undefined);
    };
  }, [map, regions, hosts]);
  return tools;
}

/** The map's tools: the choropleth switch and legend, the geodesic measure, and the PNG export of the view. */
export function OnemapTools({ map, parcels, outlines, divisionCode }: OnemapToolsProps): ReactNode {
  const clock = useClock();
  const notifier = useService(Notifier);
  const [mode, setMode] = useState<DisplayMode>('parcels');
  const [measuring, setMeasuring] = useState<MeasureKind | undefined>(undefined);
  const [reading, setReading] = useState<string | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const regions = useMemo(() => regionsInScope(outlines.features.map((f) => ({ ...f.properties, feature: f })), divisionCode), [outlines, divisionCode]);
  const shaded = useMemo(() => (mode === 'parcels' ? undefined : choropleth(parcels, regions, mode)), [mode, parcels, regions]);
  const outlinesInScope = useMemo(() => regions.map((r) => r.feature), [regions]);
  const active = useRef<Measuring | undefined>(undefined);
  // The legend and the reading sit on the map, over what they explain.
  const [hosts] = useState(() => ({ legend: controlHost('onemap-choropleth-control'), reading: controlHost('onemap-measure-control') }));
  const hostList = useMemo(() => [hosts.legend, hosts.reading], [hosts]);
  const tools = useMapTools(map, outlinesInScope, hostList);

  useEffect(() => tools?.shade(shaded), [tools, shaded]);

  useEffect(() => {
    if (tools === undefined || measuring === undefined) return;
    const session = tools.measure(measuring, setReading);
    active.current = session;
    return () => {
      active.current = undefined;
      session.stop();
    };
  }, [tools, measuring]);

  const clearMeasure = (): void => {
    active.current?.abort();
    tools?.clearMeasures();
    setReading(undefined);
  };

  const exportPng = (): void => {
    if (tools === undefined || exporting) return;
    setExporting(true);
    tools
      .png(shaded)
      .then((blob) => saveBlob(blob, t.fileName(chinaToday(clock.now()) ?? '')))
      .catch(() => notifier.notify({ message: t.exportFailed, level: 'error', durationMs: FAILURE_MS }))
      .finally(() => setExporting(false));
  };

  return (
    <div className="onemap-tools">
      <div className="onemap-tools__bar" role="toolbar" aria-label={onemapTexts.toolbar}>
        <span className="onemap-tools__label" id="onemap-tools-mode">
          {t.modeLabel}
        </span>
        <RadioGroup type="button" aria-labelledby="onemap-tools-mode" value={mode} onChange={(event) => setMode(event.target.value as DisplayMode)}>
          {MODES.map((value) => (
            <Radio key={value} value={value}>
              {t.modes[value]}
            </Radio>
          ))}
        </RadioGroup>
        {MEASURES.map(({ kind, label }) => (
          <Button
            key={kind}
            type="primary"
            theme={measuring === kind ? 'solid' : 'light'}
            aria-pressed={measuring === kind}
            disabled={tools === undefined}
            onClick={() => setMeasuring((current) => (current === kind ? undefined : kind))}
          >
            {label}
          </Button>
        ))}
        <Button type="tertiary" disabled={tools === undefined} onClick={clearMeasure}>
          {t.clearMeasure}
        </Button>
        <Button type="primary" loading={exporting} disabled={tools === undefined} onClick={exportPng}>
          {t.exportPng}
        </Button>
      </div>
      {createPortal(
        <p className="onemap-tools__reading" aria-live="polite">
          {measuring === undefined && reading === undefined ? '' : `${t.measureReading}：${reading ?? t.measureHint}`}
        </p>,
        hosts.reading,
      )}
      {shaded === undefined ? null : createPortal(<ChoroplethLegend map={shaded} />, hosts.legend)}
    </div>
  );
}
