import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type OlMap from 'ol/Map';
import { OnemapStore } from '../../../app/onemap/onemap.store';
import { ONEMAP_TYPE_CODES } from '../../../domain/onemap/onemap-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { OnemapLegend } from './onemap-legend';
import { loadOutlines, type OutlineCollection } from './onemap-outlines';
import { OnemapSearch } from './onemap-search';
import { onemapTexts as t } from './onemap-texts';
import { ParcelPopup } from './parcel-popup';
import { OnemapTools } from './tools/onemap-tools';
import './onemap-page.css';

const OnemapCanvas = lazy(() => import('./map/onemap-canvas'));

const ALL_STATUSES: ReadonlySet<string> = new Set(['draft', 'reported', 'filed', 'returned']);
const ALL_TYPES: ReadonlySet<string> = new Set(ONEMAP_TYPE_CODES);

type Outlines = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: OutlineCollection } | { readonly state: 'failed' };

function useOutlines(): [Outlines, () => void] {
  const [outlines, setOutlines] = useState<Outlines>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadOutlines().then(
      (value) => live && setOutlines({ state: 'ready', value }),
      () => live && setOutlines({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return [outlines, () => setAttempt((n) => n + 1)];
}

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
  const [outlines, retryOutlines] = useOutlines();
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

  const failure = error ?? (outlines.state === 'failed' ? t.outlinesFailed : undefined);
  const retry = (): void => {
    if (error !== undefined) void store.reload();
    if (outlines.state === 'failed') retryOutlines();
  };
  const ready = answer !== undefined && outlines.state === 'ready';

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
          <Suspense
            fallback={
              <div className="onemap__pending" role="status">
                <Spin />
                <span>{t.loading}</span>
              </div>
            }
          >
            <OnemapCanvas
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
          </Suspense>
          {parcels.length === 0 ? null : <OnemapLegend parcels={parcels} types={layers.types} statuses={layers.statuses} onToggle={onToggle} />}
        </div>
      )}
    </section>
  );
}
