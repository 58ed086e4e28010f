import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREA_DISPLAY_DECIMALS, displayArea, hectaresToUnits, squareMetresToUnits } from '../../src/domain/statistics/area-sum';
import { headDepth, leafColumns, totalsOf, type ReportColumn, type ReportRow } from '../../src/domain/statistics/report-table';

const columns: ReportColumn[] = [
  { title: '行政区', key: 'name' },
  { title: '宗数', key: 'count', unit: '宗', decimals: 0 },
  { title: '面积', children: [{ title: '总面积', key: 'total', unit: '公顷', decimals: 4 }, { title: '其中耕地', key: 'cultivated', unit: '公顷', decimals: 4 }] },
];

describe('statistics areas and tables', () => {
  it('keeps every recorded area exact: hectares to 4 decimals and square metres to 2 become whole units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 9_999_999 }), (tenThousandths, hundredths) => {
        expect(hectaresToUnits(tenThousandths / 10_000)).toBe(tenThousandths * 100);
        expect(squareMetresToUnits(hundredths / 100)).toBe(hundredths);
      }),
    );
  });

  it('shows 1 公顷 as 15 亩 and rounds each unit to its decimals', () => {
    expect(displayArea(hectaresToUnits(1), 'mu')).toBe(15);
    expect(displayArea(hectaresToUnits(2.5), 'ha')).toBe(2.5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.constantFrom('ha' as const, 'mu' as const), (units, unit) => {
        const shown = displayArea(units, unit);
        const scale = 10 ** AREA_DISPLAY_DECIMALS[unit];
        expect(Number.isInteger(Math.round(shown * scale))).toBe(true);
        const exact = units / (unit === 'ha' ? 1_000_000 : 1_000_000 / 15);
        expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.5 / scale + 1e-12 * exact);
      }),
    );
  });

  it('sums every numeric leaf of the rows into the totals row, exactly in the column decimals', () => {
    const rowArb = fc.record({ count: fc.nat({ max: 5000 }), total: fc.nat({ max: 10 ** 9 }), cultivated: fc.nat({ max: 10 ** 9 }) });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 40 }), (values) => {
        const rows: ReportRow[] = values.map((v, i) => ({ key: String(i), cells: { name: `第${i}行`, count: v.count, total: v.total / 10_000, cultivated: v.cultivated / 10_000 } }));
        const totals = totalsOf(columns, rows, 'name');
        expect(totals.cells['name']).toBe('合计');
        expect(totals.cells['count']).toBe(values.reduce((s, v) => s + v.count, 0));
        expect(Math.round(Number(totals.cells['total']) * 10_000)).toBe(values.reduce((s, v) => s + v.total, 0));
        expect(Math.round(Number(totals.cells['cultivated']) * 10_000)).toBe(values.reduce((s, v) => s + v.cultivated, 0));
      }),
    );
  });

  it('reads a grouped head as its leaves in order and its depth', () => {
    expect(leafColumns(columns).map((c) => c.key)).toEqual(['name', 'count', 'total', 'cultivated']);
    expect(headDepth(columns)).toBe(2);
  });
});
