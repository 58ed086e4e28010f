import { PAGE_SIZES } from '../format/page-size';
import { err, ok, type Result } from '../shared/result';
import type { Notice, NoticeBoard, NoticeDetail, NoticeListQuery, NoticePage, NoticeReader, NoticeRow } from './notice-types';

interface NoticeFailure {
  readonly status: 400 | 404;
  readonly message: string;
}

export const NOTICE_NOT_FOUND = '该通知公告不存在或您无权查看';

const isProvince = (code: string): boolean => code.endsWith('0000');
const isCity = (code: string): boolean => !isProvince(code) && code.endsWith('00');
const cityOf = (code: string): string => `${code.slice(0, 4)}00`;

/** Whether `upper` is `lower` itself or a division above it (province over all, a city over its counties). */
function covers(upper: string, lower: string): boolean {
  if (upper === lower) return true;
  if (isProvince(upper)) return upper.slice(0, 2) === lower.slice(0, 2);
  return isCity(upper) && cityOf(lower) === upper;
}

/**
 * A notice reaches the publisher's own division and every division below it; the divisions above
 * the publisher see it too, since they oversee what their cities and counties announce.
 */
export const mayRead = (reader: NoticeReader, notice: Notice): boolean =>
  reader.privileged || covers(notice.divisionCode, reader.divisionCode) || covers(reader.divisionCode, notice.divisionCode);

/** Newest first; equal times by id so the order never depends on the storage order. */
const newestFirst = (a: Notice, b: Notice): number => (a.publishedAt === b.publishedAt ? b.id.localeCompare(a.id) : a.publishedAt < b.publishedAt ? 1 : -1);

export const visibleNotices = (board: NoticeBoard, reader: NoticeReader): Notice[] => board.notices.filter((n) => mayRead(reader, n)).sort(newestFirst);

export const hasRead = (board: NoticeBoard, userId: string, id: string): boolean =>
  Object.hasOwn(board.readBy, userId) && (board.readBy[userId] ?? []).includes(id);

const rowOf = (board: NoticeBoard, userId: string, notice: Notice): NoticeRow => ({
  id: notice.id,
  title: notice.title,
  publisherUnit: notice.publisherUnit,
  publishedAt: notice.publishedAt,
  read: hasRead(board, userId, notice.id),
  attachmentCount: notice.attachments.length,
});

function noticePageProblem(query: NoticeListQuery): string | undefined {
  if (!PAGE_SIZES.some((size) => size === query.pageSize)) return '每页条数只能是15、20、30或50';
  if (!Number.isInteger(query.pageIndex) || query.pageIndex < 1) return '页码必须是不小于1的整数';
  return undefined;
}

/** How many of the reader's notices they have not opened (the 通知公告 badge). */
export const unreadCount = (board: NoticeBoard, reader: NoticeReader): number =>
  visibleNotices(board, reader).filter((notice) => !hasRead(board, reader.userId, notice.id)).length;

/** The reader's notices, newest first, a page at a time, with the count of unread ones among all. */
export function noticePage(board: NoticeBoard, reader: NoticeReader, query: NoticeListQuery): Result<NoticePage, NoticeFailure> {
  const problem = noticePageProblem(query);
  if (problem !== undefined) return err({ status: 400, message: problem });
  const rows = visibleNotices(board, reader).map((notice) => rowOf(board, reader.userId, notice));
  const start = (query.pageIndex - 1) * query.pageSize;
  return ok({
    rows: rows.slice(start, start + query.pageSize),
    total: rows.length,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    unread: unreadCount(board, reader),
  });
}

/** Opens a notice: the detail (shown as read) and the board with it marked read; 404 when unknown or not the reader's. */
export function openNotice(board: NoticeBoard, reader: NoticeReader, id: string): Result<{ board: NoticeBoard; detail: NoticeDetail }, NoticeFailure> {
  const notice = board.notices.find((n) => n.id === id);
  if (notice === undefined || !mayRead(reader, notice)) return err({ status: 404, message: NOTICE_NOT_FOUND });
  const detail: NoticeDetail = { ...notice, read: true };
  if (hasRead(board, reader.userId, id)) return ok({ board, detail });
  const before = Object.hasOwn(board.readBy, reader.userId) ? (board.readBy[reader.userId] ?? []) : [];
  return ok({ board: { ...board, readBy: { ...board.readBy, [reader.userId]: [...before, id] } }, detail });
}

/** The reader a signed-in user is: only the system administrator reads everything. */
export const noticeReaderOf = (user: { readonly userId: string; readonly divisionCode: string; readonly roleKey: string }): NoticeReader => ({
  userId: user.userId,
  divisionCode: user.divisionCode,
  privileged: user.roleKey === 'admin',
});
