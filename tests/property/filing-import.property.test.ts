import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOfDay } from '../../src/domain/filing/calendar-date';
import { rowsOfTable } from '../../src/domain/filing/import-table';
import { decodeUtf8OrGbk } from '../../src/domain/files/text-encoding';

const DAY_MS = 86_400_000;
/** Day numbers since 1970 whose Excel day count has five digits (1927 … 2173). */
const filingDay = fc.integer({ min: 10_000 - 25_569, max: 99_999 - 25_569 });

describe('import cells (properties)', () => {
  it('every text saved as UTF-8 is read back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!text.startsWith('\ufeff'));
        expect(decodeUtf8OrGbk(new TextEncoder().encode(text))).toBe(text);
      }),
    );
  });

  it('a day reads the same in every date field whether Excel gives a date, its day number or a written date', () => {
    fc.assert(
      fc.property(filingDay, fc.integer({ min: 0, max: DAY_MS - 1 }), (day, timeOfDay) => {
        const iso = isoOfDay(day);
        const [year, month, date] = iso.split('-').map(Number);
        const cells = [new Date(day * DAY_MS + timeOfDay), day + 25_569, String(day + 25_569), `${year}/${month}/${date}`, `${year}年${month}月${date}日`];
        for (const cell of cells) expect(rowsOfTable([['批准日期', 'restorationDeadline'], [cell, cell]])).toEqual([{ approvalDate: iso, restorationDeadline: iso }]);
      }),
    );
  });
});
