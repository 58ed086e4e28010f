import type { Department, Division } from '../directory/directory';
import { err, ok, type Result } from '../shared/result';
import { adminMessages as m } from './admin-messages';
import { ADMIN_ROLE_KEY, type AdminUserRow, type AuditBook, type ManagedUser, type RoleOption } from './admin-types';

/** A refusal of an administration call; `fieldProblems` (400) names the field of each message. */
export interface AdminFailure {
  readonly status: 400 | 403 | 404 | 409;
  readonly message: string;
  readonly fieldProblems?: Readonly<Record<string, string>>;
}
export type AdminServed<T> = Result<T, AdminFailure>;

/** What every administration call receives: the accounts, the directory, who asks, the clock and the log. */
export interface AdminCall {
  readonly users: readonly ManagedUser[];
  readonly divisions: readonly Division[];
  readonly departments: readonly Department[];
  readonly roles: readonly RoleOption[];
  readonly callerId: string;
  /** ISO 8601, the moment of the call. */
  readonly at: string;
  readonly audit: AuditBook;
}

export const refuse = (status: AdminFailure['status'], message: string, fieldProblems?: Readonly<Record<string, string>>): AdminServed<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

/** Only an enabled staff account with the administrator role administers; everyone else gets 403. */
export function requireAdmin(call: Pick<AdminCall, 'users' | 'callerId'>): AdminServed<ManagedUser> {
  const caller = call.users.find((user) => user.userId === call.callerId);
  if (caller === undefined || caller.kind !== 'staff' || caller.disabled === true || caller.roleKey !== ADMIN_ROLE_KEY) return refuse(403, m.adminOnly);
  return ok(caller);
}

export const versionOf = (user: ManagedUser): number => user.version ?? 1;

/** Locked right now by the five-failure rule (src/domain/session/lockout). */
export const isLocked = (user: ManagedUser, now: number): boolean => user.lockedUntil > now;

export function rowOf(call: AdminCall, user: ManagedUser): AdminUserRow {
  const now = Date.parse(call.at);
  return {
    userId: user.userId,
    userName: user.userName,
    nickName: user.nickName,
    divisionCode: user.divisionCode,
    divisionName: call.divisions.find((d) => d.code === user.divisionCode)?.name ?? user.divisionCode,
    deptId: user.deptId,
    deptName: call.departments.find((d) => d.deptId === user.deptId)?.deptName ?? '',
    phone: user.phone,
    roleKey: user.roleKey,
    roleName: roleName(call, user.roleKey),
    disabled: user.disabled === true,
    locked: isLocked(user, now),
    createTime: user.createTime,
    version: versionOf(user),
  };
}

export const roleName = (call: Pick<AdminCall, 'roles'>, roleKey: string): string => call.roles.find((r) => r.roleKey === roleKey)?.roleName ?? roleKey;

export const divisionName = (call: Pick<AdminCall, 'divisions'>, code: string): string => call.divisions.find((d) => d.code === code)?.name ?? code;

export const deptName = (call: Pick<AdminCall, 'departments'>, deptId: string): string => call.departments.find((d) => d.deptId === deptId)?.deptName ?? deptId;

/** Whether `code` is `ancestor` or lies below it in the division tree. */
export function isWithin(divisions: readonly Division[], code: string, ancestor: string): boolean {
  const seen = new Set<string>();
  let current: string | undefined = code;
  while (current !== undefined && !seen.has(current)) {
    if (current === ancestor) return true;
    seen.add(current);
    const here: string = current;
    current = divisions.find((d) => d.code === here)?.parentCode;
  }
  return false;
}

/**
 * The user a change is aimed at, as the administrator saw it: 404 when gone (or a service
 * account, which is not managed here), 409 when someone changed it since.
 */
export function targetOf(call: AdminCall, userId: string, version: number): AdminServed<ManagedUser> {
  const user = call.users.find((u) => u.userId === userId);
  if (user === undefined) return refuse(404, m.userNotFound);
  if (user.kind === 'service') return refuse(403, m.serviceAccount);
  if (versionOf(user) !== version) return refuse(409, m.stale);
  return ok(user);
}
