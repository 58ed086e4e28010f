import type { UserLevel } from '../directory/directory';
import { formatTimestamp } from '../format/date';
import { ok } from '../shared/result';
import { adminFieldLabels as l, adminMessages as m } from './admin-messages';
import { deptName, divisionName, isLocked, isWithin, refuse, requireAdmin, roleName, rowOf, targetOf, versionOf, type AdminCall, type AdminServed } from './admin-access';
import { ADMIN_ROLE_KEY, type AdminOptions, type AdminUserQuery, type AdminUserRow, type AuditBook, type AuditEntry, type ManagedUser, type UserDraft, type UserTarget } from './admin-types';
import { appendAudit, changesOf, type AuditFact } from './audit-log';
import { draftProblems, isAssignableRole, passwordProblem } from './user-draft';
import { type PageOf, pageOf } from '../shared/paging';

/** An accepted change: the user as it is now, its row, and the log with the change recorded. */
export interface UserChanged {
  readonly user: ManagedUser;
  readonly row: AdminUserRow;
  readonly audit: AuditBook;
  readonly entry: AuditEntry;
}

/** An accepted change that also sets a password, which the backend stores its own way (a hash, the plaintext). */
export interface UserWithPassword extends UserChanged {
  readonly password: string;
}

function recorded(call: AdminCall, operator: ManagedUser, user: ManagedUser, fact: Omit<AuditFact, 'operator' | 'target'>): UserChanged {
  const { book, entry } = appendAudit(call.audit, call.at, { ...fact, operator, target: user });
  return { user, row: rowOf({ ...call, users: call.users.map((u) => (u.userId === user.userId ? user : u)) }, user), audit: book, entry };
}

/** GET list: the users of a division and the divisions below it, by name or account, in userId order. */
export function adminUserPage(call: AdminCall, query: AdminUserQuery): AdminServed<PageOf<AdminUserRow>> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  const needle = query.text?.trim().toLowerCase() ?? '';
  const rows = call.users
    .filter((u) => u.kind === 'staff')
    .filter((u) => query.divisionCode === undefined || isWithin(call.divisions, u.divisionCode, query.divisionCode))
    .filter((u) => needle === '' || u.userName.toLowerCase().includes(needle) || u.nickName.toLowerCase().includes(needle))
    .sort((a, b) => Number(a.userId) - Number(b.userId) || a.userId.localeCompare(b.userId))
    .map((u) => rowOf(call, u));
  return ok(pageOf(rows, query.pageIndex, query.pageSize));
}

/** What the create dialog and the role dialog choose from; the gateway's role is never offered. */
export function adminOptions(call: AdminCall): AdminServed<AdminOptions> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  return ok({
    divisions: call.divisions,
    departments: call.departments.map(({ deptId, deptName: name, divisionCode, kind }) => ({ deptId, deptName: name, divisionCode, kind })),
    roles: call.roles.filter((role) => isAssignableRole(call, role.roleKey)),
  });
}

const levelOf = (call: AdminCall, roleKey: string, divisionCode: string): UserLevel =>
  roleKey === ADMIN_ROLE_KEY ? 'admin' : (call.divisions.find((d) => d.code === divisionCode)?.level ?? 'county');

const nextUserId = (users: readonly ManagedUser[]): string => String(users.reduce((max, u) => Math.max(max, Number(u.userId) || 0), 10_000) + 1);

/** 新建用户: every field checked at once (400 with fieldProblems); the log records the fields, never the password. */
export function createUser(call: AdminCall, draft: UserDraft): AdminServed<UserWithPassword> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  const problems = draftProblems(call, draft);
  if (Object.keys(problems).length > 0) return refuse(400, Object.values(problems)[0] ?? m.invalid, problems);
  const user: ManagedUser = {
    userId: nextUserId(call.users),
    userName: draft.userName,
    nickName: draft.nickName.trim(),
    level: levelOf(call, draft.roleKey, draft.divisionCode),
    kind: 'staff',
    deptId: draft.deptId,
    divisionCode: draft.divisionCode,
    roleKey: draft.roleKey,
    postName: '',
    phone: draft.phone,
    email: '',
    sex: '2',
    createTime: formatTimestamp(Date.parse(call.at)),
    avatar: '',
    failedLogins: 0,
    lockedUntil: 0,
    disabled: false,
    version: 1,
  };
  const changes = changesOf([
    [l.userName, '', user.userName],
    [l.nickName, '', user.nickName],
    [l.divisionCode, '', divisionName(call, user.divisionCode)],
    [l.deptId, '', deptName(call, user.deptId)],
    [l.phone, '', user.phone],
    [l.roleKey, '', roleName(call, user.roleKey)],
  ]);
  return ok({ ...recorded({ ...call, users: [...call.users, user] }, admin.value, user, { action: 'createUser', changes }), password: draft.password });
}

const statusText = (disabled: boolean): string => (disabled ? '停用' : '启用');

/** 停用 / 启用: not one's own account; a disabled account cannot sign in and its sessions are refused. */
export function setUserDisabled(call: AdminCall, target: UserTarget, disabled: boolean): AdminServed<UserChanged> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  const found = targetOf(call, target.userId, target.version);
  if (!found.ok) return found;
  if (found.value.userId === admin.value.userId) return refuse(403, m.notYourself);
  if ((found.value.disabled === true) === disabled) return refuse(409, m.alreadyInState);
  const user: ManagedUser = { ...found.value, disabled, version: versionOf(found.value) + 1 };
  const changes = changesOf([[l.disabled, statusText(!disabled), statusText(disabled)]]);
  return ok(recorded(call, admin.value, user, { action: disabled ? 'disableUser' : 'enableUser', changes }));
}

/** 解除锁定: ends the five-failure lock and its count; 409 when the account is not locked. */
export function unlockUser(call: AdminCall, target: UserTarget): AdminServed<UserChanged> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  const found = targetOf(call, target.userId, target.version);
  if (!found.ok) return found;
  if (!isLocked(found.value, Date.parse(call.at))) return refuse(409, m.notLocked);
  const user: ManagedUser = { ...found.value, failedLogins: 0, lockedUntil: 0, version: versionOf(found.value) + 1 };
  return ok(recorded(call, admin.value, user, { action: 'unlockUser', changes: [] }));
}

/** 重置密码: the new password obeys SPEC section 5; the log says that it was reset, never what to. */
export function resetPassword(call: AdminCall, target: UserTarget, password: string): AdminServed<UserWithPassword> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  const found = targetOf(call, target.userId, target.version);
  if (!found.ok) return found;
  const problem = passwordProblem(password);
  if (problem !== undefined) return refuse(400, problem, { password: problem });
  const user: ManagedUser = { ...found.value, version: versionOf(found.value) + 1 };
  return ok({ ...recorded(call, admin.value, user, { action: 'resetPassword', changes: [] }), password });
}

/** 分配角色: an assignable role other than the current one; not one's own (an administrator cannot demote themself). */
export function assignRole(call: AdminCall, target: UserTarget, roleKey: string): AdminServed<UserChanged> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  const found = targetOf(call, target.userId, target.version);
  if (!found.ok) return found;
  if (found.value.userId === admin.value.userId) return refuse(403, m.notYourself);
  if (!isAssignableRole(call, roleKey)) return refuse(400, m.roleUnknown, { roleKey: m.roleUnknown });
  if (found.value.roleKey === roleKey) return refuse(400, m.sameRole, { roleKey: m.sameRole });
  const user: ManagedUser = { ...found.value, roleKey, level: levelOf(call, roleKey, found.value.divisionCode), version: versionOf(found.value) + 1 };
  const changes = changesOf([[l.roleKey, roleName(call, found.value.roleKey), roleName(call, roleKey)]]);
  return ok(recorded(call, admin.value, user, { action: 'assignRole', changes }));
}
