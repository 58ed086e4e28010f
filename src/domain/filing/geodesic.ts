import type { Point, Polygon } from './filing-types';

/**
 * Geodesic measures of boundaries in [longitude, latitude] degrees. The domain imports no
 * libraries (DESIGN.md section 1), so the area is the spherical-excess formula of Chamberlain and
 * Duquette (JPL 2007) that OpenLayers' ol/sphere getArea and @turf/area both use; the property
 * tests hold it to ol/sphere on random rings.
 */

/** A MultiPolygon's coordinates: polygons, each an outer ring followed by its holes. */
export type MultiPolygonCoordinates = readonly (readonly Polygon[])[];

/** The mean Earth radius in metres, as ol/sphere uses by default. */
const EARTH_RADIUS = 6_371_008.8;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Area enclosed by a closed ring on the sphere, in square metres (orientation ignored). */
export function geodesicAreaM2(ring: Polygon): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const a = ring[i] as Point;
    const b = ring[i + 1] as Point;
    sum += radians(b[0] - a[0]) * (2 + Math.sin(radians(a[1])) + Math.sin(radians(b[1])));
  }
  return Math.abs((sum * EARTH_RADIUS * EARTH_RADIUS) / 2);
}

/** Geodesic area of a ring in hectares, rounded to the 4 decimals a declared area carries. */
export const geodesicHectares = (ring: Polygon): number => Math.round(geodesicAreaM2(ring)) / 10_000;

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
