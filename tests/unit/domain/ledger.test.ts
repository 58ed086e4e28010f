import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seedFilingBook } from '../../../src/demo/filings';
import { seedLedgerBook } from '../../../src/demo/ledgers';
import type { StoredFiling } from '../../../src/domain/filing/service/types';
import type { LedgerCall } from '../../../src/domain/ledger/ledger-call';
import { ledgerDetail, ledgerRange } from '../../../src/domain/ledger/ledger-detail';
import { extractLedger } from '../../../src/domain/ledger/ledger-extract';
import { ledgerMessages } from '../../../src/domain/ledger/ledger-messages';
import { instanceKeyOf, ledgerOpenUrl, parseInstanceKey } from '../../../src/domain/ledger/ledger-open';
import { addOpinion, deleteOpinion } from '../../../src/domain/ledger/ledger-opinions';
import { ledgerPeriodBefore, ledgerPeriodOf, ledgerPeriodRange } from '../../../src/domain/ledger/ledger-periods';
import { ledgerPage, saveLedger, setInterest } from '../../../src/domain/ledger/ledger-service';
import type { LedgerBook, LedgerCycle } from '../../../src/domain/ledger/ledger-types';
import { displayArea } from '../../../src/domain/statistics/area-sum';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const filings = seedFilingBook().filings;
const AT = '2026-11-26T03:00:00.000Z';
const callOf = (userId: string, book: LedgerBook = seedLedgerBook()): LedgerCall => ({ dir, userId, at: AT, book, filings });
const PROVINCE = '10002';
const COUNTY = '10004';
const province = demo.divisions.find((d) => d.level === 'province');
const template = filings.find((f): f is StoredFiling & { data: { typeCode: '2' } } => f.data.typeCode === '2');
const counties = demo.divisions.filter((d) => d.level === 'county').map((d) => d.code);

/** A filed 设施农业用地 record with the given division, day and areas (hectares to 4 decimals). */
const facility = fc.record({
  divisionCode: fc.constantFrom(...counties),
  day: fc.integer({ min: 1, max: 28 }),
  month: fc.integer({ min: 1, max: 12 }),
  area: fc.integer({ min: 1, max: 5_000_000 }),
  share: fc.integer({ min: 0, max: 100 }),
  status: fc.constantFrom('filed', 'reported', 'draft'),
});

function filingOf(f: { divisionCode: string; day: number; month: number; area: number; share: number; status: string }, i: number): StoredFiling {
  if (template === undefined) throw new Error('no 设施农业用地 in the seed');
  const approvalDate = `2025-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
  const totalArea = f.area / 10_000;
  const cultivatedArea = Math.round((f.area * f.share) / 100) / 10_000;
  return { ...template, keyNumGather: `P${i}`, divisionCode: f.divisionCode, status: f.status === 'filed' ? 'filed' : f.status === 'reported' ? 'reported' : 'draft', data: { ...template.data, approvalDate, totalArea, cultivatedArea } };
}

describe('an auto-extracted ledger', () => {
  it('has totals equal to its rows, counts every filed record of the period once and only those, 1 公顷 = 15 亩', () => {
    if (province === undefined) throw new Error('no province');
    fc.assert(
      fc.property(fc.array(facility, { maxLength: 60 }), fc.constantFrom<LedgerCycle>('month', 'quarter', 'year'), (records, cycle) => {
        const stored = records.map(filingOf);
        const period = ledgerPeriodOf(cycle, '2025-06-15');
        const range = ledgerPeriodRange(cycle, period);
        if (range === undefined) throw new Error('bad period');
        const extracted = extractLedger(stored, demo.divisions, { typeCode: '2', division: province, ...range });
        const expected = stored.filter((f) => f.status === 'filed' && f.data.approvalDate >= range.startDate && f.data.approvalDate <= range.endDate);
        expect(extracted.total.count).toBe(expected.length);
        expect(extracted.rows.reduce((s, r) => s + r.count, 0)).toBe(extracted.total.count);
        expect(extracted.rows.reduce((s, r) => s + r.area, 0)).toBe(extracted.total.area);
        expect(extracted.rows.reduce((s, r) => s + r.cultivated, 0)).toBe(extracted.total.cultivated);
        for (const row of extracted.rows) expect(displayArea(row.area, 'mu')).toBeCloseTo(displayArea(row.area, 'ha') * 15, 2);
      }),
    );
  });

  it('shows a table whose 合计 equals the rows shown, drilling from the province into cities', () => {
    const detail = ledgerDetail(callOf(PROVINCE), { ledgerId: 'tz-auto-2', period: '2025-10', divisionCode: '360000' });
    expect(detail.ok).toBe(true);
    if (!detail.ok) return;
    const { rows, totals } = detail.value.table;
    expect(rows.length).toBeGreaterThan(5);
    for (const key of ['count', 'areaHa', 'areaMu', 'cultivatedHa']) {
      const sum = rows.reduce((s, r) => s + Math.round(Number(r.cells[key]) * 10_000), 0) / 10_000;
      expect(totals?.cells[key]).toBeCloseTo(sum, 4);
    }
    expect(rows[0]?.action).toEqual({ kind: 'drill', divisionCode: rows[0]?.key });
  });

  it('refuses a county another county, a wrong period and a manual ledger, in Chinese', () => {
    const other = ledgerDetail(callOf(COUNTY), { ledgerId: 'tz-auto-2', period: '2025-10', divisionCode: '360400' });
    expect(!other.ok && other.error).toEqual({ status: 403, message: ledgerMessages.outside });
    const period = ledgerDetail(callOf(COUNTY), { ledgerId: 'tz-auto-2', period: '2025', divisionCode: '360121' });
    expect(!period.ok && period.error.status).toBe(400);
    const manual = ledgerDetail(callOf(COUNTY), { ledgerId: 'tz-form-01', period: '2025-Q1', divisionCode: '360121' });
    expect(!manual.ok && manual.error.message).toBe(ledgerMessages.notAuto);
  });

  it('over a range: one row per period whose counts match the single instances', () => {
    const range = ledgerRange(callOf(PROVINCE), '1', { fromPeriod: '2025-Q1', toPeriod: '2025-Q4', divisionCode: '360100' });
    expect(range.ok && range.value.table.rows.map((r) => r.key)).toEqual(['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4']);
    if (!range.ok) return;
    const q3 = ledgerDetail(callOf(PROVINCE), { ledgerId: 'tz-auto-1', period: '2025-Q3', divisionCode: '360100' });
    expect(q3.ok && q3.value.table.totals?.cells.count).toBe(range.value.table.rows[2]?.cells.count);
    const reversed = ledgerRange(callOf(PROVINCE), '1', { fromPeriod: '2025-Q4', toPeriod: '2025-Q1', divisionCode: '360100' });
    expect(!reversed.ok && reversed.error.message).toBe(ledgerMessages.rangeReversed);
  });
});

describe('periods and opening', () => {
  it('step back through every cycle without gaps: the period before ends the day before this one starts', () => {
    fc.assert(
      fc.property(fc.constantFrom<LedgerCycle>('month', 'quarter', 'year'), fc.integer({ min: 2001, max: 2090 }), fc.integer({ min: 1, max: 12 }), (cycle, year, month) => {
        const period = ledgerPeriodOf(cycle, `${year}-${String(month).padStart(2, '0')}-10`);
        const before = ledgerPeriodRange(cycle, ledgerPeriodBefore(cycle, period, 1));
        const start = ledgerPeriodRange(cycle, period)?.startDate ?? '';
        expect(before && new Date(Date.parse(`${before.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)).toBe(start);
        expect(parseInstanceKey(instanceKeyOf(period, '360121'))).toEqual({ period, divisionCode: '360121' });
      }),
    );
  });

  it('opens a manual ledger at its list page and an auto one at the department detail (SPEC section 2)', () => {
    expect(ledgerOpenUrl({ id: 'tz-form-01', isAutoExtract: 0 }, '2025-Q1_360121')).toBe('/tz/secretary/list/tz-form-01');
    expect(ledgerOpenUrl({ id: 'tz-auto-2', isAutoExtract: 1 }, '2025-10_360121')).toBe('/tz/secretary/departmentDetail/tz-auto-2?data=2025-10_360121');
  });
});

describe('the catalogue', () => {
  it('lists 关注ed ledgers first and filters on them; 关注 twice is one 关注', () => {
    const once = setInterest(callOf(COUNTY), 'tz-auto-3', true);
    if (!once.ok) throw new Error(once.error.message);
    const twice = setInterest(callOf(COUNTY, once.value.book), 'tz-auto-3', true);
    if (!twice.ok) throw new Error(twice.error.message);
    expect(twice.value.book.interests).toHaveLength(1);
    const page = ledgerPage(callOf(COUNTY, twice.value.book), { pageIndex: 1, pageSize: 20 });
    expect(page.ok && page.value.rows[0]?.id).toBe('tz-auto-3');
    const mine = ledgerPage(callOf(COUNTY, twice.value.book), { pageIndex: 1, pageSize: 20, interest: '1' });
    expect(mine.ok && mine.value.rows.map((r) => r.id)).toEqual(['tz-auto-3']);
    const others = ledgerPage(callOf(PROVINCE, twice.value.book), { pageIndex: 1, pageSize: 20, interest: '1' });
    expect(others.ok && others.value.total).toBe(0);
  });

  it('is edited by the province only, and a stale save is refused', () => {
    const save = { name: '设施农业用地台账', cycle: 'month' as const, description: '按月', version: 1 };
    const county = saveLedger(callOf(COUNTY), 'tz-auto-2', save);
    expect(!county.ok && county.error.status).toBe(403);
    const saved = saveLedger(callOf(PROVINCE), 'tz-auto-2', save);
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.value.version).toBe(2);
    const stale = saveLedger(callOf(PROVINCE, saved.value.book), 'tz-auto-2', save);
    expect(!stale.ok && stale.error).toEqual({ status: 409, message: ledgerMessages.stale });
  });

  it('keeps opinions per instance; only the author deletes one', () => {
    const added = addOpinion(callOf(COUNTY), 'tz-auto-2', '2025-10_360121', { content: '  数据已核对  ' });
    if (!added.ok) throw new Error(added.error.message);
    expect(added.value.value.content).toBe('数据已核对');
    const outside = addOpinion(callOf(COUNTY), 'tz-auto-2', '2025-10_360400', { content: '意见' });
    expect(!outside.ok && outside.error.status).toBe(403);
    const foreign = deleteOpinion(callOf(PROVINCE, added.value.book), added.value.value.id);
    expect(!foreign.ok && foreign.error.message).toBe(ledgerMessages.opinionNotOwn);
    const own = deleteOpinion(callOf(COUNTY, added.value.book), added.value.value.id);
    expect(own.ok && own.value.book.opinions).toEqual([]);
  });
});
