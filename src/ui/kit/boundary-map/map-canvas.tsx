import { useEffect, useRef, useState, type ReactNode } from 'react';
import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import OlPolygon from 'ol/geom/Polygon';
import MultiPoint from 'ol/geom/MultiPoint';
import VectorSource from 'ol/source/Vector';
import Draw from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import { boundingExtent, type Extent } from 'ol/extent';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import type { Coordinate } from 'ol/coordinate';
import type { Point, Polygon } from '../../../domain/filing/filing-types';
import { JIANGXI_EXTENT, roundCoordinate } from '../../../domain/filing/boundary-text';
import { useOfflineMap } from './use-offline-map';
import 'ol/ol.css';

export type MapMode = 'view' | 'draw' | 'modify';

export interface MapCanvasProps {
  /** The boundary shown; undefined or empty shows Jiangxi with nothing on it. */
  readonly ring: Polygon | undefined;
  readonly mode: MapMode;
  readonly height: number;
  /** A ring drawn or reshaped on the map; false when refused, and the map goes back to `ring`. */
  readonly onEdit: (ring: Polygon, how: 'draw' | 'modify') => boolean;
}

const JIANGXI: Extent = transformExtent(
  [JIANGXI_EXTENT.minLng, JIANGXI_EXTENT.minLat, JIANGXI_EXTENT.maxLng, JIANGXI_EXTENT.maxLat],
  'EPSG:4326',
  'EPSG:3857',
);

const BOUNDARY_STYLE = [
  new Style({ fill: new Fill({ color: 'rgba(0, 100, 250, 0.15)' }), stroke: new Stroke({ color: '#0064fa', width: 2 }) }),
  new Style({
    image: new CircleStyle({ radius: 4, fill: new Fill({ color: '#fff' }), stroke: new Stroke({ color: '#0064fa', width: 2 }) }),
    geometry: (feature: FeatureLike) => {
      const geometry = feature.getGeometry();
      return geometry instanceof OlPolygon ? new MultiPoint(geometry.getCoordinates()[0] ?? []) : undefined;
    },
  }),
];

const DRAW_STYLE = [
  new Style({
    fill: new Fill({ color: 'rgba(250, 140, 0, 0.15)' }),
    stroke: new Stroke({ color: '#fa8c00', width: 2, lineDash: [6, 4] }),
    image: new CircleStyle({ radius: 5, fill: new Fill({ color: '#fa8c00' }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
  }),
];

const toMap = (ring: Polygon): Coordinate[][] => [ring.map((p) => fromLonLat([p[0], p[1]]))];

/** Fits the view to the ring (Jiangxi when there is none); false when the map has no size yet. */
function fitView(instance: OlMap, ring: Polygon | undefined): boolean {
  const size = instance.getSize();
  if (size === undefined || size[0] === 0 || size[1] === 0) return false;
  const extent = ring !== undefined && ring.length > 0 ? boundingExtent(toMap(ring)[0] ?? []) : JIANGXI;
  instance.getView().fit(extent, { padding: [32, 32, 32, 32], maxZoom: 17 });
  return true;
}

const toRing = (geometry: OlPolygon): Polygon =>
  (geometry.getCoordinates()[0] ?? []).map((c): Point => {
    const [lng, lat] = toLonLat(c);
    return [roundCoordinate(lng ?? Number.NaN), roundCoordinate(lat ?? Number.NaN)];
  });

/**
 * The OpenLayers part of the boundary map; keep it behind React.lazy so ol and its CSS are a
 * chunk of their own.
 */
export default function MapCanvas({ ring, mode, height, onEdit }: MapCanvasProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const [source] = useState(() => new VectorSource());
  const ringRef = useRef(ring);
  const onEditRef = useRef(onEdit);
  // The ring this map last handed out: when it comes back as the value, the view stays put.
  const emitted = useRef<Polygon | undefined>(undefined);
  const pendingFit = useRef(true);

  useEffect(() => {
    onEditRef.current = onEdit;
  }, [onEdit]);

  const map = useOfflineMap(host, source, {
    style: BOUNDARY_STYLE,
    // Double click finishes a drawing; as a zoom it would also fire once the drawing is done.
    doubleClickZoom: false,
    // A form may mount the map in a hidden tab: fit it once it has a size.
    onResize: (instance) => {
      if (pendingFit.current) pendingFit.current = !fitView(instance, ringRef.current);
    },
  });

  useEffect(() => {
    ringRef.current = ring;
    source.clear();
    if (ring !== undefined && ring.length > 0) source.addFeature(new Feature(new OlPolygon(toMap(ring))));
    const instance = map.current;
    if (instance !== undefined && (ring !== emitted.current || pendingFit.current)) pendingFit.current = !fitView(instance, ring);
  }, [ring, source, map]);

  useEffect(() => {
    const instance = map.current;
    if (instance === undefined || mode === 'view') return;
    const emit = (geometry: OlPolygon, how: 'draw' | 'modify'): void => {
      const next = toRing(geometry);
      emitted.current = next;
      if (onEditRef.current(next, how)) return;
      emitted.current = undefined;
      // Refused: put the shown boundary back to the value.
      const current = ringRef.current;
      source.clear();
      if (current !== undefined && current.length > 0) source.addFeature(new Feature(new OlPolygon(toMap(current))));
    };
    if (mode === 'draw') {
      const draw = new Draw({ type: 'Polygon', style: DRAW_STYLE });
      draw.on('drawend', (event) => {
        const geometry = event.feature.getGeometry();
        if (geometry instanceof OlPolygon) emit(geometry, 'draw');
      });
      const onKey = (event: KeyboardEvent): void => {
        if (event.key === 'Escape') draw.abortDrawing();
        if (event.key === 'Backspace' && document.activeElement === document.body) draw.removeLastPoint();
      };
      instance.addInteraction(draw);
      document.addEventListener('keydown', onKey);
      return () => {
        document.removeEventListener('keydown', onKey);
        instance.removeInteraction(draw);
      };
    }
    const modify = new Modify({ source });
    modify.on('modifyend', (event) => {
      const geometry = event.features.item(0)?.getGeometry();
      if (geometry instanceof OlPolygon) emit(geometry, 'modify');
    });
    instance.addInteraction(modify);
    return () => {
      instance.removeInteraction(modify);
    };
  }, [mode, source, map]);

  return (
    <div
      ref={host}
      className={`boundary-map__canvas boundary-map__canvas--${mode}`}
      style={{ height }}
      // A region, not an image: OpenLayers puts focusable controls inside, which an img would hide.
      role="region"
      aria-label={ring !== undefined && ring.length > 0 ? '用地范围地图' : '用地范围地图（尚无范围）'}
    />
  );
}
