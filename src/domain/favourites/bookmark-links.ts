import { caseDetailsPath } from '../case/case-links';
import type { Favourite } from './bookmarks';

/** A 公文 bookmark (type 2) says which kind of document it is in keyTypeCode. */
export const DOCUMENT_BOOKMARK_KINDS = { receipt: 'receipt', post: 'post' } as const;
/** A 案件 bookmark (type 3) made on the case details page; the demo's older ones carry other codes and stay text. */
export const CASE_BOOKMARK_KIND = 'case';

const DOCUMENT_TYPE = 2;
const CASE_TYPE = 3;

/**
 * Where a bookmark opens (SPEC section 2, favourites): a 收文 its details on 收文登记, a 发文 its
 * draft page, a 案件 its details; undefined for types whose screens do not open from 我的收藏, and for a 公文 of no
 * known kind (the demo's older bookmarks), which stays text rather than a link to nowhere.
 */
export function bookmarkPath(favourite: Pick<Favourite, 'type' | 'bookmarkId' | 'keyTypeCode'>): string | undefined {
  if (favourite.type === CASE_TYPE) return favourite.keyTypeCode === CASE_BOOKMARK_KIND ? caseDetailsPath(favourite.bookmarkId) : undefined;
  if (favourite.type !== DOCUMENT_TYPE) return undefined;
  const id = encodeURIComponent(favourite.bookmarkId);
  if (favourite.keyTypeCode === DOCUMENT_BOOKMARK_KINDS.receipt) return `/document/receive/register?id=${id}`;
  return favourite.keyTypeCode === DOCUMENT_BOOKMARK_KINDS.post ? `/document/post/draft?id=${id}` : undefined;
}
