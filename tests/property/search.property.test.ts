import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { findRanges, foldCase, segmentsOf, snippetOf, SNIPPET_LENGTH } from '../../src/domain/search/highlight';
import { search } from '../../src/domain/search/search';
import { SEARCH_TERMS_MAX, type HighlightRange, type SearchDocument } from '../../src/domain/search/search-types';
import { tokenize } from '../../src/domain/search/tokenize';

/** Text from a small alphabet (Chinese, Latin of both cases, blanks) so terms really occur in it. */
const alphabet = fc.constantFrom('用', '地', '备', '案', '临', '时', 'a', 'A', 'b', 'B', 'İ', ' ', '　', '\t', '1');
const text = fc.array(alphabet, { maxLength: 60 }).map((chars) => chars.join(''));
const term = fc.array(fc.constantFrom('用', '地', '备', 'a', 'B', 'İ', '1'), { minLength: 1, maxLength: 3 }).map((chars) => chars.join(''));
const terms = fc.array(term, { minLength: 1, maxLength: 4 });

const occursAt = (haystack: string, needle: string, at: number): boolean => foldCase(haystack).startsWith(foldCase(needle), at);
const occursEndingAt = (haystack: string, needle: string, end: number): boolean => end >= needle.length && occursAt(haystack, needle, end - needle.length);

/** Every range lies within the text, the ranges are sorted and disjoint, and each starts and ends with an occurrence of a term. */
function checkRanges(haystack: string, found: readonly HighlightRange[], wanted: readonly string[]): void {
  let previousEnd = -1;
  for (const range of found) {
    expect(range.start).toBeGreaterThanOrEqual(0);
    expect(range.end).toBeLessThanOrEqual(haystack.length);
    expect(range.start).toBeLessThan(range.end);
    expect(range.start).toBeGreaterThan(previousEnd);
    expect(wanted.some((w) => occursAt(haystack, w, range.start))).toBe(true);
    expect(wanted.some((w) => occursEndingAt(haystack, w, range.end))).toBe(true);
    previousEnd = range.end;
  }
}

describe('search tokenizer', () => {
  test.prop([fc.string({ maxLength: 80 })])('terms are non-empty, blank-free, distinct ignoring case, and no more than the cap', (input) => {
    const found = tokenize(input);
    expect(found.length).toBeLessThanOrEqual(SEARCH_TERMS_MAX);
    for (const t of found) {
      expect(t.length).toBeGreaterThan(0);
      expect(/\s/u.test(t)).toBe(false);
      expect(input.includes(t)).toBe(true);
    }
    expect(new Set(found.map((t) => t.toLowerCase())).size).toBe(found.length);
  });

  test.prop([fc.array(fc.constantFrom(' ', '\t', '\n', '　'), { maxLength: 10 }).map((c) => c.join(''))])('blank text has no terms', (blank) => {
    expect(tokenize(blank)).toEqual([]);
  });
});

describe('highlight ranges', () => {
  test.prop([text, terms])('lie within the text and each covers case-insensitive occurrences of a term', (haystack, wanted) => {
    checkRanges(haystack, findRanges(haystack, wanted), wanted);
  });

  test.prop([text, terms])('every occurrence of every term is covered', (haystack, wanted) => {
    const found = findRanges(haystack, wanted);
    for (const w of wanted) {
      for (let at = 0; at + w.length <= haystack.length; at += 1) {
        if (occursAt(haystack, w, at)) expect(found.some((r) => r.start <= at && at + w.length <= r.end)).toBe(true);
      }
    }
  });

  test.prop([text, terms])('the snippet is at most the window plus two ellipses, cut from the body, with valid ranges', (body, wanted) => {
    const snippet = snippetOf(body, wanted);
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(body.includes(snippet.text.replace(/^…/u, '').replace(/…$/u, ''))).toBe(true);
    checkRanges(snippet.text, snippet.highlights, wanted);
    const first = findRanges(body, wanted)[0];
    if (first !== undefined && first.end - first.start <= SNIPPET_LENGTH / 2) expect(snippet.highlights.length).toBeGreaterThan(0);
  });

  test.prop([text, fc.array(fc.record({ start: fc.integer({ min: -5, max: 70 }), end: fc.integer({ min: -5, max: 70 }) }), { maxLength: 6 })])(
    'segments join back to the text whatever ranges come over the wire',
    (haystack, ranges) => {
      const segments = segmentsOf(haystack, ranges);
      expect(segments.map((s) => s.text).join('')).toBe(haystack);
      expect(segments.every((s) => s.text.length > 0)).toBe(true);
    },
  );

  test.prop([text, terms])('marked segments of found ranges are exactly the ranges', (haystack, wanted) => {
    const ranges = findRanges(haystack, wanted);
    const marked = segmentsOf(haystack, ranges).filter((s) => s.marked);
    expect(marked.map((s) => s.text)).toEqual(ranges.map((r) => haystack.slice(r.start, r.end)));
  });
});

const kind = fc.constantFrom<SearchDocument['kind']>('affair', 'filing', 'notice');
const documents = fc.uniqueArray(
  fc.record({ kind, id: fc.string({ minLength: 1, maxLength: 4 }), title: text, body: text, date: fc.constantFrom('2025-01-02 10:00', '2026-03-04 09:30'), path: fc.constant('/x') }),
  { selector: (d) => `${d.kind}:${d.id}`, maxLength: 20 },
);

describe('search', () => {
  test.prop([documents, fc.array(fc.constantFrom(' ', '\t', '　'), { maxLength: 4 }).map((c) => c.join(''))])('blank text gives no hits', (docs, blank) => {
    const page = search(docs, { txt: blank, pageIndex: 1, pageSize: 15 });
    expect(page.rows).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.counts).toEqual({ all: 0, affair: 0, filing: 0, notice: 0 });
  });

  test.prop([documents, terms])('hits hold every term, counts add up, and highlights are valid', (docs, wanted) => {
    const txt = wanted.join(' ');
    const page = search(docs, { txt, pageIndex: 1, pageSize: 50 });
    const expected = docs.filter((d) => tokenize(txt).every((t) => foldCase(d.title + '\u0000' + d.body).includes(foldCase(t))));
    expect(page.counts.all).toBe(expected.length);
    expect(page.counts.affair + page.counts.filing + page.counts.notice).toBe(page.counts.all);
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((hit) => `${hit.kind}:${hit.id}`).sort()).toEqual(expected.map((d) => `${d.kind}:${d.id}`).sort());
    for (const hit of page.rows) {
      checkRanges(hit.title, hit.titleHighlights, page.terms);
      checkRanges(hit.snippet, hit.snippetHighlights, page.terms);
    }
  });

  test.prop([documents, terms, kind])('a kind filter keeps that kind only, and pages partition the hits', (docs, wanted, only) => {
    const txt = wanted.join(' ');
    const all = search(docs, { txt, kind: only, pageIndex: 1, pageSize: 50 });
    expect(all.rows.every((hit) => hit.kind === only)).toBe(true);
    expect(all.total).toBe(all.counts[only]);
    const first = search(docs, { txt, kind: only, pageIndex: 1, pageSize: 15 });
    const second = search(docs, { txt, kind: only, pageIndex: 2, pageSize: 15 });
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 30));
  });
});
