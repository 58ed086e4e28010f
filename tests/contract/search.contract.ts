import { parseFilingSubParams } from '../../src/domain/filing/detail-links';
import { describe, expect, it } from 'vitest';
import { parseAffairDetailsQuery } from '../../src/domain/affair/details-link';
import type { HighlightRange, SearchHit } from '../../src/domain/search/search-types';
import { failureOf } from './support/harness';
import { useSearchBackend, type SearchBackendFactory } from './search.contract-harness';

const COUNTY = '10004';
const JINXIAN = '10311';

/** Each range lies in the text and holds one of the terms (ignoring case) at its start. */
function expectHighlights(text: string, ranges: readonly HighlightRange[], terms: readonly string[]): void {
  for (const range of ranges) {
    expect(range.start).toBeGreaterThanOrEqual(0);
    expect(range.end).toBeLessThanOrEqual(text.length);
    expect(terms.some((term) => text.slice(range.start).toLowerCase().startsWith(term.toLowerCase()))).toBe(true);
  }
}

const expectValidHit = (hit: SearchHit, terms: readonly string[]): void => {
  expectHighlights(hit.title, hit.titleHighlights, terms);
  expectHighlights(hit.snippet, hit.snippetHighlights, terms);
  expect(hit.titleHighlights.length + hit.snippetHighlights.length).toBeGreaterThan(0);
};

/** SearchApi (SPEC section 2, /search?txt=): the same expectations for every backend. */
export function describeSearchApiContract(name: string, makeBackend: SearchBackendFactory): void {
  describe(`SearchApi contract: ${name}`, () => {
    const { as } = useSearchBackend(makeBackend);

    it('finds nothing for blank text, without an error', async () => {
      const { search } = await as(COUNTY);
      const page = await search.search({ txt: '  　 ', pageIndex: 1, pageSize: 15 });
      expect(page).toMatchObject({ rows: [], total: 0, counts: { all: 0, affair: 0, filing: 0, notice: 0 }, terms: [] });
    });

    it('finds notices and affairs for one text, matches marked, counts per kind, filter and paging', async () => {
      const { search } = await as(COUNTY);
      const all = await search.search({ txt: '临时用地', pageIndex: 1, pageSize: 50 });
      expect(all.terms).toEqual(['临时用地']);
      expect(all.counts.notice).toBeGreaterThan(3);
      expect(all.counts.affair).toBeGreaterThan(0);
      expect(all.counts.all).toBe(all.counts.affair + all.counts.filing + all.counts.notice);
      expect(all.total).toBe(all.counts.all);
      for (const hit of all.rows) expectValidHit(hit, all.terms);
      const notices = await search.search({ txt: '临时用地', kind: 'notice', pageIndex: 1, pageSize: 15 });
      expect(notices.total).toBe(all.counts.notice);
      expect(notices.counts).toEqual(all.counts);
      expect(notices.rows.every((hit) => hit.kind === 'notice' && /^\/notice\/details\?id=TZ\d{4}$/.test(hit.path))).toBe(true);
      const affairs = await search.search({ txt: '临时用地', kind: 'affair', pageIndex: 1, pageSize: 15 });
      expect(affairs.rows.every((hit) => hit.kind === 'affair')).toBe(true);
      const second = await search.search({ txt: '临时用地', pageIndex: 2, pageSize: 15 });
      expect(second.rows).toEqual(all.rows.slice(15, 30));
    });

    it('needs every term and opens affairs read-only from the query box without fetching first', async () => {
      const { search } = await as(COUNTY);
      const affairs = await search.search({ txt: '南昌县 临时用地', kind: 'affair', pageIndex: 1, pageSize: 50 });
      expect(affairs.total).toBeGreaterThan(0);
      for (const hit of affairs.rows) {
        expect(hit.title.includes('南昌县') || hit.snippet.includes('南昌县')).toBe(true);
        expect(hit.path.startsWith(`/process/handle/details/${encodeURIComponent(hit.id)}?`)).toBe(true);
        expect(parseAffairDetailsQuery(hit.path.slice(hit.path.indexOf('?')))).toMatchObject({ boxType: 4, source: 'search' });
        expect(hit.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      }
    });

    it("finds filings of the user's own division only, linked to the query details page", async () => {
      const county = await (await as(COUNTY)).search.search({ txt: '备案', kind: 'filing', pageIndex: 1, pageSize: 50 });
      expect(county.total).toBeGreaterThan(0);
      for (const hit of county.rows) {
        expect(hit.title.startsWith('南昌县')).toBe(true);
        expect(hit.path.startsWith('/query/details?')).toBe(true);
        expect(parseFilingSubParams(hit.path.slice(hit.path.indexOf('?')))).toMatchObject({ keyNumGather: hit.id });
      }
      const jinxian = await (await as(JINXIAN)).search.search({ txt: '备案', kind: 'filing', pageIndex: 1, pageSize: 50 });
      expect(jinxian.rows.every((hit) => hit.title.startsWith('进贤县'))).toBe(true);
    });

    it("finds only what the user may open: another county's notices stay hidden", async () => {
      const county = await (await as(COUNTY)).search.search({ txt: '进贤县', kind: 'notice', pageIndex: 1, pageSize: 15 });
      const jinxian = await (await as(JINXIAN)).search.search({ txt: '进贤县', kind: 'notice', pageIndex: 1, pageSize: 15 });
      expect(county.total).toBe(0);
      expect(jinxian.total).toBeGreaterThan(0);
    });

    it('refuses paging the lists do not offer and over-long text with a 400', async () => {
      const { search } = await as(COUNTY);
      const badSize = await failureOf(search.search({ txt: '用地', pageIndex: 1, pageSize: 13 }));
      expect(badSize.failure).toMatchObject({ kind: 'http', status: 400 });
      const tooLong = await failureOf(search.search({ txt: '地'.repeat(101), pageIndex: 1, pageSize: 15 }));
      expect(tooLong.failure).toMatchObject({ kind: 'http', status: 400 });
    });
  });
}
