import type { Actor, Principal, ProcessDefinition } from '../definition';
import { definitionById } from '../definitions';
import { userId as asUserId } from '../ids';
import type { Refusal, RefusalCode } from '../refusals';
import { formatEpoch, CHINA_UTC_OFFSET_MINUTES, type DisplayPattern } from '../../format/date';
import { err, ok } from '../../shared/result';
import type { AffairBook, Directory, Served, ServiceFailure, StoredAffair } from './types';

/** Only the system administrator is privileged (special send, obsolete/restore anything, sees all); province staff are not. */
const PRIVILEGED_ROLE = 'admin';

export const failure = (status: ServiceFailure['status'], message: string): Served<never> => err({ status, message });

const FORBIDDEN: readonly RefusalCode[] = ['not-holder', 'not-privileged', 'not-registrant', 'not-sender', 'not-delegate'];
const CONFLICT: readonly RefusalCode[] = ['wrong-status', 'suspended', 'already-acted', 'cannot-get-back', 'cannot-restore', 'stale-version'];

/** An engine refusal as an HTTP status: 403 not yours, 409 the state does not allow it, 400 bad input. */
export function refused(refusal: Refusal): Served<never> {
  if (FORBIDDEN.includes(refusal.code)) return failure(403, refusal.reason);
  return failure(CONFLICT.includes(refusal.code) ? 409 : 400, refusal.reason);
}

/** The engine's view of a user: their office and their bureau (a unit) designate them. */
export function actorOf(dir: Directory, id: string): Served<Actor> {
  const user = dir.users.find((u) => u.userId === id && u.kind === 'staff');
  if (user === undefined) return failure(403, '当前用户不存在或已停用');
  return ok({ userId: asUserId(user.userId), orgIds: [user.deptId, `D${user.divisionCode}`], privileged: user.roleKey === PRIVILEGED_ROLE });
}

export const userName = (dir: Directory, id: string | undefined): string =>
  id === undefined ? '' : (dir.users.find((u) => u.userId === id)?.nickName ?? id);

const departmentName = (dir: Directory, id: string): string => dir.departments.find((d) => d.deptId === id)?.fullName ?? id;

export const principalName = (dir: Directory, principal: Principal | undefined): string =>
  principal === undefined ? '' : principal.kind === 'person' ? userName(dir, principal.id) : departmentName(dir, principal.id);

export function definitionOf(procDefId: string): Served<ProcessDefinition> {
  const definition = definitionById(procDefId);
  return definition === undefined ? failure(404, '流程定义不存在') : ok(definition);
}

export function storedOf(book: AffairBook, key: string): Served<StoredAffair> {
  const stored = book.affairs.find((s) => s.affair.keyDigNumGather === key);
  return stored === undefined ? failure(404, '事务不存在或已被删除') : ok(stored);
}

/** An ISO time shown in Beijing time ('' when it is not a time). */
export function shown(at: string, pattern: DisplayPattern = 'yyyy-MM-dd HH:mm'): string {
  const epoch = Date.parse(at);
  return Number.isNaN(epoch) ? '' : formatEpoch(epoch, CHINA_UTC_OFFSET_MINUTES, pattern);
}

/** The Beijing calendar day of an ISO time (YYYY-MM-DD): deadlines and date filters are Beijing days. */
export const beijingDay = (at: string): string => shown(at, 'yyyy-MM-dd');

export const nodeName = (definition: ProcessDefinition, id: string | undefined): string =>
  id === undefined ? '' : (definition.nodes.find((n) => n.id === id)?.name ?? id);
