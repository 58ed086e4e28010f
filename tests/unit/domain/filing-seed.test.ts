import { describe, expect, it } from 'vitest';
import { buildDivisions } from '../../../src/demo/divisions';
import { buildFilingBook, SEED_FILING_COUNT, SEED_LAST_DAY, seedFilingBook } from '../../../src/demo/filings';
import { checkFiling } from '../../../src/domain/filing/data-check';
import { parseFilingNumber } from '../../../src/domain/filing/filing-number';
import { FILING_TYPE_CODES } from '../../../src/domain/filing/filing-types';
import { polygonProblem } from '../../../src/domain/filing/polygon';
import { overdueOf } from '../../../src/domain/filing/service/access';

const book = seedFilingBook();
const filings = book.filings;
const END = `${SEED_LAST_DAY}T23:59:59.000Z`;

describe('seeded filings', () => {
  it('are deterministic and of a reasonable size', () => {
    expect(buildFilingBook()).toEqual(book);
    expect(seedFilingBook()).toBe(book);
    expect(filings).toHaveLength(SEED_FILING_COUNT);
    expect(JSON.stringify(book).length).toBeLessThan(1_000_000);
  });

  it('cover every type, status and year, in real Jiangxi divisions', () => {
    const codes = new Set(buildDivisions().map((d) => d.code));
    expect(filings.every((f) => codes.has(f.divisionCode))).toBe(true);
    for (const type of FILING_TYPE_CODES) {
      for (const status of ['draft', 'reported', 'filed', 'returned'] as const) {
        expect(filings.some((f) => f.keyTypeCode === type && f.status === status), `${type} ${status}`).toBe(true);
      }
    }
    expect(new Set(filings.map((f) => f.data.approvalDate.slice(0, 4)))).toEqual(new Set(['2024', '2025', '2026']));
    expect(new Set(filings.map((f) => f.divisionCode)).size).toBeGreaterThan(40);
  });

  it('all pass the data check, with valid boundaries, and nothing happens after the last seed day', () => {
    expect(filings.filter((f) => checkFiling(f.data, Date.parse(END)).length > 0)).toEqual([]);
    for (const f of filings) if ('boundary' in f.data) expect(polygonProblem(f.data.boundary)).toBeUndefined();
    expect(filings.every((f) => f.history.every((h) => h.at <= END))).toBe(true);
  });

  it('hold gapless filing numbers per type and year that match the ledger', () => {
    const held = new Map<string, number[]>();
    for (const f of filings) {
      if (f.filingNumber === undefined) continue;
      const parsed = parseFilingNumber(f.filingNumber);
      expect(parsed?.type).toBe(f.keyTypeCode);
      const key = `${parsed?.type}:${parsed?.year}`;
      held.set(key, [...(held.get(key) ?? []), parsed?.sequence ?? 0]);
    }
    for (const [key, sequences] of held) {
      const last = book.ledger.last[key] ?? 0;
      expect(sequences.sort((a, b) => a - b)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    }
    expect([...held.keys()].map((key) => key.slice(2)).sort()).toContain('2024');
  });

  it('have overdue records, returned ones with opinions and pending return applications', () => {
    expect(filings.filter((f) => overdueOf(f, END)).length).toBeGreaterThan(20);
    expect(filings.filter((f) => f.status === 'returned').every((f) => (f.returnOpinion ?? '') !== '')).toBe(true);
    expect(filings.filter((f) => f.withdrawal === 'pending' && f.status === 'filed').length).toBeGreaterThan(3);
  });

  it('give 南昌县 drafts, returned and reported records, 南昌市 records to review and the province records to file', () => {
    const of = (division: string, status: string) => filings.filter((f) => f.divisionCode === division && f.status === status).length;
    expect(of('360121', 'draft')).toBeGreaterThanOrEqual(8);
    expect(of('360121', 'returned')).toBeGreaterThanOrEqual(5);
    expect(of('360121', 'reported')).toBeGreaterThanOrEqual(5);
    expect(filings.filter((f) => f.status === 'reported' && f.reviewLevel === 'city' && f.divisionCode.startsWith('3601')).length).toBeGreaterThanOrEqual(5);
    expect(filings.filter((f) => f.status === 'reported' && f.reviewLevel === 'province').length).toBeGreaterThanOrEqual(5);
  });

  it('keep a history that leads from nothing to the current status', () => {
    for (const f of filings) {
      expect(f.history[0]?.action).toBe('create');
      expect(f.history.at(-1)?.toStatus).toBe(f.status);
      expect(f.version).toBe(f.history.length);
    }
  });
});
