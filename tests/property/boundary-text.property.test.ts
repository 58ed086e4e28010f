import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { getArea } from 'ol/sphere';
import OlPolygon from 'ol/geom/Polygon';
import type { Point, Polygon } from '../../src/domain/filing/filing-types';
import {
  formatBoundary,
  formatHectares,
  geodesicArea,
  JIANGXI_EXTENT,
  parseBoundary,
  parseGeoJsonBoundary,
  ringErrors,
} from '../../src/domain/filing/boundary-text';
import { POLYGON_MESSAGES } from '../../src/domain/filing/polygon';

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A star-shaped ring (vertices at increasing angles around a centre never cross), closed. */
const starRing = (decimals: boolean): fc.Arbitrary<Polygon> =>
  fc
    .record({
      cx: fc.double({ min: 114, max: 118, noNaN: true }),
      cy: fc.double({ min: 25, max: 29.6, noNaN: true }),
      radius: fc.double({ min: 0.0005, max: 0.05, noNaN: true }),
      jitter: fc.array(fc.tuple(fc.double({ min: 0.2, max: 0.8, noNaN: true }), fc.double({ min: 0.75, max: 1.25, noNaN: true })), { minLength: 3, maxLength: 12 }),
    })
    .map(({ cx, cy, radius, jitter }) => {
      const ring = jitter.map(([a, r], i): Point => {
        const angle = ((i + a) / jitter.length) * 2 * Math.PI;
        const x = cx + radius * r * Math.cos(angle);
        const y = cy + radius * r * Math.sin(angle);
        return decimals ? [round6(x), round6(y)] : [x, y];
      });
      return [...ring, ring[0] as Point];
    })
    .filter((ring) => ringErrors(ring).length === 0);

describe('boundary text (coordinates editor)', () => {
  test.prop([fc.oneof(starRing(true), starRing(false))])('format then parse gives the same ring back', (ring) => {
    expect(parseBoundary(formatBoundary(ring))).toEqual({ ok: true, ring });
  });

  test.prop([starRing(true), fc.constantFrom(', ', '，', '\t', ' ', ' , ')])('accepts a Chinese comma, tabs, spaces and blank lines', (ring, separator) => {
    const text = `\n${ring.map(([x, y]) => `  ${x}${separator}${y}  `).join('\r\n\n')}\n`;
    expect(parseBoundary(text)).toEqual({ ok: true, ring });
  });

  test.prop([starRing(true).filter((ring) => ring.length >= 5)])('an unclosed ring is refused with the domain message', (ring) => {
    const result = parseBoundary(formatBoundary(ring.slice(0, -1)));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContain(POLYGON_MESSAGES['not-closed']);
  });

  test.prop([starRing(true), fc.nat(), fc.constantFrom<[number, number]>([113.4, 0], [118.6, 0], [0, 24.4], [0, 30.2], [39500000, 0])])(
    'a vertex outside Jiangxi is named in the message',
    (ring, index, [x, y]) => {
      const at = index % (ring.length - 1);
      const moved = ring.map((p, i): Point => (i === at || (at === 0 && i === ring.length - 1) ? [x || p[0], y || p[1]] : p));
      const result = parseBoundary(formatBoundary(moved));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.join('')).toContain(`第${at + 1}个坐标点`);
    },
  );

  it('explains each malformed line with its line number', () => {
    const result = parseBoundary('115.9,28.5\n115.9；28.6\nabc\n115.9,28.5,10\n0x10,28');
    expect(result).toEqual({
      ok: false,
      errors: [
        '第2行“115.9；28.6”不是“经度,纬度”格式的坐标',
        '第3行“abc”不是“经度,纬度”格式的坐标',
        '第4行“115.9,28.5,10”不是“经度,纬度”格式的坐标',
        '第5行“0x10,28”不是“经度,纬度”格式的坐标',
      ],
    });
  });

  it('needs three distinct points', () => {
    expect(parseBoundary('115.9,28.5\n116,28.5\n115.9,28.5\n116,28.5\n115.9,28.5')).toEqual({ ok: false, errors: ['用地范围至少需要3个不同的坐标点'] });
    expect(parseBoundary('   ')).toEqual({ ok: false, errors: ['请输入用地范围坐标，每行一个“经度,纬度”'] });
  });

  it('refuses a self-intersecting ring', () => {
    const result = parseBoundary('116,28\n116.02,28.01\n116.02,28\n116,28.02\n116,28');
    expect(result).toEqual({ ok: false, errors: [POLYGON_MESSAGES['self-intersecting']] });
  });
});

describe('boundary area', () => {
  test.prop([starRing(false)])('matches OpenLayers’ geodesic area', (ring) => {
    const expected = getArea(new OlPolygon([ring.map((p) => [p[0], p[1]])]), { projection: 'EPSG:4326' });
    // Same formula, summed in another order: the rounding of doubles differs by a few units in
    // the 13th digit (tens of square millimetres on a 58 km² parcel), so the bound is relative.
    expect(Math.abs(geodesicArea(ring) - expected)).toBeLessThanOrEqual(Math.max(1e-4, Math.abs(expected) * 1e-11));
  });

  it('is about 1 ha for a 100 m square near Nanchang, shown with 4 decimals', () => {
    const dLat = 100 / 111_195;
    const dLng = dLat / Math.cos((28.68 * Math.PI) / 180);
    const ring: Polygon = [[115.89, 28.68], [115.89 + dLng, 28.68], [115.89 + dLng, 28.68 + dLat], [115.89, 28.68 + dLat], [115.89, 28.68]];
    expect(Number(formatHectares(ring))).toBeCloseTo(1, 2);
    expect(formatHectares(ring)).toMatch(/^\d+\.\d{4}$/);
  });
});

describe('GeoJSON import', () => {
  const square = [[116, 28], [116.01, 28], [116.01, 28.01], [116, 28.01], [116, 28]];

  it('takes a bare Polygon geometry, dropping holes and heights', () => {
    const withZ = square.map(([x, y]) => [x, y, 35]);
    const hole = [[116.002, 28.002], [116.003, 28.002], [116.003, 28.003], [116.002, 28.002]];
    expect(parseGeoJsonBoundary(JSON.stringify({ type: 'Polygon', coordinates: [withZ, hole] }))).toEqual({ ok: true, ring: square });
  });

  it('takes the first Polygon feature of a FeatureCollection', () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [116, 28] } },
        { type: 'Feature', properties: { name: '地块1' }, geometry: { type: 'Polygon', coordinates: [square] } },
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[117, 27], [117.1, 27], [117.1, 27.1], [117, 27]]] } },
      ],
    };
    expect(parseGeoJsonBoundary(JSON.stringify(collection))).toEqual({ ok: true, ring: square });
  });

  it('rounds to 6 decimals as the editor does', () => {
    const ring = square.map(([x, y]) => [(x as number) + 1e-9, y]);
    expect(parseGeoJsonBoundary(JSON.stringify({ type: 'Polygon', coordinates: [ring] }))).toEqual({ ok: true, ring: square });
  });

  it('explains in Chinese what is wrong with the file', () => {
    expect(parseGeoJsonBoundary('{"type":')).toEqual({ ok: false, errors: ['文件不是有效的GeoJSON（JSON格式错误）'] });
    expect(parseGeoJsonBoundary(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'LineString', coordinates: square } }] }))).toEqual({
      ok: false,
      errors: ['文件中没有面（Polygon）要素'],
    });
    expect(parseGeoJsonBoundary(JSON.stringify({ type: 'Polygon', coordinates: [[[116, 'a'], [116, 28]]] }))).toEqual({ ok: false, errors: ['面要素的坐标格式不正确'] });
    const projected = square.map(([x, y]) => [(x as number) * 1e5, (y as number) * 1e5]);
    const result = parseGeoJsonBoundary(JSON.stringify({ type: 'Polygon', coordinates: [projected] }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toContain('不在江西省范围内');
  });

  it('keeps the extent the task states', () => {
    expect(JIANGXI_EXTENT).toEqual({ minLng: 113.5, maxLng: 118.5, minLat: 24.5, maxLat: 30.1 });
  });
});
