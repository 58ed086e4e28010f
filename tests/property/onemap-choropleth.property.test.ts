import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { choropleth, CHOROPLETH_CLASSES, choroplethSummary, regionsInScope, unitsAsHectares, type ChoroplethMeasure } from '../../src/domain/onemap/choropleth';
import { hectaresToUnits } from '../../src/domain/statistics/area-sum';

const REGIONS = ['360102', '360103', '360112', '360121', '360202', '360203', '360222', '360281'].map((code) => ({ code, name: `区县${code}` }));

/** Parcels of the regions above, of 红谷滩区 (drawn in 新建区) and of two cities (no county holds them). */
const parcel = fc.record({
  divisionCode: fc.constantFrom(...REGIONS.map((r) => r.code), '360113', '360100', '360200'),
  areaHa: fc.integer({ min: 1, max: 5_000_000 }).map((tenThousandths) => tenThousandths / 10_000),
});
const parcels = fc.array(parcel, { maxLength: 120 });
const measure = fc.constantFrom<ChoroplethMeasure>('count', 'area');

describe('the choropleth of the 备案专题图', () => {
  test.prop([parcels, measure])('puts every region in exactly one class, whose range holds its value', (ps, how) => {
    const map = choropleth(ps, REGIONS, how);
    for (const region of map.regions) {
      const key = how === 'count' ? region.count : Math.ceil(region.area / 100);
      const holding = map.classes.filter((c) => c.low <= key && key <= c.high);
      expect(holding).toHaveLength(1);
      expect(map.classes[region.classIndex]).toBe(holding[0]);
    }
    expect(map.classes.reduce((sum, c) => sum + c.regions, 0)).toBe(REGIONS.length);
  });

  test.prop([parcels, measure])('has adjacent, non-empty classes: a "0" class and at most five more', (ps, how) => {
    const { classes } = choropleth(ps, REGIONS, how);
    expect(classes[0]).toMatchObject({ low: 0, high: 0 });
    expect(classes.length).toBeLessThanOrEqual(CHOROPLETH_CLASSES + 1);
    classes.slice(1).forEach((c, i) => {
      expect(c.low).toBe((classes[i]?.high ?? Number.NaN) + 1);
      expect(c.high).toBeGreaterThanOrEqual(c.low);
      expect(c.regions).toBeGreaterThan(0);
    });
  });

  test.prop([parcels, measure])('puts regions without parcels in the "0" class', (ps, how) => {
    const map = choropleth(ps, REGIONS, how);
    for (const region of map.regions.filter((r) => r.count === 0)) expect(region.classIndex).toBe(0);
    for (const region of map.regions.filter((r) => r.count > 0)) expect(region.classIndex).toBeGreaterThan(0);
  });

  test.prop([parcels, measure])('adds up to exactly the parcels, to the last unit of area', (ps, how) => {
    const map = choropleth(ps, REGIONS, how);
    const regionCount = map.regions.reduce((sum, r) => sum + r.count, 0);
    const regionArea = map.regions.reduce((sum, r) => sum + r.area, 0);
    expect(regionCount + map.unplaced.count).toBe(ps.length);
    expect(map.total.count).toBe(ps.length);
    expect(regionArea + map.unplaced.area).toBe(map.total.area);
    expect(map.total.area).toBe(ps.reduce((sum, p) => sum + hectaresToUnits(p.areaHa), 0));
    expect(Number.isInteger(map.total.area)).toBe(true);
    expect(map.unplaced.count).toBe(ps.filter((p) => p.divisionCode.endsWith('00')).length);
  });

  test.prop([parcels])('counts 红谷滩区 in 新建区, whose outline it lies in', (ps) => {
    const xinjian = choropleth(ps, REGIONS, 'count').regions.find((r) => r.code === '360112');
    expect(xinjian?.count).toBe(ps.filter((p) => p.divisionCode === '360112' || p.divisionCode === '360113').length);
  });

  test.prop([parcels])('states the exact total in its summary', (ps) => {
    const map = choropleth(ps, REGIONS, 'area');
    const [total] = choroplethSummary(map);
    expect(total).toBe(`合计 ${ps.length} 宗，${unitsAsHectares(map.total.area)} 公顷`);
    expect(Number(unitsAsHectares(map.total.area))).toBeCloseTo(map.total.area / 1_000_000, 4);
  });
});

describe('the regions of a viewer', () => {
  const outlines = [
    { code: '360100', name: '南昌市' },
    { code: '360112', name: '新建区', cityCode: '360100' },
    { code: '360121', name: '南昌县', cityCode: '360100' },
    { code: '360202', name: '昌江区', cityCode: '360200' },
  ];
  test.prop([fc.constantFrom('360000', '360100', '360121', '360113', '360202')])('are the county outlines within the jurisdiction', (viewer) => {
    const codes = regionsInScope(outlines, viewer).map((o) => o.code);
    const expected = { '360000': ['360112', '360121', '360202'], '360100': ['360112', '360121'], '360121': ['360121'], '360113': ['360112'], '360202': ['360202'] }[viewer];
    expect(codes).toEqual(expected);
  });
});
