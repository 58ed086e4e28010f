import { affairDetailsUrl, superviseDetailsUrl } from '../affair/details-link';
import { caseDetailsPath } from '../case/case-links';
import { noticeDetailsPath } from '../search/sources';
import type { Favourite } from './bookmarks';

/** A 公文 bookmark (type 2) says which kind of document it is in keyTypeCode. */
export const DOCUMENT_BOOKMARK_KINDS = { receipt: 'receipt', post: 'post' } as const;
/** A 案件 bookmark (type 3) that opens 案件详情; one of any other code stays text. */
export const CASE_BOOKMARK_KIND = 'case';
/** What a 案件 bookmark is called, wherever it is made (案件详情, the demo seed): a case has no title of its own. */
export const caseBookmarkTitle = (found: { readonly caseNumber: string; readonly partyName: string }): string => `${found.caseNumber} ${found.partyName}`;
/** SPEC section 2: a 事务 bookmark (type 4) whose keyTypeCode is '1' opens as a process affair, any other as a supervision. */
export const PROCESS_AFFAIR_KIND = '1';
/** The keyTypeCode 督办详情 bookmarks a supervision with: any but PROCESS_AFFAIR_KIND opens there. */
export const SUPERVISION_KIND = 'supervise';

/** Whether a 事务 bookmark points at an affair (事务详情) rather than a supervision (督办详情); the backends check its record by the same test. */
export const opensAsProcess = (keyTypeCode: string): boolean => keyTypeCode === PROCESS_AFFAIR_KIND;

const NOTICE_TYPE = 1;
const DOCUMENT_TYPE = 2;
const CASE_TYPE = 3;
const AFFAIR_TYPE = 4;
/** The details page is told the affair came from 我的收藏: not 'launch', so it fetches the affair first. */
const COLLECT_SOURCE = 'collect';

function documentPath(favourite: Pick<Favourite, 'bookmarkId' | 'keyTypeCode'>): string | undefined {
  const id = encodeURIComponent(favourite.bookmarkId);
  if (favourite.keyTypeCode === DOCUMENT_BOOKMARK_KINDS.receipt) return `/document/receive/register?id=${id}`;
  return favourite.keyTypeCode === DOCUMENT_BOOKMARK_KINDS.post ? `/document/post/draft?id=${id}` : undefined;
}

/**
 * Where a bookmark opens (SPEC section 2, favourites): a 通知公告 its details, a 收文 its details on
 * 收文登记, a 发文 its draft page, a 案件 its details, a 事务 its 事务详情 or 督办详情; undefined for a
 * 公文 or 案件 of no known kind, which stays text rather than a link to nowhere.
 */
export function bookmarkPath(favourite: Pick<Favourite, 'type' | 'bookmarkId' | 'keyTypeCode'>): string | undefined {
  switch (favourite.type) {
    case NOTICE_TYPE:
      return noticeDetailsPath(favourite.bookmarkId);
    case DOCUMENT_TYPE:
      return documentPath(favourite);
    case CASE_TYPE:
      return favourite.keyTypeCode === CASE_BOOKMARK_KIND ? caseDetailsPath(favourite.bookmarkId) : undefined;
    case AFFAIR_TYPE:
      return opensAsProcess(favourite.keyTypeCode) ? affairDetailsUrl({ moduleKey: favourite.bookmarkId, source: COLLECT_SOURCE }) : superviseDetailsUrl(favourite.bookmarkId);
    default:
      return undefined;
  }
}
