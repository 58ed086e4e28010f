import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { filingStats } from '../../src/domain/dashboard/filing-stats';
import { FILING_TYPE_CODES } from '../../src/domain/filing/filing-types';
import { filingList } from '../../src/domain/filing/service/list';
import type { FilingBook } from '../../src/domain/filing/service/types';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const seed = seedFilingBook();
const AT = '2026-11-21T02:00:00.000Z';
/** Users of every level, so every jurisdiction shape is judged. */
const USERS = ['admin', 'province', 'city', 'county'].map((name) => demo.users.find((u) => u.userName === name)?.userId ?? '');

/** The seed with some approval dates moved to random days around the year boundaries, so buckets and edges change. */
const movedBook = fc
  .array(fc.tuple(fc.nat({ max: seed.filings.length - 1 }), fc.date({ min: new Date('2024-12-25T00:00:00Z'), max: new Date('2026-01-05T00:00:00Z'), noInvalidDate: true })), { maxLength: 40 })
  .map((moves): FilingBook => {
    const filings = [...seed.filings];
    for (const [index, day] of moves) {
      const f = filings[index];
      if (f !== undefined) filings[index] = { ...f, data: { ...f.data, approvalDate: day.toISOString().slice(0, 10) } };
    }
    return { ...seed, filings };
  });

describe('统计 counts what 备案查询 lists', () => {
  test.prop([movedBook, fc.constantFrom(...USERS), fc.constantFrom(2024, 2025, 2026), fc.integer({ min: 1, max: 12 }), fc.constantFrom(...FILING_TYPE_CODES)], { numRuns: 40 })(
    'a month bucket and a type bucket each equal the query list total with their link filter',
    (book, userId, year, month, typeCode) => {
      const call = { book, dir, userId, at: AT };
      const stats = filingStats(call, year);
      if (!stats.ok) throw new Error(stats.error.message);
      const totalOf = (url: string): number => {
        const params = new URL(url, 'http://app').searchParams;
        const keyTypeCode = params.get('keyTypeCode');
        const listed = filingList(call, 'query', {
          pageIndex: 1,
          pageSize: 15,
          startDate: params.get('startDate') ?? '',
          endDate: params.get('endDate') ?? '',
          ...(keyTypeCode === null ? {} : { keyTypeCode: keyTypeCode as typeof typeCode }),
        });
        if (!listed.ok) throw new Error(listed.error.message);
        return listed.value.total;
      };
      const monthBucket = stats.value.byMonth[month - 1];
      const typeBucket = stats.value.byType.find((bucket) => bucket.typeCode === typeCode);
      expect(monthBucket?.month).toBe(month);
      expect(totalOf(monthBucket?.url ?? '')).toBe(monthBucket?.count);
      expect(totalOf(typeBucket?.url ?? '')).toBe(typeBucket?.count);
      expect(stats.value.byMonth.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(stats.value.total);
    },
  );
});
