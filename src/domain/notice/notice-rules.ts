import { chinaToday } from '../filing/calendar-date';
import { PAGE_SIZES } from '../format/page-size';
import { checkPermission } from '../permission/permission';
import { err, ok, type Result } from '../shared/result';
import { NOTICE_NOT_FOUND, noticeCategoryLabels } from './notice-messages';
import { mayRead } from './notice-scope';
import type { Notice, NoticeBoard, NoticeDetail, NoticeListQuery, NoticePage, NoticeReader, NoticeRow } from './notice-types';

export interface NoticeFailure {
  readonly status: 400 | 403 | 404 | 409;
  readonly message: string;
  /** Set when the input failed the rules: each problem on the field the writer has to fix. */
  readonly problems?: readonly { readonly field: string; readonly message: string }[];
}

/** yyyy-MM-dd in China for an instant (epoch ms or ISO 8601); the day a notice's expiry is compared with. */
export function noticeToday(at: number | string): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  const today = chinaToday(ms);
  if (today === undefined) throw new Error(`bad instant ${String(at)}`);
  return today;
}

/** Pinned first, then newest; equal times by id so the order never depends on the storage order. */
export function noticeOrder(a: Notice, b: Notice): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1;
  return b.id.localeCompare(a.id);
}

export const visibleNotices = (board: NoticeBoard, reader: NoticeReader, today: string): Notice[] =>
  board.notices.filter((n) => mayRead(reader, n, today)).sort(noticeOrder);

export const hasRead = (board: NoticeBoard, userId: string, id: string): boolean =>
  Object.hasOwn(board.readBy, userId) && (board.readBy[userId] ?? []).includes(id);

/** The files store's attachments, as far as counting them per notice needs. */
export type NoticeFiles = readonly { readonly keyNumGather: string }[];

/**
 * How many files each notice has in the files panel (keyed by its id). Before the files store is
 * seeded (undefined) that is the seed's attachment names, which the files seed uploads.
 */
function attachmentCounter(files: NoticeFiles | undefined): (notice: Notice) => number {
  if (files === undefined) return (notice) => notice.attachments.length;
  const counts = new Map<string, number>();
  for (const file of files) counts.set(file.keyNumGather, (counts.get(file.keyNumGather) ?? 0) + 1);
  return (notice) => counts.get(notice.id) ?? 0;
}

const rowOf = (board: NoticeBoard, userId: string, notice: Notice, attachmentCount: number): NoticeRow => ({
  id: notice.id,
  title: notice.title,
  category: notice.category,
  categoryLabel: noticeCategoryLabels[notice.category],
  pinned: notice.pinned,
  publisherUnit: notice.publisherUnit,
  publishedAt: notice.publishedAt,
  read: hasRead(board, userId, notice.id),
  attachmentCount,
});

function noticePageProblem(query: NoticeListQuery): string | undefined {
  if (!PAGE_SIZES.some((size) => size === query.pageSize)) return '每页条数只能是15、20、30或50';
  if (!Number.isInteger(query.pageIndex) || query.pageIndex < 1) return '页码必须是不小于1的整数';
  return undefined;
}

/** How many of the reader's notices they have not opened (the 通知公告 badge). */
export const unreadCount = (board: NoticeBoard, reader: NoticeReader, today: string): number =>
  visibleNotices(board, reader, today).filter((notice) => !hasRead(board, reader.userId, notice.id)).length;

/** The reader's notices (of one category when asked), pinned first then newest, a page at a time, with the unread count among them and each one's files. */
export function noticePage(board: NoticeBoard, reader: NoticeReader, query: NoticeListQuery, today: string, files?: NoticeFiles): Result<NoticePage, NoticeFailure> {
  const problem = noticePageProblem(query);
  if (problem !== undefined) return err({ status: 400, message: problem });
  const notices = visibleNotices(board, reader, today).filter((n) => query.category === undefined || n.category === query.category);
  const countOf = attachmentCounter(files);
  const rows = notices.map((notice) => rowOf(board, reader.userId, notice, countOf(notice)));
  const start = (query.pageIndex - 1) * query.pageSize;
  return ok({
    rows: rows.slice(start, start + query.pageSize),
    total: rows.length,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    unread: rows.filter((row) => !row.read).length,
  });
}

/** A signed-in user as the notice rules see them: who reads, and what they may write. */
export interface NoticeUser extends NoticeReader {
  readonly nickName: string;
  readonly permissions: readonly string[];
}

/** Whether the user writes for the notice's division: its own writers, or the admin. */
const managesNotice = (user: NoticeUser, notice: Pick<Notice, 'divisionCode'>): boolean =>
  user.privileged || (user.divisionCode === notice.divisionCode && checkPermission('notice:edit', user.permissions));

/** The division names a detail shows (the scope); the directory's divisions. */
type DivisionNames = (code: string) => string;

const noticeDetailOf = (notice: Notice, user: NoticeUser, divisionName: DivisionNames, read: boolean): NoticeDetail => ({
  id: notice.id,
  title: notice.title,
  category: notice.category,
  categoryLabel: noticeCategoryLabels[notice.category],
  body: notice.body,
  publisherUnit: notice.publisherUnit,
  authorName: notice.authorName,
  scopeCode: notice.scopeCode,
  scopeName: divisionName(notice.scopeCode),
  pinned: notice.pinned,
  publishedAt: notice.publishedAt,
  ...(notice.expiresOn === undefined ? {} : { expiresOn: notice.expiresOn }),
  attachments: notice.attachments,
  read,
  mayManage: managesNotice(user, notice),
});

/** Opens a notice: the detail (shown as read) and the board with it marked read; 404 when unknown or not the reader's. */
export function openNotice(
  board: NoticeBoard,
  user: NoticeUser,
  id: string,
  context: { readonly today: string; readonly divisionName: DivisionNames },
): Result<{ board: NoticeBoard; detail: NoticeDetail }, NoticeFailure> {
  const notice = board.notices.find((n) => n.id === id);
  if (notice === undefined || !mayRead(user, notice, context.today)) return err({ status: 404, message: NOTICE_NOT_FOUND });
  const detail = noticeDetailOf(notice, user, context.divisionName, true);
  if (hasRead(board, user.userId, id)) return ok({ board, detail });
  const before = Object.hasOwn(board.readBy, user.userId) ? (board.readBy[user.userId] ?? []) : [];
  return ok({ board: { ...board, readBy: { ...board.readBy, [user.userId]: [...before, id] } }, detail });
}

/** The reader a signed-in user is: only the system administrator reads everything. */
export const noticeReaderOf = (user: { readonly userId: string; readonly divisionCode: string; readonly roleKey: string }): NoticeReader => ({
  userId: user.userId,
  divisionCode: user.divisionCode,
  privileged: user.roleKey === 'admin',
});

/** The user with the permissions of their role (roles as both backends store them). */
export function noticeUserOf(
  user: { readonly userId: string; readonly divisionCode: string; readonly roleKey: string; readonly nickName: string },
  roles: readonly { readonly roleKey: string; readonly permissions: readonly string[] }[],
): NoticeUser {
  return { ...noticeReaderOf(user), nickName: user.nickName, permissions: roles.find((role) => role.roleKey === user.roleKey)?.permissions ?? [] };
}
