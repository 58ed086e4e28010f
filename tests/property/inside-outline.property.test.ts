import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import OlMultiPolygon from 'ol/geom/MultiPolygon';
import type { Point, Polygon } from '../../src/domain/filing/filing-types';
import { geodesicHectares } from '../../src/domain/filing/boundary-text';
import { pointInMultiPolygon, ringInside, type MultiPolygonCoordinates } from '../../src/domain/filing/inside-outline';
import outlines from '../../src/geo/jiangxi-outlines.json';

const SHAPES = outlines.features.map((f) => ({ code: f.properties.code, shape: f.geometry.coordinates as unknown as MultiPolygonCoordinates }));
const shapeOf = (code: string): MultiPolygonCoordinates => SHAPES.find((s) => s.code === code)?.shape ?? [];
const olShape = (shape: MultiPolygonCoordinates): OlMultiPolygon => new OlMultiPolygon(shape.map((polygon) => polygon.map((ring) => ring.map(([x, y]) => [x, y]))));

/** A closed ring with vertices at increasing angles around a centre, so it never crosses itself. */
const ringAround = ([cx, cy]: Point, radius: number, count: number): Polygon => {
  const ring = Array.from({ length: count }, (_, i): Point => [cx + radius * Math.cos((i / count) * 2 * Math.PI), cy + radius * Math.sin((i / count) * 2 * Math.PI)]);
  return [...ring, ring[0] as Point];
};

const placed = fc.record({
  index: fc.nat({ max: SHAPES.length - 1 }),
  // fc.double draws evenly over float encodings, i.e. mostly next to zero: a grid spreads points over the box.
  fx: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10_000),
  fy: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10_000),
});

/** A point somewhere in the bounding box of one of the real outlines. */
const pointNear = ({ index, fx, fy }: { index: number; fx: number; fy: number }): { shape: MultiPolygonCoordinates; point: Point } => {
  const shape = (SHAPES[index] as (typeof SHAPES)[number]).shape;
  const [west, south, east, north] = olShape(shape).getExtent() as [number, number, number, number];
  return { shape, point: [west + fx * (east - west), south + fy * (north - south)] };
};

describe('whether a point or a parcel lies inside a real division outline', () => {
  test.prop([placed], { numRuns: 300 })('a point is inside exactly when OpenLayers says so', (at) => {
    const { shape, point } = pointNear(at);
    expect(pointInMultiPolygon(point, shape)).toBe(olShape(shape).intersectsCoordinate([point[0], point[1]]));
  });

  test.prop([placed, fc.integer({ min: 5, max: 300 }).map((n) => n / 10_000), fc.integer({ min: 3, max: 9 })], { numRuns: 200 })(
    'a ring said to be inside has every vertex and every point along its edges inside',
    (at, radius, count) => {
      const { shape, point } = pointNear(at);
      const ring = ringAround(point, radius, count);
      fc.pre(ringInside(ring, shape));
      const ol = olShape(shape);
      for (let i = 0; i + 1 < ring.length; i += 1) {
        const [a, b] = [ring[i] as Point, ring[i + 1] as Point];
        for (let t = 0; t <= 20; t += 1) expect(ol.intersectsCoordinate([a[0] + ((b[0] - a[0]) * t) / 20, a[1] + ((b[1] - a[1]) * t) / 20])).toBe(true);
      }
    },
  );

  it('takes a small parcel at 南昌县 inside 南昌县, and refuses one across its border or around the whole county', () => {
    const county = shapeOf('360121');
    expect(ringInside(ringAround([115.94, 28.55], 0.005, 6), county)).toBe(true);
    const [x, y] = county[0]?.[0]?.[0] as Point;
    expect(ringInside(ringAround([x, y], 0.005, 6), county)).toBe(false);
    expect(ringInside(ringAround([115.94, 28.55], 2, 8), county)).toBe(false);
    expect(ringInside(ringAround([115.94, 28.55], 0.005, 6), shapeOf('360124'))).toBe(false);
  });
});

describe('the geodesic area a declared total must equal', () => {
  it('measures a 1 km × 1 km square near 28°N as 100 hectares', () => {
    // One degree of latitude is 111.195 km on the mean sphere; a degree of longitude shrinks with cos(latitude).
    const dy = 1 / 111.19508;
    const dx = dy / Math.cos((28 * Math.PI) / 180);
    const square: Polygon = [
      [116, 28 - dy / 2],
      [116 + dx, 28 - dy / 2],
      [116 + dx, 28 + dy / 2],
      [116, 28 + dy / 2],
      [116, 28 - dy / 2],
    ];
    expect(Math.abs(geodesicHectares(square) - 100)).toBeLessThan(0.05);
  });
});
