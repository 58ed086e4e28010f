import { adminOptions, adminUserPage, assignRole, createUser, resetPassword, setUserDisabled, unlockUser, type UserChanged, type UserWithPassword } from '../../src/domain/admin/user-admin';
import type { AdminCall, AdminServed } from '../../src/domain/admin/admin-access';
import { readAuditLog } from '../../src/domain/admin/audit-log';
import { DEFAULT_SYSTEM_SETTINGS, siteInfoOf, type SystemSettings } from '../../src/domain/admin/site-info';
import { readSystemSettings, saveSystemSettings } from '../../src/domain/admin/system-settings';
import { passwordChangeMessages } from '../../src/domain/session/auth-failures';
import { emptyAuditBook, type AdminUserRow } from '../../src/domain/admin/admin-types';
import { adminUserListQuery, auditListQuery, systemSettingsBody, userDraftBody, userPasswordBody, userRoleBody, userStatusBody, userTargetBody } from '../../src/ports/api/admin.schema';
import { revokeUserTokens } from '../auth/tokens';
import type { Db, DbUser } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { hashPassword } from '../security/passwords';
import { atOf } from './process/book';

function unwrap<T>(result: AdminServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

export const systemSettingsOf = (db: Readonly<Db>): SystemSettings => db.systemSettings ?? DEFAULT_SYSTEM_SETTINGS;

const callOf = (db: Readonly<Db>, ctx: AuthedContext, at: string): AdminCall => ({
  users: db.users,
  divisions: db.divisions,
  departments: db.departments,
  roles: db.roles,
  callerId: ctx.session.user.userId,
  at,
  audit: db.audit ?? emptyAuditBook,
});

/** The decrypted password of a create or reset, or 400 when it does not decrypt. */
function plainPassword(ctx: AuthedContext, encrypted: string): string {
  const plain = ctx.server.cipher.decrypt(encrypted);
  if (plain === undefined) throw new HttpError(400, passwordChangeMessages.malformedPassword);
  return plain;
}

/** Writes an accepted change (and its password's hash, when it sets one) in the same step as its log entry. */
function stored(db: Db, changed: UserChanged, passwordHash?: string): AdminUserRow {
  const existing = db.users.find((u) => u.userId === changed.user.userId);
  const user: DbUser = { ...(existing ?? { passwordHash: passwordHash ?? '' }), ...changed.user, ...(passwordHash === undefined ? {} : { passwordHash }) };
  db.users = existing === undefined ? [...db.users, user] : db.users.map((u) => (u.userId === user.userId ? user : u));
  db.audit = changed.audit;
  return changed.row;
}

/** 用户管理, 审计日志 and 系统参数: thin I/O over src/domain/admin. */
export function adminRoutes(host: RouteHost): void {
  route(host, 'GET /api/user/admin/manage/users', { auth: 'bearer', input: { query: adminUserListQuery } }, async ({ query }, ctx) =>
    unwrap(adminUserPage(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query)),
  );

  route(host, 'GET /api/user/admin/manage/options', { auth: 'bearer', input: {} }, async (_input, ctx) => unwrap(adminOptions(callOf(ctx.server.store.db, ctx, atOf(ctx.server)))));

  // The hash is slow, so it is made first; the change is judged again on the data as it then is.
  const withPassword = async (ctx: AuthedContext, encrypted: string, judge: (call: AdminCall, password: string) => AdminServed<UserWithPassword>): Promise<AdminUserRow> => {
    const password = plainPassword(ctx, encrypted);
    unwrap(judge(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), password));
    const passwordHash = await hashPassword(password);
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => stored(db, unwrap(judge(callOf(db, ctx, at), password)), passwordHash));
  };

  route(host, 'POST /api/user/admin/manage/users', { auth: 'bearer', input: { body: userDraftBody } }, async ({ body }, ctx) =>
    withPassword(ctx, body.password, (call, password) => createUser(call, { ...body, password })),
  );

  route(host, 'POST /api/user/admin/manage/password', { auth: 'bearer', input: { body: userPasswordBody } }, async ({ body }, ctx) => {
    const row = await withPassword(ctx, body.password, (call, password) => resetPassword(call, body, password));
    // Whoever was signed in with the old password signs in again.
    await revokeUserTokens(ctx.server, body.userId);
    return row;
  });

  const change = (ctx: AuthedContext, judge: (call: AdminCall) => AdminServed<UserChanged>): Promise<AdminUserRow> => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => stored(db, unwrap(judge(callOf(db, ctx, at)))));
  };

  route(host, 'POST /api/user/admin/manage/status', { auth: 'bearer', input: { body: userStatusBody } }, async ({ body }, ctx) => {
    const row = await change(ctx, (call) => setUserDisabled(call, body, body.disabled));
    // Sessions refused while disabled stay refused once enabled again: the user signs in afresh.
    if (!body.disabled) await revokeUserTokens(ctx.server, body.userId);
    return row;
  });

  route(host, 'POST /api/user/admin/manage/unlock', { auth: 'bearer', input: { body: userTargetBody } }, async ({ body }, ctx) => change(ctx, (call) => unlockUser(call, body)));

  route(host, 'POST /api/user/admin/manage/role', { auth: 'bearer', input: { body: userRoleBody } }, async ({ body }, ctx) => change(ctx, (call) => assignRole(call, body, body.roleKey)));

  route(host, 'GET /api/user/admin/manage/audit', { auth: 'bearer', input: { query: auditListQuery } }, async ({ query }, ctx) =>
    unwrap(readAuditLog(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query)),
  );

  route(host, 'GET /api/user/admin/manage/system', { auth: 'bearer', input: {} }, async (_input, ctx) =>
    unwrap(readSystemSettings(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), systemSettingsOf(ctx.server.store.db))),
  );

  route(host, 'PUT /api/user/admin/manage/system', { auth: 'bearer', input: { body: systemSettingsBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const saved = unwrap(saveSystemSettings(callOf(db, ctx, at), systemSettingsOf(db), body));
      db.systemSettings = saved.settings;
      db.audit = saved.audit;
      return saved.settings;
    });
  });

  route(host, 'GET /api/user/public/site', { auth: 'public', input: {} }, async (_input, { server }) => siteInfoOf(systemSettingsOf(server.store.db)));
}
