import Feature, { type FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import OlPoint from 'ol/geom/Point';
import OlPolygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import { getCenter } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import type { FilingStatus } from '../../../../domain/filing/lifecycle';
import type { OnemapTypeCode } from '../../../../domain/onemap/onemap-parcels';
import type { OnemapParcel } from '../../../../domain/onemap/onemap-types';
import { STATUS_STROKES, TYPE_FILLS } from '../onemap-palette';
import type { OutlineCollection } from '../onemap-outlines';

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

const isShown = (parcel: OnemapParcel, layers: LayerSwitch): boolean => layers.types.has(parcel.keyTypeCode) && layers.statuses.has(parcel.status);

const parcelStyles = new Map<string, Style>();
function parcelStyle(type: OnemapTypeCode, status: FilingStatus): Style {
  const key = `${type}-${status}`;
  const known = parcelStyles.get(key);
  if (known !== undefined) return known;
  const style = new Style({ fill: new Fill({ color: TYPE_FILLS[type] }), stroke: new Stroke({ color: STATUS_STROKES[status], width: 1.5 }) });
  parcelStyles.set(key, style);
  return style;
}

export const SELECTED_STYLE = new Style({ stroke: new Stroke({ color: '#ffd400', width: 5 }) });
const SELECTED_INNER = new Style({ stroke: new Stroke({ color: '#1c1f23', width: 2 }) });

/** The parcels as polygons in map coordinates, each carrying its parcel. */
export function parcelFeatures(parcels: readonly OnemapParcel[]): Feature<OlPolygon>[] {
  return parcels.map((parcel) => {
    const ring: number[][] = [];
    for (let i = 0; i + 1 < parcel.ring.length; i += 2) ring.push(fromLonLat([parcel.ring[i] ?? 0, parcel.ring[i + 1] ?? 0]));
    const first = ring[0];
    if (first !== undefined) ring.push(first);
    const feature = new Feature(new OlPolygon([ring]));
    feature.setId(parcel.id);
    feature.set(PARCEL_KEY, parcel, true);
    return feature;
  });
}

/** The polygons at town scale, styled by type (fill) and status (stroke); switched-off layers draw nothing. */
export function polygonLayer(features: Feature<OlPolygon>[], layers: () => LayerSwitch): VectorLayer<VectorSource<Feature<OlPolygon>>> {
  return new VectorLayer({
    source: new VectorSource({ features }),
    maxResolution: CLUSTER_RESOLUTION,
    style: (feature) => {
      const parcel = parcelOfFeature(feature);
      return parcel !== undefined && isShown(parcel, layers()) ? parcelStyle(parcel.keyTypeCode as OnemapTypeCode, parcel.status) : undefined;
    },
  });
}

const clusterStyles = new Map<string, Style>();
function clusterStyle(size: number, parcel: OnemapParcel | undefined): Style {
  const key = size === 1 && parcel !== undefined ? `one-${parcel.keyTypeCode}-${parcel.status}` : String(size);
  const known = clusterStyles.get(key);
  if (known !== undefined) return known;
  const style =
    size === 1 && parcel !== undefined
      ? new Style({ image: new CircleStyle({ radius: 5, fill: new Fill({ color: TYPE_FILLS[parcel.keyTypeCode as OnemapTypeCode] }), stroke: new Stroke({ color: STATUS_STROKES[parcel.status], width: 2 }) }) })
      : new Style({
          image: new CircleStyle({ radius: Math.min(26, 10 + Math.log2(size) * 2.2), fill: new Fill({ color: 'rgba(20, 80, 160, 0.82)' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
          text: new Text({ text: String(size), fill: new Fill({ color: '#ffffff' }), font: '600 12px sans-serif' }),
        });
  clusterStyles.set(key, style);
  return style;
}

/** The parcels' centres clustered at province and city scale; only the switched-on layers are counted. */
export function clusterLayer(features: Feature<OlPolygon>[], layers: () => LayerSwitch): VectorLayer<Cluster<Feature<OlPoint>>> {
  const centres = features.map((feature) => {
    const centre = new Feature(new OlPoint(getCenter(feature.getGeometry()?.getExtent() ?? [0, 0, 0, 0])));
    centre.set(PARCEL_KEY, parcelOfFeature(feature), true);
    return centre;
  });
  const source = new Cluster<Feature<OlPoint>>({
    distance: 44,
    source: new VectorSource({ features: centres }),
    geometryFunction: (feature) => {
      const parcel = parcelOfFeature(feature);
      return parcel !== undefined && isShown(parcel, layers()) ? (feature.getGeometry() ?? null) : null;
    },
  });
  return new VectorLayer({
    source,
    minResolution: CLUSTER_RESOLUTION,
    style: (feature) => {
      const members = (feature.get('features') as FeatureLike[] | undefined) ?? [];
      const first = members[0];
      return clusterStyle(members.length, first === undefined ? undefined : parcelOfFeature(first));
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
  return new VectorLayer({ source: new VectorSource(), style: [SELECTED_STYLE, SELECTED_INNER] });
}
