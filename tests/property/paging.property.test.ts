import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../src/domain/shared/paging';

describe('pageOf, the one page cut every list call uses', () => {
  it('walks every row exactly once, in order, across the pages of any size', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (rows, pageSize) => {
        const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
        const pages = Array.from({ length: pageCount + 1 }, (_, index) => pageOf(rows, index + 1, pageSize));
        expect(pages.flatMap((page) => page.rows)).toEqual(rows);
        expect(pages.every((page) => page.total === rows.length && page.pageSize === pageSize && page.rows.length <= pageSize)).toBe(true);
        expect(pages[pageCount]?.rows).toEqual([]);
      }),
    );
  });

  it('shows only the rows of the page, each as the mapper makes it', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 5 }), (rows, pageSize, pageIndex) => {
        const seen: string[] = [];
        const page = pageOf(rows, pageIndex, pageSize, (row) => {
          seen.push(row);
          return row.length;
        });
        const expected = rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
        expect(seen).toEqual(expected);
        expect(page.rows).toEqual(expected.map((row) => row.length));
        expect(page.pageIndex).toBe(pageIndex);
      }),
    );
  });
});
