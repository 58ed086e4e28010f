import Feature, { type FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import OlPolygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import type BaseLayer from 'ol/layer/Base';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { buffer } from 'ol/extent';
import { bbox as bboxStrategy } from 'ol/loadingstrategy';
import { fromLonLat } from 'ol/proj';
import type { FilingStatus } from '../../../../domain/filing/lifecycle';
import type { OnemapTypeCode } from '../../../../domain/onemap/onemap-types';
import type { OnemapParcel } from '../../../../domain/onemap/onemap-types';
import { STATUS_STROKES, TYPE_FILLS } from '../onemap-palette';
import type { OutlineCollection } from '../onemap-outlines';
import type { ParcelCentres } from './parcel-centres';

/**
 * Above this many metres per pixel (a whole city or more in view) a parcel is a few pixels wide:
 * the map shows clusters of their centres instead, which also keeps the province view cheap to draw.
 */
export const CLUSTER_RESOLUTION = 120;

/** Which layers the legend has switched on. */
export interface LayerSwitch {
  readonly types: ReadonlySet<string>;
  readonly statuses: ReadonlySet<string>;
}

export const PARCEL_KEY = 'parcel';
export const parcelOfFeature = (feature: FeatureLike): OnemapParcel | undefined => feature.get(PARCEL_KEY) as OnemapParcel | undefined;

/** Marks the layers that draw parcels: the choropleth hides them, which also keeps their clicks from opening popups under it. */
const DRAWS_PARCELS = 'drawsParcels';
export const drawsParcels = (layer: BaseLayer): boolean => layer.get(DRAWS_PARCELS) === true;

export const isShown = (parcel: OnemapParcel, layers: LayerSwitch): boolean => layers.types.has(parcel.keyTypeCode) && layers.statuses.has(parcel.status);

const parcelStyles = new Map<string, Style>();
export function parcelStyle(type: OnemapTypeCode, status: FilingStatus): Style {
  const key = `${type}-${status}`;
  const known = parcelStyles.get(key);
  if (known !== undefined) return known;
  const style = new Style({ fill: new Fill({ color: TYPE_FILLS[type] }), stroke: new Stroke({ color: STATUS_STROKES[status], width: 1.5 }) });
  parcelStyles.set(key, style);
  return style;
}

export const SELECTED_STYLE = new Style({ stroke: new Stroke({ color: '#ffd400', width: 5 }) });
const SELECTED_INNER = new Style({ stroke: new Stroke({ color: '#1c1f23', width: 2 }) });

/** A parcel as a polygon in map coordinates, carrying its parcel. */
export function parcelFeature(parcel: OnemapParcel): Feature<OlPolygon> {
  const ring: number[][] = [];
  for (let i = 0; i + 1 < parcel.ring.length; i += 2) ring.push(fromLonLat([parcel.ring[i] ?? 0, parcel.ring[i + 1] ?? 0]));
  const first = ring[0];
  if (first !== undefined) ring.push(first);
  const feature = new Feature(new OlPolygon([ring]));
  feature.setId(parcel.id);
  feature.set(PARCEL_KEY, parcel, true);
  return feature;
}

/** How far a parcel may reach beyond its centre: a loaded area takes in the parcels that overlap its edge. */
const PARCEL_REACH_M = 2000;

/**
 * The polygons at town scale, styled by type (fill) and status (stroke); switched-off layers draw
 * nothing. A parcel's polygon is built when the view first comes near it: the province view
 * draws clusters only, and building all of some 18,000 polygons up front cost a frame's worth
 * of time the map does not need.
 */
export function polygonLayer(parcels: readonly OnemapParcel[], centres: ParcelCentres, layers: () => LayerSwitch): VectorLayer<VectorSource<Feature<OlPolygon>>> {
  const built = new Uint8Array(parcels.length);
  const source: VectorSource<Feature<OlPolygon>> = new VectorSource<Feature<OlPolygon>>({
    strategy: bboxStrategy,
    loader: (extent, _resolution, _projection, success) => {
      const [minX = 0, minY = 0, maxX = 0, maxY = 0] = buffer(extent, PARCEL_REACH_M);
      const added: Feature<OlPolygon>[] = [];
      parcels.forEach((parcel, index) => {
        const x = centres.x[index] ?? 0;
        const y = centres.y[index] ?? 0;
        if (built[index] === 1 || x < minX || x > maxX || y < minY || y > maxY) return;
        built[index] = 1;
        added.push(parcelFeature(parcel));
      });
      source.addFeatures(added);
      success?.(added);
    },
  });
  return new VectorLayer({
    source,
    maxResolution: CLUSTER_RESOLUTION,
    properties: { [DRAWS_PARCELS]: true },
    style: (feature) => {
      const parcel = parcelOfFeature(feature);
      return parcel !== undefined && isShown(parcel, layers()) ? parcelStyle(parcel.keyTypeCode as OnemapTypeCode, parcel.status) : undefined;
    },
  });
}

const COUNTY_STYLE = new Style({ stroke: new Stroke({ color: 'rgba(70, 80, 95, 0.55)', width: 1 }) });
const CITY_STYLE = new Style({ stroke: new Stroke({ color: '#3c4450', width: 2 }) });
const OWN_STYLE = new Style({ stroke: new Stroke({ color: '#0b57d0', width: 3 }), fill: new Fill({ color: 'rgba(11, 87, 208, 0.04)' }) });

/** The cities' and counties' outlines; the viewer's own division stands out. */
export function outlineLayer(outlines: OutlineCollection, ownCode: string): VectorLayer<VectorSource> {
  const features = new GeoJSON().readFeatures(outlines, { featureProjection: 'EPSG:3857' });
  return new VectorLayer({
    source: new VectorSource({ features }),
    style: (feature) => {
      const code = String(feature.get('code'));
      if (code === ownCode) return OWN_STYLE;
      return code.endsWith('00') ? CITY_STYLE : COUNTY_STYLE;
    },
  });
}

/** The selected parcel's outline, drawn above everything at any scale. */
export function selectionLayer(): VectorLayer<VectorSource> {
  return new VectorLayer({ source: new VectorSource(), style: [SELECTED_STYLE, SELECTED_INNER], properties: { [DRAWS_PARCELS]: true } });
}

/** Marks the cluster layer as drawing parcels (it lives in its own module). */
export const parcelLayerProperties = { [DRAWS_PARCELS]: true } as const;
