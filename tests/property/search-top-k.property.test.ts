import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { search } from '../../src/domain/search/search';
import { SEARCH_KINDS, type SearchDocument, type SearchKindFilter } from '../../src/domain/search/search-types';
import { topOf } from '../../src/domain/search/top-k';

interface Item {
  readonly key: number;
  readonly position: number;
}
const byKey = (a: Item, b: Item): number => a.key - b.key;

describe('top k selection', () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 300 }), fc.integer({ min: 0, max: 320 })])(
    'is the head of a stable full sort, ties kept in input order',
    (keys, k) => {
      const items = keys.map((key, position) => ({ key, position }));
      expect(topOf(items, k, byKey)).toEqual([...items].sort(byKey).slice(0, k));
    },
  );
});

/** Few letters, dates and ids so scores, dates and ids tie often. */
const word = fc.array(fc.constantFrom('南', '昌', '县', 'a', 'B', ' '), { maxLength: 12 }).map((chars) => chars.join(''));
const documentArb: fc.Arbitrary<SearchDocument> = fc.record({
  kind: fc.constantFrom(...SEARCH_KINDS),
  id: fc.constantFrom('1', '2', '3', '10'),
  title: word,
  body: word,
  date: fc.constantFrom('2026-01-01', '2026-01-02 08:00', '2026-01-02 09:00'),
  path: fc.constant('/x'),
});
const kindArb: fc.Arbitrary<SearchKindFilter> = fc.constantFrom('all', ...SEARCH_KINDS);

describe('search paging', () => {
  test.prop([fc.array(documentArb, { maxLength: 120 }), fc.constantFrom('南', '南昌', 'a 县', 'b 南'), kindArb, fc.integer({ min: 1, max: 6 }), fc.constantFrom(1, 3, 15)])(
    'every page is the slice of the full ranking that a whole sort gives, with the same counts',
    (documents, txt, kind, pageIndex, pageSize) => {
      const everything = search(documents, { txt, kind, pageIndex: 1, pageSize: Math.max(1, documents.length) });
      const page = search(documents, { txt, kind, pageIndex, pageSize });
      const start = (pageIndex - 1) * pageSize;
      expect(page.rows).toEqual(everything.rows.slice(start, start + pageSize));
      expect(page.total).toBe(everything.total);
      expect(page.counts).toEqual(everything.counts);
      expect(page.counts.all).toBe(page.counts.affair + page.counts.filing + page.counts.notice);
    },
  );
});
