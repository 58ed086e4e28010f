import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Overlay from 'ol/Overlay';
import ScaleLine from 'ol/control/ScaleLine';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent, createEmpty, extend, isEmpty, type Extent } from 'ol/extent';
import OlPolygon from 'ol/geom/Polygon';
import { fromLonLat } from 'ol/proj';
import type { OnemapAnswer } from '../../../../domain/onemap/onemap-types';
import type { OutlineCollection } from '../onemap-outlines';
import { outlineLayer, parcelFeature, parcelOfFeature, polygonLayer, selectionLayer, type LayerSwitch } from './onemap-layers';
import { centresExtent, parcelCentres, type ParcelCentres } from './parcel-centres';
import { clusterLayer, clusterMembers } from './parcel-clusters';
import 'ol/ol.css';

export interface OnemapCanvasProps {
  readonly answer: OnemapAnswer;
  readonly outlines: OutlineCollection;
  readonly layers: LayerSwitch;
  /** The parcel whose popup is open; `zoom` moves the view to it (a search), a click leaves the view. */
  readonly selection: { readonly id: string; readonly zoom: number } | undefined;
  readonly onSelect: (id: string | undefined) => void;
  /** The popup's content, placed on the selected parcel. */
  readonly popup: ReactNode;
  readonly label: string;
  readonly onReady: (map: OlMap) => void;
  /** Called once the first full render with every parcel has finished. */
  readonly onRendered: () => void;
}

const PADDING = [24, 24, 24, 24];

/** The outline of the viewer's division, else the parcels', else the province's. */
function jurisdictionExtent(outlines: OutlineCollection, answer: OnemapAnswer, centres: ParcelCentres): Extent {
  const { code, level } = answer.division;
  const own = outlines.features.filter((f) => level === 'province' || f.properties.code === code);
  const extent = createEmpty();
  for (const feature of own) for (const polygon of feature.geometry.coordinates) extend(extent, boundingExtent((polygon[0] ?? []).map((p) => fromLonLat([p[0] ?? 0, p[1] ?? 0]))));
  if (!isEmpty(extent)) return extent;
  if (answer.parcels.length > 0) return centresExtent(centres, answer.parcels.map((_, index) => index));
  return boundingExtent([fromLonLat([113.5, 24.5]), fromLonLat([118.5, 30.1])]);
}

/**
 * The OpenLayers part of 备案专题图 (keep it behind React.lazy: ol is an engine chunk). No tile
 * layer: the product runs offline and its CSP allows no map host, so the real outlines of
 * Jiangxi's cities and counties give the map its sense of place.
 */
export default function OnemapCanvas({ answer, outlines, layers, selection, onSelect, popup, label, onReady, onRendered }: OnemapCanvasProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const [popupHost] = useState(() => document.createElement('div'));
  const layersRef = useRef(layers);
  const onSelectRef = useRef(onSelect);
  const [built, setBuilt] = useState<ReturnType<typeof buildMap> | undefined>(undefined);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const target = host.current;
    if (target === null) return;
    const made = buildMap(target, answer, outlines, popupHost, () => layersRef.current, (id) => onSelectRef.current(id));
    setBuilt(made);
    onReady(made.map);
    made.map.once('rendercomplete', () => onRendered());
    return () => {
      made.dispose();
      setBuilt(undefined);
    };
    // onReady and onRendered are read once per map: the page keeps them stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, outlines, popupHost]);

  useEffect(() => {
    layersRef.current = layers;
    built?.layersChanged();
  }, [layers, built]);

  useEffect(() => {
    built?.select(selection?.id, selection?.zoom);
  }, [selection?.id, selection?.zoom, built]);

  return (
    <>
      <div ref={host} className="onemap__canvas" role="region" aria-label={label} />
      {createPortal(popup, popupHost)}
    </>
  );
}

function buildMap(target: HTMLDivElement, answer: OnemapAnswer, outlines: OutlineCollection, popupHost: HTMLElement, layers: () => LayerSwitch, onSelect: (id: string | undefined) => void) {
  const { parcels } = answer;
  const byId = new Map(parcels.map((parcel) => [parcel.id, parcel]));
  const centres = parcelCentres(parcels);
  const view = new View({ center: fromLonLat([116, 27.3]), zoom: 6, maxZoom: 19, minZoom: 5 });
  view.fit(jurisdictionExtent(outlines, answer, centres), { size: sizeOf(target), padding: PADDING });
  const polygons = polygonLayer(parcels, centres, layers);
  const clusters = clusterLayer(parcels, centres, view, layers);
  const selected = selectionLayer();
  const overlay = new Overlay({ element: popupHost, positioning: 'bottom-center', offset: [0, -12], stopEvent: true });
  const map = new OlMap({
    target,
    layers: [outlineLayer(outlines, answer.division.code), polygons, clusters.layer, selected],
    overlays: [overlay],
    view,
    controls: defaultControls({ attribution: false, rotate: false }).extend([new ScaleLine()]),
  });
  const parcelLayer = (layer: unknown): boolean => layer === polygons || layer === clusters.layer;

  map.on('singleclick', (event) => {
    const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature, { layerFilter: parcelLayer, hitTolerance: 3 });
    if (hit === undefined) return onSelect(undefined);
    const members = clusterMembers(hit);
    if (members === undefined) return onSelect(parcelOfFeature(hit)?.id);
    const only = members.length === 1 ? members[0] : undefined;
    if (only !== undefined) return onSelect(parcels[only]?.id);
    view.fit(centresExtent(centres, members), { padding: [64, 64, 64, 64], duration: 250, maxZoom: 15 });
  });
  map.on('pointermove', (event) => {
    if (event.dragging) return;
    target.classList.toggle('onemap__canvas--hit', map.hasFeatureAtPixel(event.pixel, { layerFilter: parcelLayer }));
  });

  const observer = new ResizeObserver(() => map.updateSize());
  observer.observe(target);

  return {
    map,
    layersChanged(): void {
      polygons.changed();
      clusters.refresh();
    },
    select(id: string | undefined, zoom: number | undefined): void {
      selected.getSource()?.clear();
      const parcel = id === undefined ? undefined : byId.get(id);
      const feature = parcel === undefined ? undefined : parcelFeature(parcel);
      const geometry = feature?.getGeometry();
      if (feature === undefined || !(geometry instanceof OlPolygon)) {
        overlay.setPosition(undefined);
        delete target.dataset['focusPixel'];
        return;
      }
      selected.getSource()?.addFeature(feature);
      if (zoom !== undefined && zoom > 0) view.fit(geometry.getExtent(), { padding: [120, 120, 120, 120], maxZoom: 16 });
      const inside = geometry.getInteriorPoint().getCoordinates().slice(0, 2);
      overlay.setPosition(inside);
      map.once('rendercomplete', () => {
        // Panned only once the zoom is drawn: before, the overlay would measure against the old view.
        if (zoom === undefined || zoom === 0) overlay.panIntoView({ margin: 24 });
        const pixel = map.getPixelFromCoordinate(inside);
        // The browser test clicks the parcel on this pixel.
        if (pixel !== null) target.dataset['focusPixel'] = `${Math.round(pixel[0] ?? 0)},${Math.round(pixel[1] ?? 0)}`;
      });
      map.render();
    },
    dispose(): void {
      observer.disconnect();
      map.setTarget(undefined);
      map.dispose();
    },
  };
}

const sizeOf = (target: HTMLElement): [number, number] => [target.clientWidth || 800, target.clientHeight || 600];
