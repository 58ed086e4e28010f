import { divisionScopeMessages } from '../../src/domain/statistics/division-scope-messages';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { FILING_TYPE_CODES } from '../../src/domain/filing/filing-types';
import { filingListRecords } from '../../src/domain/filing/service/list';
import { FILING_PAGE_SIZES } from '../../src/domain/filing/wire';
import { addAreas, AREA_DISPLAY_UNITS, landClassAreas, NO_AREA } from '../../src/domain/statistics/area-sum';
import { AREA_KEYS, projectReportTable } from '../../src/domain/statistics/project-report-table';
import { PROJECT_SORT_FIELDS, projectExport, projectKeyOf, projectStatistics, type ProjectFilter, type ProjectRow, type ProjectSortField } from '../../src/domain/statistics/project-stats';
import { leafColumns } from '../../src/domain/statistics/report-table';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const book = seedFilingBook();
const AT = '2026-11-21T02:00:00.000Z';
const userOf = (name: string): string => demo.users.find((u) => u.userName === name)?.userId ?? '';
const province = { book, dir, userId: userOf('province'), at: AT };

const DIVISIONS = [undefined, '360000', '360100', '360121', '360400', '360403'];
const day = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const filter: fc.Arbitrary<ProjectFilter> = fc
  .record(
    {
      keyTypeCode: fc.constantFrom(...FILING_TYPE_CODES),
      divisionCode: fc.constantFrom(...DIVISIONS),
      status: fc.constantFrom('draft', 'reported', 'filed', 'returned' as const),
      period: fc.tuple(day, day).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
      text: fc.constantFrom('', '县', '村', '有限'),
    },
    { requiredKeys: [] },
  )
  .map(({ period, divisionCode, ...rest }) => ({
    ...rest,
    ...(divisionCode === undefined ? {} : { divisionCode }),
    ...(period === undefined ? {} : { startDate: period[0], endDate: period[1] }),
  }));

const exported = (query: ProjectFilter & { orderBy?: ProjectSortField; order?: 'asc' | 'desc' }): ProjectRow[] => {
  const answer = projectExport(province, query);
  if (!answer.ok) throw new Error(answer.error.message);
  return [...answer.value.rows];
};

describe('项目统计 partitions what 备案查询 lists', () => {
  test.prop([filter], { numRuns: 60 })('every listed record is in exactly one project; counts and areas add up to the list', (query) => {
    const listed = filingListRecords(province, 'query', query);
    if (!listed.ok) throw new Error(listed.error.message);
    const rows = exported(query);
    const keys = rows.flatMap((row) => row.filings.map((f) => f.keyNumGather));
    expect(keys.sort()).toEqual(listed.value.map((f) => f.keyNumGather).sort());
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(listed.value.length);
    const byKey = new Map(listed.value.map((f) => [f.keyNumGather, f]));
    for (const row of rows) {
      for (const f of row.filings) expect(projectKeyOf(byKey.get(f.keyNumGather) ?? listed.value[0]!)).toBe(row.key);
      expect(row.areas).toEqual(row.filings.map((f) => landClassAreas(byKey.get(f.keyNumGather)!.data)).reduce(addAreas, NO_AREA));
      expect(Object.values(row.statuses).reduce((sum, n) => sum + n, 0)).toBe(row.count);
      expect(row.firstApproval <= row.lastApproval).toBe(true);
    }
    expect(rows.reduce((sum, row) => addAreas(sum, row.areas), NO_AREA)).toEqual(listed.value.map((f) => landClassAreas(f.data)).reduce(addAreas, NO_AREA));
  });

  test.prop([filter, fc.constantFrom(...PROJECT_SORT_FIELDS), fc.constantFrom('asc', 'desc' as const), fc.constantFrom(...FILING_PAGE_SIZES)], { numRuns: 40 })(
    'pages laid end to end are the whole sorted set; each page sums into the totals',
    (query, orderBy, order, pageSize) => {
      const all = exported({ ...query, orderBy, order });
      const pages: ProjectRow[] = [];
      const first = projectStatistics(province, { ...query, orderBy, order, pageIndex: 1, pageSize });
      if (!first.ok) throw new Error(first.error.message);
      const count = Math.max(1, Math.ceil(first.value.total / pageSize));
      for (let pageIndex = 1; pageIndex <= count; pageIndex += 1) {
        const page = projectStatistics(province, { ...query, orderBy, order, pageIndex, pageSize });
        if (!page.ok) throw new Error(page.error.message);
        expect(page.value.rows.length).toBeLessThanOrEqual(pageSize);
        pages.push(...page.value.rows);
      }
      expect(pages.map((row) => row.key)).toEqual(all.map((row) => row.key));
      expect(first.value.total).toBe(all.length);
      expect(first.value.filingCount).toBe(all.reduce((sum, row) => sum + row.count, 0));
      const value = (row: ProjectRow): string | number =>
        orderBy === 'name' ? row.name : orderBy === 'count' ? row.count : orderBy === 'area' ? row.areas.total : row.lastApproval;
      for (let i = 1; i < all.length; i += 1) {
        const [a, b] = [value(all[i - 1]!), value(all[i]!)];
        expect(order === 'asc' ? a <= b : a >= b).toBe(true);
      }
    },
  );

  test.prop([filter, fc.constantFrom(...AREA_DISPLAY_UNITS)], { numRuns: 40 })('the export table has one row per project and its 合计 is the sum of the rows', (query, unit) => {
    const answer = projectExport(province, query);
    if (!answer.ok) throw new Error(answer.error.message);
    const table = projectReportTable(answer.value.rows, unit, answer.value.scope);
    expect(table.rows.map((row) => row.key)).toEqual(answer.value.rows.map((row) => row.key));
    for (const column of leafColumns(table.columns)) {
      if (column.decimals === undefined || column.key === undefined) continue;
      const scale = 10 ** column.decimals;
      const sum = table.rows.reduce((total, row) => total + Math.round(Number(row.cells[column.key!]) * scale), 0);
      expect(table.totals?.cells[column.key]).toBe(sum / scale);
    }
    expect(table.totals?.cells.count).toBe(answer.value.rows.reduce((sum, row) => sum + row.count, 0));
    expect(AREA_KEYS.every((key) => typeof table.totals?.cells[key] === 'number')).toBe(true);
  });
});

describe('项目统计 jurisdiction', () => {
  test('a county asking for another county is refused with the Chinese reason', () => {
    const county = { ...province, userId: userOf('county') };
    const answer = projectStatistics(county, { pageIndex: 1, pageSize: 15, divisionCode: '360403' });
    expect(answer.ok ? undefined : answer.error).toEqual({ status: 403, message: divisionScopeMessages.forbidden });
  });
});
