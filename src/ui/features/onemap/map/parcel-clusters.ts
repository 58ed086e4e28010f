import Feature, { type FeatureLike } from 'ol/Feature';
import OlPoint from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import type View from 'ol/View';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import type { OnemapParcel, OnemapTypeCode } from '../../../../domain/onemap/onemap-types';
import { STATUS_STROKES, TYPE_FILLS } from '../onemap-palette';
import { CLUSTER_RESOLUTION, isShown, parcelLayerProperties, type LayerSwitch } from './onemap-layers';
import type { ParcelCentres } from './parcel-centres';

/** Parcels closer than this many pixels on screen share a cluster. */
const CLUSTER_DISTANCE_PX = 44;
const MEMBERS_KEY = 'members';

/** The indices of the parcels a cluster stands for, or undefined for a feature that is no cluster. */
export const clusterMembers = (feature: FeatureLike): readonly number[] | undefined => feature.get(MEMBERS_KEY) as readonly number[] | undefined;

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

interface Group {
  readonly x: number;
  readonly y: number;
  readonly members: number[];
}

function groupOf(members: number[], centres: ParcelCentres): Group {
  let sumX = 0;
  let sumY = 0;
  for (const index of members) {
    sumX += centres.x[index] ?? 0;
    sumY += centres.y[index] ?? 0;
  }
  return { x: sumX / members.length, y: sumY / members.length, members };
}

/** World coordinates stay within ±2.1e7 m: a row never holds a million cells. */
const keyOf = (column: number, row: number): number => column + row * 1e6;
const cellKey = (x: number, y: number, cell: number): number => keyOf(Math.floor(x / cell), Math.floor(y / cell));

/**
 * Two groups of neighbouring cells may lie closer than a cluster's width, their circles overlapping:
 * the larger absorbs the nearer ones, in one pass from the largest down.
 */
function mergeNear(groups: readonly Group[], cell: number, centres: ParcelCentres): Group[] {
  const byCell = new Map<number, number[]>();
  groups.forEach((group, index) => {
    const key = cellKey(group.x, group.y, cell);
    byCell.set(key, [...(byCell.get(key) ?? []), index]);
  });
  const order = groups.map((_, index) => index).sort((a, b) => (groups[b]?.members.length ?? 0) - (groups[a]?.members.length ?? 0));
  const absorbed = new Uint8Array(groups.length);
  const merged: Group[] = [];
  for (const index of order) {
    const group = groups[index];
    if (group === undefined || absorbed[index] === 1) continue;
    const members = [...group.members];
    const column = Math.floor(group.x / cell);
    const row = Math.floor(group.y / cell);
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1)
        for (const other of byCell.get(keyOf(column + dx, row + dy)) ?? []) {
          const near = groups[other];
          if (other === index || absorbed[other] === 1 || near === undefined || Math.hypot(near.x - group.x, near.y - group.y) >= cell) continue;
          absorbed[other] = 1;
          members.push(...near.members);
        }
    absorbed[index] = 1;
    merged.push(members.length === group.members.length ? group : groupOf(members, centres));
  }
  return merged;
}

export interface ClusterLayer {
  readonly layer: VectorLayer<VectorSource<Feature<OlPoint>>>;
  /** Counts the clusters again, after the legend switched a layer. */
  readonly refresh: () => void;
}

/**
 * The parcels' centres clustered at province and city scale; only the switched-on layers are
 * counted. The centres fall into a grid of cells CLUSTER_DISTANCE_PX wide at the view's
 * resolution, each cell one cluster drawn at its members' mean: one pass over plain arrays,
 * where OpenLayers' Cluster source would first make a feature of every one of the ~18,000
 * parcels and query a spatial index for each. Panning keeps the clusters (the grid does not
 * move with the view); zooming counts them again.
 */
export function clusterLayer(parcels: readonly OnemapParcel[], centres: ParcelCentres, view: View, layers: () => LayerSwitch): ClusterLayer {
  const source = new VectorSource<Feature<OlPoint>>();
  let countedAt: number | undefined;
  const count = (force: boolean): void => {
    const resolution = view.getResolution();
    if (resolution === undefined || resolution < CLUSTER_RESOLUTION || (!force && resolution === countedAt)) return;
    countedAt = resolution;
    const cell = CLUSTER_DISTANCE_PX * resolution;
    const cells = new Map<number, number[]>();
    const shown = layers();
    parcels.forEach((parcel, index) => {
      if (!isShown(parcel, shown)) return;
      const key = cellKey(centres.x[index] ?? 0, centres.y[index] ?? 0, cell);
      const members = cells.get(key);
      if (members === undefined) cells.set(key, [index]);
      else members.push(index);
    });
    const features = mergeNear([...cells.values()].map((members) => groupOf(members, centres)), cell, centres).map(({ x, y, members }) => {
      const feature = new Feature(new OlPoint([x, y]));
      feature.set(MEMBERS_KEY, members, true);
      return feature;
    });
    source.clear(true);
    source.addFeatures(features);
  };
  count(true);
  view.on('change:resolution', () => count(false));
  const layer = new VectorLayer({
    source,
    minResolution: CLUSTER_RESOLUTION,
    properties: parcelLayerProperties,
    style: (feature) => {
      const members = clusterMembers(feature) ?? [];
      const first = members[0];
      return clusterStyle(members.length, first === undefined ? undefined : parcels[first]);
    },
  });
  return { layer, refresh: () => count(true) };
}
