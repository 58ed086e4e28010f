import type { Directory } from '../directory/directory';
import { checkPermission } from '../permission/permission';
import { err, ok, type Result } from '../shared/result';
import { noticeMessages as m } from './notice-messages';
import type { NoticeFailure, NoticeUser } from './notice-rules';
import { covers } from './notice-scope';
import type { Notice, NoticeBoard, NoticeReceiptPerson, NoticeReceipts, NoticeReceiptUnit } from './notice-types';

type DirectoryUser = Directory['users'][number];

/**
 * The people a notice is meant for: staff whose division is in its scope. The administrator reads
 * everything and is no one's reader; the service account never signs in to read.
 */
export const readersInScope = (notice: Pick<Notice, 'scopeCode'>, dir: Directory): DirectoryUser[] =>
  dir.users.filter((u) => u.kind === 'staff' && u.roleKey !== 'admin' && covers(notice.scopeCode, u.divisionCode));

const personOf = (user: DirectoryUser, dir: Directory): NoticeReceiptPerson => ({
  userId: user.userId,
  name: user.nickName,
  deptName: dir.departments.find((d) => d.deptId === user.deptId)?.deptName ?? '',
});

/** A notice the user may see the receipts of (and remind for): their division's, with the edit permission. */
function receiptsTarget(board: NoticeBoard, user: NoticeUser, id: string): Result<Notice, NoticeFailure> {
  if (!checkPermission('notice:edit', user.permissions)) return err({ status: 403, message: m.noPermission });
  const notice = board.notices.find((n) => n.id === id);
  if (notice === undefined || !(user.privileged || notice.divisionCode === user.divisionCode)) return err({ status: 404, message: m.notManaged });
  return ok(notice);
}

const hasOpened = (board: NoticeBoard, userId: string, id: string): boolean => Object.hasOwn(board.readBy, userId) && (board.readBy[userId] ?? []).includes(id);

/** 已读 / 未读 per unit of the scope, units in division-code order, people in userId order. */
export function noticeReceipts(board: NoticeBoard, user: NoticeUser, id: string, dir: Directory): Result<NoticeReceipts, NoticeFailure> {
  const target = receiptsTarget(board, user, id);
  if (!target.ok) return target;
  const notice = target.value;
  if (notice.status === 'draft') return err({ status: 409, message: m.receiptsState });
  const readers = readersInScope(notice, dir).sort((a, b) => a.userId.localeCompare(b.userId));
  const codes = [...new Set(readers.map((r) => r.divisionCode))].sort();
  const units = codes.map((code): NoticeReceiptUnit => {
    const here = readers.filter((r) => r.divisionCode === code);
    return {
      divisionCode: code,
      divisionName: dir.divisions.find((d) => d.code === code)?.name ?? code,
      read: here.filter((r) => hasOpened(board, r.userId, id)).map((r) => personOf(r, dir)),
      unread: here.filter((r) => !hasOpened(board, r.userId, id)).map((r) => personOf(r, dir)),
    };
  });
  const readCount = units.reduce((sum, unit) => sum + unit.read.length, 0);
  return ok({ noticeId: id, readCount, unreadCount: readers.length - readCount, units });
}

/** Whom a reminder goes to: the unread readers of a published notice, and the notice itself for the message. */
export function remindTargets(board: NoticeBoard, user: NoticeUser, id: string, dir: Directory): Result<{ notice: Notice; userIds: string[] }, NoticeFailure> {
  const target = receiptsTarget(board, user, id);
  if (!target.ok) return target;
  if (target.value.status !== 'published') return err({ status: 409, message: m.remindState });
  const userIds = readersInScope(target.value, dir)
    .filter((r) => !hasOpened(board, r.userId, id))
    .map((r) => r.userId);
  return ok({ notice: target.value, userIds });
}
