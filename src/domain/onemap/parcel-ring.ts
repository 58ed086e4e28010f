import type { Point, Polygon } from '../filing/filing-types';

/** Six decimals of a degree are about 0.1 m: finer than any boundary the forms accept. */
const SCALE = 1e6;
const round6 = (value: number): number => Math.round(value * SCALE) / SCALE;

/** A closed ring as a flat lon/lat array rounded to 6 decimals; the repeated closing vertex is dropped. */
export function encodeRing(polygon: Polygon): number[] {
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  const closed = polygon.length > 1 && first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  const open = closed ? polygon.slice(0, -1) : polygon;
  return open.flatMap(([lon, lat]) => [round6(lon), round6(lat)]);
}

/** The closed ring of a flat lon/lat array, as encodeRing wrote it. */
export function decodeRing(flat: readonly number[]): Point[] {
  const ring: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) ring.push([flat[i] ?? 0, flat[i + 1] ?? 0]);
  const first = ring[0];
  return first === undefined ? ring : [...ring, first];
}
