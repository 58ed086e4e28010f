import { describe, expect, it } from 'vitest';
import { parseAffairDetailsQuery } from '../../../src/domain/affair/details-link';
import { caseDetailsPath } from '../../../src/domain/case/case-links';
import { bookmarkPath, CASE_BOOKMARK_KIND, DOCUMENT_BOOKMARK_KINDS, PROCESS_AFFAIR_KIND, SUPERVISION_KIND } from '../../../src/domain/favourites/bookmark-links';

describe('where a favourite opens', () => {
  it('opens a 收文 on its details and a 发文 on its draft page, by the kind in keyTypeCode', () => {
    expect(bookmarkPath({ type: 2, bookmarkId: 'SW202600003', keyTypeCode: DOCUMENT_BOOKMARK_KINDS.receipt })).toBe('/document/receive/register?id=SW202600003');
    expect(bookmarkPath({ type: 2, bookmarkId: 'FW 1', keyTypeCode: DOCUMENT_BOOKMARK_KINDS.post })).toBe('/document/post/draft?id=FW%201');
  });

  it('opens a 案件 bookmark on 案件详情, and leaves one of any other keyTypeCode as text', () => {
    expect(bookmarkPath({ type: 3, bookmarkId: 'AJ202600005', keyTypeCode: CASE_BOOKMARK_KIND })).toBe(caseDetailsPath('AJ202600005'));
    expect(caseDetailsPath('AJ202600005')).toMatch(/^\/op\/handle\/details\/AJ202600005\?subParams=/);
    expect(bookmarkPath({ type: 3, bookmarkId: 'AJ3601210003', keyTypeCode: 'WFYD' })).toBeUndefined();
  });

  it('opens a 通知公告 on its details page by ?id=', () => {
    expect(bookmarkPath({ type: 1, bookmarkId: 'TZ0003', keyTypeCode: '-1' })).toBe('/notice/details?id=TZ0003');
    expect(bookmarkPath({ type: 1, bookmarkId: 'TZ 1&x', keyTypeCode: '' })).toBe('/notice/details?id=TZ%201%26x');
  });

  it("opens a 事务 bookmarked as a process affair (keyTypeCode '1') on 事务详情, fetched first as any source but launch is", () => {
    const path = bookmarkPath({ type: 4, bookmarkId: 'NYYD 2026/7', keyTypeCode: PROCESS_AFFAIR_KIND });
    expect(path).toBeDefined();
    const url = new URL(path ?? '', 'http://app');
    expect(url.pathname).toBe('/process/handle/details/NYYD%202026%2F7');
    expect(parseAffairDetailsQuery(url.search)).toEqual({ boxType: 1, source: 'collect' });
  });

  it('opens a 事务 of any other keyTypeCode on 督办详情 (SPEC section 2)', () => {
    const url = new URL(bookmarkPath({ type: 4, bookmarkId: 'DB000001', keyTypeCode: 'SSNYYD' }) ?? '', 'http://app');
    expect(url.pathname).toBe('/process/handle/supervise/DB000001');
    expect(JSON.parse(url.searchParams.get('subParams') ?? '')).toEqual({ moduleKey: 'DB000001' });
    expect(url.searchParams.get('currentTagTitle')).toBe('督办详情');
    // The code 督办详情 bookmarks a supervision with is one of them.
    expect(bookmarkPath({ type: 4, bookmarkId: 'DB000001', keyTypeCode: SUPERVISION_KIND })).toBe(url.pathname + url.search);
  });

  it('leaves 公文 of no known kind as text', () => {
    expect(bookmarkPath({ type: 2, bookmarkId: 'GW1', keyTypeCode: 'default' })).toBeUndefined();
    expect(bookmarkPath({ type: 2, bookmarkId: 'GW1', keyTypeCode: '-1' })).toBeUndefined();
  });
});
