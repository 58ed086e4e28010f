import type { Point, Polygon } from './filing-types';

/**
 * Whether a parcel lies inside a division's outline. The domain imports no libraries (DESIGN.md
 * section 1), so this is plain ray casting and segment crossing; the property tests hold it to
 * OpenLayers' geometry on the real outlines.
 */

/** A MultiPolygon's coordinates ([longitude, latitude]): polygons, each an outer ring followed by its holes. */
export type MultiPolygonCoordinates = readonly (readonly Polygon[])[];

/** Even-odd ray casting over every ring, so holes and separate parts count correctly. */
export function pointInMultiPolygon(point: Point, shape: MultiPolygonCoordinates): boolean {
  const [x, y] = point;
  let inside = false;
  for (const polygon of shape) {
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
        const [xi, yi] = ring[i] as Point;
        const [xj, yj] = ring[j] as Point;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

const cross = (o: Point, a: Point, b: Point): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/**
 * Whether segments ab and cd touch or cross. A touch counts, so a ring on an outline is not inside;
 * collinear segments count even when apart, which only makes the containment check stricter.
 */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 >= 0 && d2 <= 0) || (d1 <= 0 && d2 >= 0)) && ((d3 >= 0 && d4 <= 0) || (d3 <= 0 && d4 >= 0));
}

/** Whether a simple ring lies strictly inside a shape: every vertex inside and no edge meets an outline edge. */
export function ringInside(ring: Polygon, shape: MultiPolygonCoordinates): boolean {
  if (!ring.every((point) => pointInMultiPolygon(point, shape))) return false;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const a = ring[i] as Point;
    const b = ring[i + 1] as Point;
    for (const polygon of shape) {
      for (const outline of polygon) {
        for (let j = 0; j + 1 < outline.length; j += 1) {
          if (segmentsMeet(a, b, outline[j] as Point, outline[j + 1] as Point)) return false;
        }
      }
    }
  }
  return true;
}
