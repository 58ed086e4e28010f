import { parseFilingSubParams } from '../../../src/domain/filing/detail-links';
import { describe, expect, it } from 'vitest';
import { parseAffairDetailsQuery } from '../../../src/domain/affair/details-link';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { buildDemoNoticeBoard } from '../../../src/demo/notices';
import { noticeReaderOf } from '../../../src/domain/notice/notice-rules';
import { search } from '../../../src/domain/search/search';
import { searchQueryProblem } from '../../../src/domain/search/search-query';
import type { SearchDocument } from '../../../src/domain/search/search-types';
import { seedFilingBook } from '../../../src/demo/filings';
import { filingDocuments } from '../../../src/domain/search/filing-documents';
import { affairDocuments, noticeDocuments } from '../../../src/domain/search/sources';
import { tokenize } from '../../../src/domain/search/tokenize';

const demo = generateDemoData();
const book = seedAffairBook(demo);
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const board = buildDemoNoticeBoard(demo.users, demo.seed);
const countyUser = demo.users.find((u) => u.userId === '10004');
if (countyUser === undefined) throw new Error('no county user');

const doc = (id: string, title: string, body: string, date = '2026-01-01 10:00', kind: SearchDocument['kind'] = 'notice'): SearchDocument => ({ kind, id, title, body, date, path: `/p/${id}` });

describe('tokenize', () => {
  it('trims, collapses blanks (the ideographic space too) and drops duplicates', () => {
    expect(tokenize('  临时用地 　 检查\t临时用地  ')).toEqual(['临时用地', '检查']);
    expect(tokenize('ABC abc')).toEqual(['ABC']);
  });
});

describe('ranking', () => {
  it('needs every term, weighs title matches above body ones, and breaks ties by date, newest first', () => {
    const docs = [
      doc('a', '关于备案的通知', '临时用地', '2026-01-01 10:00'),
      doc('b', '临时用地检查', '备案', '2025-01-01 10:00'),
      doc('c', '临时用地', '无关', '2026-05-01 10:00'),
      doc('d', '备案 临时用地', '', '2024-01-01 10:00'),
    ];
    const page = search(docs, { txt: '临时用地 备案', pageIndex: 1, pageSize: 15 });
    // d: both terms in the title; a and b: one each in the title and body, so the newer a first.
    expect(page.rows.map((h) => h.id)).toEqual(['d', 'a', 'b']);
    expect(page.rows[0]?.titleHighlights).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 7 },
    ]);
    expect(page.rows[1]?.snippetHighlights).toEqual([{ start: 0, end: 4 }]);
  });

  it('refuses over-long text, unknown kinds and paging the lists do not offer', () => {
    expect(searchQueryProblem({ txt: 'x'.repeat(101), pageIndex: 1, pageSize: 15 })).toMatch(/100/);
    expect(searchQueryProblem({ txt: 'x', pageIndex: 1, pageSize: 16 })).toMatch(/每页条数/);
    expect(searchQueryProblem({ txt: 'x', pageIndex: 0, pageSize: 15 })).toMatch(/页码/);
    expect(searchQueryProblem({ txt: '', kind: 'all', pageIndex: 1, pageSize: 50 })).toBeUndefined();
  });
});

describe('sources', () => {
  it("finds the county user's affairs and opens them read-only from the query box without fetching first", () => {
    const docs = affairDocuments(book, dir, '10004');
    expect(docs.length).toBeGreaterThan(0);
    const first = docs[0];
    if (first === undefined) throw new Error('no affair');
    const stored = book.affairs.find((s) => s.affair.keyDigNumGather === first.id);
    expect(first.path.startsWith(`/process/handle/details/${encodeURIComponent(first.id)}?`)).toBe(true);
    expect(parseAffairDetailsQuery(first.path.slice(first.path.indexOf('?')))).toEqual({ boxType: 4, source: 'search', filesKey: stored?.affair.keyNumGather });
    const page = search(docs, { txt: first.title.slice(0, 4), pageIndex: 1, pageSize: 50 });
    expect(page.rows.some((h) => h.id === first.id)).toBe(true);
  });

  it('the admin finds every affair; a county user not those of another county', () => {
    expect(affairDocuments(book, dir, '10001')).toHaveLength(book.affairs.length);
    const jinxian = new Set(affairDocuments(book, dir, '10311').map((d) => d.id));
    const county = affairDocuments(book, dir, '10004').map((d) => d.id);
    expect(county.length).toBeLessThan(book.affairs.length);
    expect(county.filter((id) => jinxian.has(id)).length).toBeLessThan(county.length);
  });

  it('notices link to their details page and include what the publisher wrote', () => {
    const docs = noticeDocuments(board, noticeReaderOf(countyUser), '2026-11-20');
    const rows = search(docs, { txt: '临时用地专项检查', pageIndex: 1, pageSize: 15 }).rows;
    expect(rows.map((row) => row.title)).toEqual(['南昌市关于开展2026年度临时用地专项检查的实施方案', '关于开展2026年度临时用地专项检查的通知']);
    const hit = rows[1];
    expect(hit?.path).toMatch(/^\/notice\/details\?id=TZ\d{4}$/);
  });

  it('filings follow the jurisdiction rule and open the query details page', () => {
    const filings = seedFilingBook();
    const county = filingDocuments(filings, dir, '360121');
    const city = filingDocuments(filings, dir, '360100');
    expect(county.length).toBeGreaterThan(0);
    expect(county.every((d) => filings.filings.find((f) => f.keyNumGather === d.id)?.divisionCode === '360121')).toBe(true);
    expect(city.length).toBeGreaterThan(county.length);
    expect(filingDocuments(filings, dir, '360000')).toHaveLength(filings.filings.length);
    for (const d of county) {
      expect(d.path.startsWith('/query/details?')).toBe(true);
      expect(parseFilingSubParams(d.path.slice(d.path.indexOf('?')))).toMatchObject({ keyNumGather: d.id });
      expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/);
      expect(d.title).toMatch(/^南昌县.+备案：/);
    }
  });
});
