import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { FILING_TYPE_CODES, type FilingTypeCode } from '../../src/domain/filing/filing-types';
import type { FilingStatus } from '../../src/domain/filing/lifecycle';
import { parseFilingQueryLink } from '../../src/domain/filing/query-link';
import { filingList, filingListRecords } from '../../src/domain/filing/service/list';
import type { FilingBook } from '../../src/domain/filing/service/types';
import { displayArea, landClassAreas } from '../../src/domain/statistics/area-sum';
import { collectiveReport, COLLECTIVE_TYPE_CODES } from '../../src/domain/statistics/collective-land';
import { farmlandChange, farmlandPeriods, farmlandReportTable, restoredOn } from '../../src/domain/statistics/farmland-change';
import { leafColumns, type ReportTable } from '../../src/domain/statistics/report-table';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const seed = seedFilingBook();
const AT = '2026-11-21T02:00:00.000Z';
const TODAY = '2026-11-21';
const USERS = ['admin', 'province', 'city', 'county'].map((name) => demo.users.find((u) => u.userName === name)?.userId ?? '');
const PROVINCE = USERS[1] ?? '';
const CITIES = demo.divisions.filter((d) => d.level === 'city').map((d) => d.code);

/** The seed with some approval dates and 复垦期限 moved around 2025 and 2026, so periods and edges change. */
const movedBook = fc
  .array(fc.tuple(fc.nat({ max: seed.filings.length - 1 }), fc.date({ min: new Date('2024-12-25T00:00:00Z'), max: new Date('2027-01-05T00:00:00Z'), noInvalidDate: true })), { maxLength: 40 })
  .map((moves): FilingBook => {
    const filings = [...seed.filings];
    for (const [index, day] of moves) {
      const f = filings[index];
      const date = day.toISOString().slice(0, 10);
      if (f !== undefined) filings[index] = f.data.typeCode === '1' ? { ...f, data: { ...f.data, restorationDeadline: date } } : { ...f, data: { ...f.data, approvalDate: date } };
    }
    return { ...seed, filings };
  });

const typeCode = fc.option(fc.constantFrom<FilingTypeCode>(...FILING_TYPE_CODES), { nil: undefined });
const status = fc.option(fc.constantFrom<FilingStatus>('draft', 'reported', 'filed', 'returned'), { nil: undefined });
const only = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
const scaled = (value: unknown): number => Math.round(Number(value) * 10_000);

function expectTotalsAreSums(table: ReportTable): void {
  for (const leaf of leafColumns(table.columns)) {
    if (leaf.decimals === undefined || leaf.key === undefined) continue;
    const key = leaf.key;
    expect(scaled(table.totals?.cells[key])).toBe(table.rows.reduce((sum, row) => sum + scaled(row.cells[key]), 0));
  }
}

describe('集体土地 counts what 备案查询 lists', () => {
  test.prop([movedBook, fc.constantFrom(...USERS), typeCode, status, fc.constantFrom<'ha' | 'mu'>('ha', 'mu')], { numRuns: 25 })(
    'each count equals the list of its link, the whole equals a count of types 2–4 over the list, and 合计 is the sum of the rows',
    (book, userId, keyTypeCode, filingStatus, unit) => {
      const call = { book, dir, userId, at: AT };
      const filter = only({ keyTypeCode, status: filingStatus });
      const report = collectiveReport(call, { ...filter, unit });
      if (!report.ok) throw new Error(report.error.message);
      expectTotalsAreSums(report.value);
      const listed = filingListRecords(call, 'query', filter);
      if (!listed.ok) throw new Error(listed.error.message);
      expect(report.value.totals?.cells['countAll']).toBe(listed.value.filter((f) => COLLECTIVE_TYPE_CODES.includes(f.keyTypeCode)).length);
      for (const row of report.value.rows) {
        for (const [key, url] of Object.entries(row.cellLinks ?? {})) {
          const page = filingList(call, 'query', { ...parseFilingQueryLink(url.slice(url.indexOf('?'))), pageIndex: 1, pageSize: 15 });
          if (!page.ok) throw new Error(page.error.message);
          expect(page.value.total).toBe(row.cells[key]);
        }
      }
    },
  );
});

describe('耕地变化 sums the 耕地 of the list by period', () => {
  test.prop([fc.integer({ min: 2000, max: 2100 }), fc.constantFrom<'month' | 'quarter'>('month', 'quarter')])('the periods partition the year, day after day', (year, granularity) => {
    const periods = farmlandPeriods(year, granularity);
    expect(periods[0]?.startDate).toBe(`${year}-01-01`);
    expect(periods.at(-1)?.endDate).toBe(`${year}-12-31`);
    periods.slice(1).forEach((period, at) => {
      const next = new Date(`${periods[at]?.endDate ?? ''}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(period.startDate).toBe(next.toISOString().slice(0, 10));
    });
  });

  test.prop([movedBook, fc.constantFrom(PROVINCE), fc.option(fc.constantFrom(...CITIES), { nil: undefined }), typeCode, fc.constantFrom(2025, 2026), fc.constantFrom<'month' | 'quarter'>('month', 'quarter')], {
    numRuns: 25,
  })('occupied and restored per period equal sums over the list; totals are the sums of the rows', (book, userId, divisionCode, keyTypeCode, year, granularity) => {
    const call = { book, dir, userId, at: AT };
    const answer = farmlandChange(call, only({ divisionCode, keyTypeCode, year, granularity }));
    if (!answer.ok) throw new Error(answer.error.message);
    expectTotalsAreSums(farmlandReportTable(answer.value));
    for (const period of answer.value.periods) {
      const listed = filingListRecords(call, 'query', only({ divisionCode, keyTypeCode, startDate: period.startDate, endDate: period.endDate }));
      const all = filingListRecords(call, 'query', only({ divisionCode, keyTypeCode }));
      if (!listed.ok || !all.ok) throw new Error('refused');
      const occupied = listed.value.reduce((sum, f) => sum + landClassAreas(f.data).cultivated, 0);
      const restored = all.value.reduce((sum, f) => {
        const day = restoredOn(f, TODAY);
        return day !== undefined && day >= period.startDate && day <= period.endDate ? sum + landClassAreas(f.data).cultivated : sum;
      }, 0);
      expect(period.occupied).toBe(displayArea(occupied, 'ha'));
      expect(period.restored).toBe(displayArea(restored, 'ha'));
      expect(period.net).toBe(displayArea(restored - occupied, 'ha'));
    }
  });
});
