import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type OlMap from 'ol/Map';
import { OnemapStore } from '../../../app/onemap/onemap.store';
import { ONEMAP_TYPE_CODES } from '../../../domain/onemap/onemap-types';
import { useService } from '../../di/container-context';
import { preload, usePreloaded } from '../../hooks/use-preloaded';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { OnemapLegend } from './onemap-legend';
import type { OnemapCanvasProps } from './map/onemap-canvas';
import { loadOutlines } from './onemap-outlines';
import { OnemapSearch } from './onemap-search';
import { onemapTexts as t } from './onemap-texts';
import { ParcelPopup } from './parcel-popup';
import { OnemapTools } from './tools/onemap-tools';
import './onemap-page.css';

const ALL_STATUSES: ReadonlySet<string> = new Set(['draft', 'reported', 'filed', 'returned']);
const ALL_TYPES: ReadonlySet<string> = new Set(ONEMAP_TYPE_CODES);

/**
 * The map's own code (OpenLayers) and the outlines start loading when this module is evaluated,
 * that is when the route opens, alongside the parcels call rather than after it as a lazy
 * component would (React also holds a revealed Suspense boundary back by some 300 ms).
 */
const canvasModule = preload((): Promise<(props: OnemapCanvasProps) => ReactNode> => import('./map/onemap-canvas').then((m) => m.default));
const outlineData = preload(loadOutlines);

const toggled = (set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> => {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
};

/**
 * 备案专题图: every filing with a boundary in the user's jurisdiction on an offline map of
 * Jiangxi, styled by type and status, with the legend as layer switch, clusters at province
 * scale, a search that zooms to a parcel and a popup that opens its details.
 */
export default function OnemapPage(): ReactNode {
  const store = useService(OnemapStore);
  const { answer, loading, error } = useStore(store);
  const [outlines, retryOutlines] = usePreloaded(outlineData);
  const [canvas, retryCanvas] = usePreloaded(canvasModule);
  const [layers, setLayers] = useState({ types: ALL_TYPES, statuses: ALL_STATUSES });
  const [selection, setSelection] = useState<{ id: string; zoom: number } | undefined>(undefined);
  const [map, setMap] = useState<OlMap | undefined>(undefined);
  const [rendered, setRendered] = useState(false);

  useEffect(() => void store.show(), [store]);

  const parcels = useMemo(() => answer?.parcels ?? [], [answer]);
  const byId = useMemo(() => new Map(parcels.map((parcel) => [parcel.id, parcel])), [parcels]);
  const selected = selection === undefined ? undefined : byId.get(selection.id);
  const close = useCallback(() => setSelection(undefined), []);
  const onSelect = useCallback((id: string | undefined) => setSelection(id === undefined ? undefined : { id, zoom: 0 }), []);
  const onRendered = useCallback(() => setRendered(true), []);
  const onPick = useCallback((id: string) => setSelection((current) => ({ id, zoom: (current?.zoom ?? 0) + 1 })), []);
  const onToggle = useCallback((group: 'types' | 'statuses', key: string, on: boolean) => setLayers((current) => ({ ...current, [group]: toggled(current[group], key, on) })), []);

  const failure = error ?? (outlines.state === 'failed' ? t.outlinesFailed : canvas.state === 'failed' ? t.loadFailed : undefined);
  const retry = (): void => {
    if (error !== undefined) void store.reload();
    if (outlines.state === 'failed') retryOutlines();
    if (canvas.state === 'failed') retryCanvas();
  };
  const ready = answer !== undefined && outlines.state === 'ready' && canvas.state === 'ready';

  return (
    <section className="onemap" aria-busy={loading || (ready && !rendered)} data-parcel-count={answer?.parcels.length} data-rendered={rendered ? 'true' : undefined}>
      <header className="onemap__bar">
        <h1 className="onemap__heading">{t.heading}</h1>
        {answer === undefined || parcels.length === 0 ? null : <OnemapSearch parcels={parcels} onPick={onPick} />}
        {outlines.state === 'ready' ? <OnemapTools map={map} parcels={parcels} outlines={outlines.value} divisionCode={answer?.division.code ?? ''} /> : null}
      </header>
      {failure === undefined ? null : <ReloadBanner message={failure} onReload={retry} />}
      {!ready ? (
        failure === undefined ? (
          <div className="onemap__pending" role="status">
            <Spin />
            <span>{t.loading}</span>
          </div>
        ) : null
      ) : (
        <div className="onemap__body">
          {parcels.length === 0 ? (
            <div className="onemap__empty" role="status">
              <Empty title={t.empty} description={t.emptyHint(answer.division.name)} />
            </div>
          ) : null}
          <canvas.value
            answer={answer}
            outlines={outlines.value}
            layers={layers}
            selection={selection}
            onSelect={onSelect}
            label={t.mapLabel(answer.division.name, parcels.length)}
            onReady={setMap}
            onRendered={onRendered}
            popup={selected === undefined ? null : <ParcelPopup parcel={selected} divisionName={answer.divisionNames[selected.divisionCode] ?? selected.divisionCode} onClose={close} />}
          />
          {parcels.length === 0 ? null : <OnemapLegend parcels={parcels} types={layers.types} statuses={layers.statuses} onToggle={onToggle} />}
        </div>
      )}
    </section>
  );
}
