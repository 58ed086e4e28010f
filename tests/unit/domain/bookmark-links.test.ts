import { describe, expect, it } from 'vitest';
import { caseDetailsPath } from '../../../src/domain/case/case-links';
import { bookmarkPath, CASE_BOOKMARK_KIND, DOCUMENT_BOOKMARK_KINDS } from '../../../src/domain/favourites/bookmark-links';

describe('where a favourite opens', () => {
  it('opens a 收文 on its details and a 发文 on its draft page, by the kind in keyTypeCode', () => {
    expect(bookmarkPath({ type: 2, bookmarkId: 'SW202600003', keyTypeCode: DOCUMENT_BOOKMARK_KINDS.receipt })).toBe('/document/receive/register?id=SW202600003');
    expect(bookmarkPath({ type: 2, bookmarkId: 'FW 1', keyTypeCode: DOCUMENT_BOOKMARK_KINDS.post })).toBe('/document/post/draft?id=FW%201');
  });

  it('opens a 案件 made on its details page on 案件详情, and leaves the demo\'s older case bookmarks as text', () => {
    expect(bookmarkPath({ type: 3, bookmarkId: 'AJ202600005', keyTypeCode: CASE_BOOKMARK_KIND })).toBe(caseDetailsPath('AJ202600005'));
    expect(caseDetailsPath('AJ202600005')).toMatch(/^\/op\/handle\/details\/AJ202600005\?subParams=/);
    expect(bookmarkPath({ type: 3, bookmarkId: 'AJ3601210003', keyTypeCode: 'WFYD' })).toBeUndefined();
  });

  it('leaves the other types and 公文 of no known kind as text', () => {
    expect(bookmarkPath({ type: 1, bookmarkId: 'n1', keyTypeCode: '' })).toBeUndefined();
    expect(bookmarkPath({ type: 4, bookmarkId: 'SW2026', keyTypeCode: 'SSNYYD' })).toBeUndefined();
    expect(bookmarkPath({ type: 2, bookmarkId: 'GW1', keyTypeCode: 'default' })).toBeUndefined();
  });
});
