import { divisionScopeMessages } from '../../src/domain/statistics/division-scope-messages';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { FILING_TYPE_CODES } from '../../src/domain/filing/filing-types';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import { parseFilingQueryLink } from '../../src/domain/filing/query-link';
import { filingList, filingListRecords } from '../../src/domain/filing/service/list';
import { addAreas, landClassAreas, NO_AREA } from '../../src/domain/statistics/area-sum';
import { areaMakeUp, districtStatistics } from '../../src/domain/statistics/district-stats';
import { districtReportTable } from '../../src/domain/statistics/district-table';
import type { DistrictQuery } from '../../src/domain/statistics/district-types';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const book = seedFilingBook();
const AT = '2026-11-21T02:00:00.000Z';
const USERS = ['admin', 'province', 'city', 'county'].map((name) => demo.users.find((u) => u.userName === name));

const period = fc.option(
  fc.tuple(fc.date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 900 })).map(([start, days]) => ({
    startDate: start.toISOString().slice(0, 10),
    endDate: new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10),
  })),
  { nil: undefined },
);

const queries = fc.record({
  user: fc.constantFrom(...USERS),
  division: fc.option(fc.constantFrom(...demo.divisions.map((d) => d.code)), { nil: undefined }),
  keyTypeCode: fc.option(fc.constantFrom(...FILING_TYPE_CODES), { nil: undefined }),
  status: fc.option(fc.constantFrom('draft', 'reported', 'filed', 'returned') as fc.Arbitrary<'draft' | 'reported' | 'filed' | 'returned'>, { nil: undefined }),
  period,
});

const callOf = (userId: string) => ({ book, dir, userId, at: AT });

/** What 备案查询 lists for a link of the statistics, as its page would ask. */
function listedBy(userId: string, url: string): number {
  const { keyTypeCode, divisionCode, divisionOnly, status, startDate, endDate } = parseFilingQueryLink(new URL(url, 'http://app').search);
  const listed = filingList(callOf(userId), 'query', {
    pageIndex: 1,
    pageSize: 15,
    ...(keyTypeCode === undefined ? {} : { keyTypeCode }),
    ...(divisionCode === undefined ? {} : { divisionCode, ...(divisionOnly === true ? { divisionOnly } : {}) }),
    ...(status === undefined ? {} : { status }),
    ...(startDate === undefined || endDate === undefined ? {} : { startDate, endDate }),
  });
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.total;
}

describe('区域统计 counts exactly what 备案查询 lists', () => {
  test.prop([queries], { numRuns: 60 })('rows add up to the total, which the filing list gives, and each row links to exactly its records', ({ user, division, keyTypeCode, status, period: p }) => {
    const userId = user?.userId ?? '';
    const viewer = user?.divisionCode ?? '';
    const query: DistrictQuery = { ...(division === undefined ? {} : { divisionCode: division }), ...(keyTypeCode === undefined ? {} : { keyTypeCode }), ...(status === undefined ? {} : { status }), ...p };
    const answer = districtStatistics(callOf(userId), query);
    if (division !== undefined && !withinJurisdiction(viewer, division)) {
      expect(answer.ok ? 200 : answer.error).toEqual({ status: 403, message: divisionScopeMessages.forbidden });
      return;
    }
    if (!answer.ok) throw new Error(answer.error.message);
    const { rows, total } = answer.value;
    const { divisionCode: _d, ...filters } = query;
    const listed = filingListRecords(callOf(userId), 'query', { ...filters, divisionCode: answer.value.division.code });
    if (!listed.ok) throw new Error(listed.error.message);
    expect(total.count).toBe(listed.value.length);
    expect(total.areas).toEqual(listed.value.reduce((sum, f) => addAreas(sum, landClassAreas(f.data)), NO_AREA));
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(total.count);
    expect(rows.reduce((sum, row) => addAreas(sum, row.areas), NO_AREA)).toEqual(total.areas);
    for (const row of rows) expect(listedBy(userId, row.url)).toBe(row.count);
    expect(listedBy(userId, total.url)).toBe(total.count);
    expect(answer.value.breadcrumb[0]?.code).toBe(viewer);
    expect(answer.value.breadcrumb.at(-1)?.code).toBe(answer.value.division.code);
    const table = districtReportTable(answer.value, 'ha');
    expect(table.totals?.cells.count).toBe(total.count);
    const makeUp = areaMakeUp(callOf(userId), query);
    expect(makeUp.ok && makeUp.value.total.count).toBe(total.count);
  });

  test.prop([queries], { numRuns: 30 })('drilling down never loses or double-counts: a child division totals its row in the parent', ({ user, keyTypeCode, status, period: p }) => {
    const userId = user?.userId ?? '';
    const query: DistrictQuery = { ...(keyTypeCode === undefined ? {} : { keyTypeCode }), ...(status === undefined ? {} : { status }), ...p };
    const parent = districtStatistics(callOf(userId), query);
    if (!parent.ok) throw new Error(parent.error.message);
    for (const row of parent.value.rows.filter((r) => r.drill)) {
      const child = districtStatistics(callOf(userId), { ...query, divisionCode: row.divisionCode });
      if (!child.ok) throw new Error(child.error.message);
      expect({ count: child.value.total.count, areas: child.value.total.areas }).toEqual({ count: row.count, areas: row.areas });
    }
  });
});

describe('区域统计 rows', () => {
  test('a city shows 市本级 first for the records filed at the city itself, then its counties in code order', () => {
    const city = USERS[2];
    const answer = districtStatistics(callOf(city?.userId ?? ''), {});
    if (!answer.ok) throw new Error(answer.error.message);
    const own = book.filings.filter((f) => f.divisionCode === city?.divisionCode).length;
    expect(own).toBeGreaterThan(0);
    expect(answer.value.rows[0]).toMatchObject({ label: '市本级', kind: 'own', count: own, drill: false });
    expect(answer.value.rows[0]?.url).toContain('divisionOnly=1');
    const counties = demo.divisions.filter((d) => d.parentCode === city?.divisionCode).map((d) => d.code);
    expect(answer.value.rows.slice(1).map((r) => r.divisionCode)).toEqual([...counties].sort());
  });

  test('the province counts every seeded record; a county by filing type', () => {
    const province = districtStatistics(callOf(USERS[1]?.userId ?? ''), {});
    expect(province.ok && province.value.total.count).toBe(book.filings.length);
    const county = districtStatistics(callOf(USERS[1]?.userId ?? ''), { divisionCode: '360121' });
    if (!county.ok) throw new Error(county.error.message);
    expect(county.value.rows.map((r) => r.label)).toEqual(['临时用地', '设施农业用地', '乡村建设规划许可', '农村宅基地/农房建设']);
    expect(county.value.breadcrumb.map((d) => d.name)).toEqual(['江西省', '南昌市', '南昌县']);
    expect(districtStatistics(callOf(USERS[1]?.userId ?? ''), { startDate: '2026-01-01' })).toMatchObject({ ok: false, error: { status: 400 } });
  });
});
