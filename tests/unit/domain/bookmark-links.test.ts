import { describe, expect, it } from 'vitest';
import { bookmarkPath, DOCUMENT_BOOKMARK_KINDS } from '../../../src/domain/favourites/bookmark-links';

describe('where a favourite opens', () => {
  it('opens a 收文 on its details and a 发文 on its draft page, by the kind in keyTypeCode', () => {
    expect(bookmarkPath({ type: 2, bookmarkId: 'SW202600003', keyTypeCode: DOCUMENT_BOOKMARK_KINDS.receipt })).toBe('/document/receive/register?id=SW202600003');
    expect(bookmarkPath({ type: 2, bookmarkId: 'FW 1', keyTypeCode: DOCUMENT_BOOKMARK_KINDS.post })).toBe('/document/post/draft?id=FW%201');
  });

  it('leaves the other types and 公文 of no known kind as text', () => {
    expect(bookmarkPath({ type: 1, bookmarkId: 'n1', keyTypeCode: '' })).toBeUndefined();
    expect(bookmarkPath({ type: 4, bookmarkId: 'SW2026', keyTypeCode: 'SSNYYD' })).toBeUndefined();
    expect(bookmarkPath({ type: 2, bookmarkId: 'GW1', keyTypeCode: 'default' })).toBeUndefined();
  });
});
