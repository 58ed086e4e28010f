import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { EMPTY_LEDGER, parseFilingNumber } from '../../src/domain/filing/filing-number';
import type { Homestead } from '../../src/domain/filing/filing-types';
import { reportFiling, reviewFiling } from '../../src/domain/filing/service/flow';
import { saveFiling } from '../../src/domain/filing/service/save';
import type { FilingBook, FilingChanged } from '../../src/domain/filing/service/types';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const AT = '2026-11-20T02:00:00.000Z';

const HOME: Homestead = {
  typeCode: '4',
  householdHead: '陈建国',
  householdSize: 4,
  village: '莲塘镇新联村',
  approvalDate: '2026-11-02',
  homesteadArea: 120,
  occupiesCultivated: false,
  cultivatedArea: 0,
  oldHouseReturned: true,
};

function applied<T>(book: FilingBook, result: FilingChanged<T>): { book: FilingBook; value: T } {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * Approvals that reach the service in any interleaving (each read the version it saw; some are
 * replays of an approval already applied): the applied ones hold distinct, gapless numbers and the
 * replays are refused as stale, so no number is issued twice or skipped.
 */
describe('filing numbers under interleaved approvals', () => {
  test.prop([fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(), { minLength: 1, maxLength: 20 })])(
    'are unique and gapless per type whatever the order and the replays',
    (count, order) => {
      let book: FilingBook = { filings: [], ledger: EMPTY_LEDGER, sequence: 0 };
      const waiting: { key: string; version: number }[] = [];
      for (let i = 0; i < count; i += 1) {
        const draft = applied(book, saveFiling({ book, dir, userId: '10004', at: AT }, { data: HOME }));
        book = draft.book;
        const reported = applied(book, reportFiling({ book, dir, userId: '10004', at: AT }, draft.value.keyNumGather, { version: 1 }));
        book = reported.book;
        const passed = applied(book, reviewFiling({ book, dir, userId: '10003', at: AT }, draft.value.keyNumGather, { version: reported.value.version, decision: 'pass' }));
        book = passed.book;
        waiting.push({ key: draft.value.keyNumGather, version: passed.value.version });
      }
      let refused = 0;
      for (const pick of order) {
        const target = waiting[pick % waiting.length];
        if (target === undefined) continue;
        const result = reviewFiling({ book, dir, userId: '10002', at: AT }, target.key, { version: target.version, decision: 'pass' });
        if (result.ok) book = result.value.book;
        else refused += 1;
      }
      const numbers = book.filings.flatMap((f) => (f.filingNumber === undefined ? [] : [parseFilingNumber(f.filingNumber)?.sequence ?? 0]));
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      expect(book.ledger.last['4:2026'] ?? 0).toBe(numbers.length);
      expect(numbers.length + refused).toBe(order.length);
    },
  );
});
