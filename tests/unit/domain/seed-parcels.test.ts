import { describe, expect, it } from 'vitest';
import OlMultiPolygon from 'ol/geom/MultiPolygon';
import OlPolygon from 'ol/geom/Polygon';
import { getArea } from 'ol/sphere';
import { seedFilingBook } from '../../../src/demo/filings';
import { geodesicHectares } from '../../../src/domain/filing/boundary-text';
import type { Point, Polygon } from '../../../src/domain/filing/filing-types';
import type { StoredFiling } from '../../../src/domain/filing/service/types';
import outlines from '../../../src/geo/jiangxi-outlines.json';

/** 红谷滩区 has no outline of its own (see src/geo/README.md): its parcels lie in 新建区, out of which it was carved. */
const outlineCode = (division: string): string => (division === '360113' ? '360112' : division);

const OUTLINES = new Map(outlines.features.map((f) => [f.properties.code, new OlMultiPolygon(f.geometry.coordinates)]));

/** Every vertex, and points every twentieth of each edge, inside the division's outline by OpenLayers' own test. */
function lieInside(ring: Polygon, division: string): boolean {
  const outline = OUTLINES.get(outlineCode(division));
  if (outline === undefined) return false;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const [a, b] = [ring[i] as Point, ring[i + 1] as Point];
    for (let t = 0; t < 20; t += 1) {
      if (!outline.intersectsCoordinate([a[0] + ((b[0] - a[0]) * t) / 20, a[1] + ((b[1] - a[1]) * t) / 20])) return false;
    }
  }
  return true;
}

const parcels = (filings: readonly StoredFiling[]): { division: string; ring: Polygon; total: number }[] =>
  filings.flatMap((f) => ('boundary' in f.data ? [{ division: f.divisionCode, ring: f.data.boundary, total: f.data.totalArea }] : []));

function expectFaithful(sample: readonly { division: string; ring: Polygon; total: number }[]): void {
  expect(sample.filter((p) => !lieInside(p.ring, p.division))).toEqual([]);
  expect(sample.filter((p) => geodesicHectares(p.ring) !== p.total)).toEqual([]);
  // Held to OpenLayers' geodesic area as well: the declared total is the drawn area to the 4th decimal.
  const olHectares = (ring: Polygon): number => getArea(new OlPolygon([ring.map(([x, y]) => [x, y])]), { projection: 'EPSG:4326' }) / 10_000;
  expect(sample.filter((p) => Math.abs(olHectares(p.ring) - p.total) > 0.00005 + 1e-9)).toEqual([]);
}

describe('the seeded parcels', () => {
  const demo = parcels(seedFilingBook().filings);

  it('lie inside their real county, or their city for city-level records, and declare their geodesic area', () => {
    expect(demo.length).toBeGreaterThan(150);
    expect(new Set(demo.map((p) => p.division.endsWith('00'))).size).toBe(2);
    expectFaithful(demo);
  });

  it('do the same in a sample of the scaled seed, 红谷滩区 included', () => {
    const scaled = parcels(seedFilingBook(50).filings);
    const sample = scaled.filter((p, i) => i % 37 === 0 || p.division === '360113');
    expect(sample.some((p) => p.division === '360113')).toBe(true);
    expectFaithful(sample);
  });
});
