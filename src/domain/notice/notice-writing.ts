import type { Directory } from '../directory/directory';
import { formatDateTime } from '../format/date';
import { checkPermission } from '../permission/permission';
import { err, ok, type Result } from '../shared/result';
import type { NoticeSanitiser } from './notice-html';
import { noticeCategoryLabels, noticeMessages as m, noticeStatusLabels } from './notice-messages';
import { noticeToday, type NoticeFailure, type NoticeUser } from './notice-rules';
import { readersInScope } from './notice-receipts';
import { checkNoticeInput } from './notice-validation';
import type { Notice, NoticeBoard, NoticeDraft, NoticeInput, NoticeManageQuery, NoticeManageRow } from './notice-types';

/** Everything a change needs beside the board and the user: the directory, the clock and the sanitiser. */
export interface NoticeDesk {
  readonly dir: Directory;
  readonly nowMs: number;
  readonly sanitise: NoticeSanitiser;
}

/** A change's answer: the board to store and the notice as the writer now sees it. */
export type NoticeChange = Result<{ readonly board: NoticeBoard; readonly draft: NoticeDraft }, NoticeFailure>;

type Action = 'notice:add' | 'notice:edit' | 'notice:remove';

const refused = (status: NoticeFailure['status'], message: string): Result<never, NoticeFailure> => err({ status, message });

export const divisionNameIn =
  (dir: Pick<Directory, 'divisions'>) =>
  (code: string): string =>
    dir.divisions.find((d) => d.code === code)?.name ?? code;

/** The unit readers see: the bureau of the writer's division, as the directory names it. */
function publisherUnitOf(dir: Directory, divisionCode: string): string {
  const bureau = dir.departments.find((d) => d.divisionCode === divisionCode && d.kind === 'bureau');
  return bureau?.deptName ?? divisionNameIn(dir)(divisionCode);
}

function noticeDraftOf(notice: Notice, dir: Pick<Directory, 'divisions'>): NoticeDraft {
  return {
    id: notice.id,
    title: notice.title,
    category: notice.category,
    body: notice.body,
    scopeCode: notice.scopeCode,
    pinned: notice.pinned,
    ...(notice.expiresOn === undefined ? {} : { expiresOn: notice.expiresOn }),
    status: notice.status,
    statusLabel: noticeStatusLabels[notice.status],
    scopeName: divisionNameIn(dir)(notice.scopeCode),
    publisherUnit: notice.publisherUnit,
    authorName: notice.authorName,
    publishedAt: notice.publishedAt,
    updatedAt: notice.updatedAt,
    version: notice.version,
  };
}

/** 403 without the permission; 404 for a notice that is not there or not the user's division's (it is not theirs to know of). */
function managed(board: NoticeBoard, user: NoticeUser, id: string, action: Action): Result<Notice, NoticeFailure> {
  if (!checkPermission(action, user.permissions)) return refused(403, m.noPermission);
  const notice = board.notices.find((n) => n.id === id);
  if (notice === undefined || !(user.privileged || notice.divisionCode === user.divisionCode)) return refused(404, m.notManaged);
  return ok(notice);
}

const replaced = (board: NoticeBoard, notice: Notice): NoticeBoard => ({ ...board, notices: board.notices.map((n) => (n.id === notice.id ? notice : n)) });

/** The next TZ number: past every id there is and every one there ever was. */
function nextNumber(board: NoticeBoard): number {
  const largest = board.notices.reduce((max, n) => Math.max(max, Number(/^TZ(\d+)$/.exec(n.id)?.[1] ?? 0)), board.lastNumber ?? 0);
  return largest + 1;
}

function checked(input: NoticeInput, desk: NoticeDesk, writerDivision: string): Result<NoticeInput, NoticeFailure> {
  return checkNoticeInput(input, { writerDivision, divisions: desk.dir.divisions, today: noticeToday(desk.nowMs), sanitise: desk.sanitise });
}

const stored = (notice: Notice, desk: NoticeDesk, changes: Partial<Notice>): Notice => ({
  ...notice,
  ...changes,
  updatedAt: formatDateTime(desk.nowMs),
  version: notice.version + 1,
});

/** Applies a change to a notice of the user's division after the permission, version and state checks. */
function change(
  board: NoticeBoard,
  user: NoticeUser,
  id: string,
  version: number,
  action: Action,
  apply: (notice: Notice) => Result<Notice, NoticeFailure>,
  desk: NoticeDesk,
): NoticeChange {
  const found = managed(board, user, id, action);
  if (!found.ok) return found;
  if (found.value.version !== version) return refused(409, m.stale);
  const next = apply(found.value);
  if (!next.ok) return next;
  return ok({ board: replaced(board, next.value), draft: noticeDraftOf(next.value, desk.dir) });
}

/** A new draft of the writer's division, scope within it. */
export function createNotice(board: NoticeBoard, user: NoticeUser, input: NoticeInput, desk: NoticeDesk): NoticeChange {
  if (!checkPermission('notice:add', user.permissions)) return refused(403, m.noPermission);
  const clean = checked(input, desk, user.divisionCode);
  if (!clean.ok) return clean;
  const { expiresOn, ...fields } = clean.value;
  const now = formatDateTime(desk.nowMs);
  const number = nextNumber(board);
  const notice: Notice = {
    id: `TZ${String(number).padStart(4, '0')}`,
    ...fields,
    ...(expiresOn === undefined ? {} : { expiresOn }),
    status: 'draft',
    publisherUnit: publisherUnitOf(desk.dir, user.divisionCode),
    divisionCode: user.divisionCode,
    authorId: user.userId,
    authorName: user.nickName,
    publishedAt: '',
    updatedAt: now,
    version: 1,
    attachments: [],
  };
  return ok({ board: { ...board, notices: [...board.notices, notice], lastNumber: number }, draft: noticeDraftOf(notice, desk.dir) });
}

/** Edits a draft or a withdrawn notice; a published one is withdrawn first. */
export function updateNotice(board: NoticeBoard, user: NoticeUser, id: string, input: NoticeInput, version: number, desk: NoticeDesk): NoticeChange {
  return change(board, user, id, version, 'notice:edit', (notice) => {
    if (notice.status === 'published') return refused(409, m.editPublished);
    const clean = checked(input, desk, notice.divisionCode);
    if (!clean.ok) return clean;
    const { expiresOn, ...fields } = clean.value;
    const { expiresOn: _old, ...rest } = notice;
    return ok(stored(rest, desk, { ...fields, ...(expiresOn === undefined ? {} : { expiresOn }) }));
  }, desk);
}

/** Publishes a draft or a withdrawn notice: readers in scope see it from now, as unread. */
export function publishNotice(board: NoticeBoard, user: NoticeUser, id: string, version: number, desk: NoticeDesk): NoticeChange {
  return change(board, user, id, version, 'notice:edit', (notice) => {
    if (notice.status === 'published') return refused(409, m.publishState);
    // An expiry that passed while it was withdrawn would publish it to nobody.
    const again = checked(notice, desk, notice.divisionCode);
    if (!again.ok) return again;
    return ok(stored(notice, desk, { status: 'published', publishedAt: formatDateTime(desk.nowMs) }));
  }, desk);
}

export function withdrawNotice(board: NoticeBoard, user: NoticeUser, id: string, version: number, desk: NoticeDesk): NoticeChange {
  return change(board, user, id, version, 'notice:edit', (notice) =>
    notice.status === 'published' ? ok(stored(notice, desk, { status: 'withdrawn' })) : refused(409, m.withdrawState),
  desk);
}

export function pinNotice(board: NoticeBoard, user: NoticeUser, id: string, pinned: boolean, version: number, desk: NoticeDesk): NoticeChange {
  return change(board, user, id, version, 'notice:edit', (notice) => ok(stored(notice, desk, { pinned })), desk);
}

/** Deletes a draft or a withdrawn notice, with everyone's read marks of it. */
export function removeNotice(board: NoticeBoard, user: NoticeUser, id: string, version: number): Result<NoticeBoard, NoticeFailure> {
  const found = managed(board, user, id, 'notice:remove');
  if (!found.ok) return found;
  if (found.value.version !== version) return refused(409, m.stale);
  if (found.value.status === 'published') return refused(409, m.removeState);
  const readBy = Object.fromEntries(Object.entries(board.readBy).map(([userId, ids]) => [userId, ids.filter((n) => n !== id)]));
  return ok({ ...board, notices: board.notices.filter((n) => n.id !== id), readBy, lastNumber: nextNumber(board) - 1 });
}

/** The editable notice for the 编辑 page. */
export function manageNotice(board: NoticeBoard, user: NoticeUser, id: string, dir: Directory): Result<NoticeDraft, NoticeFailure> {
  const found = managed(board, user, id, 'notice:edit');
  return found.ok ? ok(noticeDraftOf(found.value, dir)) : found;
}

const newestChangeFirst = (a: Notice, b: Notice): number => (a.updatedAt === b.updatedAt ? b.id.localeCompare(a.id) : a.updatedAt < b.updatedAt ? 1 : -1);

/** 发布管理: the notices of the user's division (all for the admin), filtered, most recently changed first. */
export function manageList(
  board: NoticeBoard,
  user: NoticeUser,
  query: NoticeManageQuery,
  dir: Directory,
): Result<{ rows: NoticeManageRow[]; total: number; pageIndex: number; pageSize: number }, NoticeFailure> {
  if (!checkPermission('notice:add', user.permissions)) return refused(403, m.noPermission);
  const title = query.title?.trim() ?? '';
  const notices = board.notices
    .filter((n) => user.privileged || n.divisionCode === user.divisionCode)
    .filter((n) => (query.status === undefined || n.status === query.status) && (query.category === undefined || n.category === query.category))
    .filter((n) => title === '' || n.title.includes(title))
    .sort(newestChangeFirst);
  const start = (query.pageIndex - 1) * query.pageSize;
  const rows = notices.slice(start, start + query.pageSize).map((notice): NoticeManageRow => {
    const readers = notice.status === 'draft' ? [] : readersInScope(notice, dir);
    const readCount = readers.filter((reader) => (board.readBy[reader.userId] ?? []).includes(notice.id)).length;
    return {
      id: notice.id,
      title: notice.title,
      category: notice.category,
      categoryLabel: noticeCategoryLabels[notice.category],
      status: notice.status,
      statusLabel: noticeStatusLabels[notice.status],
      pinned: notice.pinned,
      scopeName: divisionNameIn(dir)(notice.scopeCode),
      authorName: notice.authorName,
      publishedAt: notice.publishedAt,
      updatedAt: notice.updatedAt,
      ...(notice.expiresOn === undefined ? {} : { expiresOn: notice.expiresOn }),
      readCount,
      readerCount: readers.length,
      version: notice.version,
    };
  });
  return ok({ rows, total: notices.length, pageIndex: query.pageIndex, pageSize: query.pageSize });
}
