import { inject, injectable } from 'inversify';
import type { AdminCall, AdminServed } from '../../domain/admin/admin-access';
import type { AdminOptions, AdminUserQuery, AdminUserRow, AuditEntry, AuditQuery, UserDraft, UserTarget } from '../../domain/admin/admin-types';
import { readAuditLog } from '../../domain/admin/audit-log';
import type { SystemSettings, SystemSettingsInput } from '../../domain/admin/site-info';
import { readSystemSettings, saveSystemSettings } from '../../domain/admin/system-settings';
import { adminOptions, adminUserPage, assignRole, createUser, resetPassword, setUserDisabled, unlockUser, type UserChanged, type UserWithPassword } from '../../domain/admin/user-admin';
import { passwordChangeMessages } from '../../domain/session/auth-failures';
import { storageKeys } from '../../domain/session/storage-keys';
import type { AdminApi } from '../../ports/admin.port';
import { adminUserListQuery, auditListQuery, systemSettingsBody, userDraftBody, userPasswordBody, userRoleBody, userStatusBody, userTargetBody } from '../../ports/api/admin.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { asQuery, parsedInput } from './memory-input';
import { servedOrThrow, statusError } from './memory-refusal';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** AdminApi on the in-memory backend: the same administration rules as the mock server. */
@injectable()
export class MemoryAdminApi implements AdminApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  users(query: AdminUserQuery): Promise<Page<AdminUserRow>> {
    return this.read(() => adminUserPage(this.call(), parsedInput(adminUserListQuery, asQuery(query))));
  }

  options(): Promise<AdminOptions> {
    return this.read(() => adminOptions(this.call()));
  }

  createUser(draft: UserDraft): Promise<AdminUserRow> {
    return this.runner.run(() => {
      const call = this.call();
      const body = parsedInput(userDraftBody, draft);
      return this.keep(createUser(call, { ...body, password: this.plain(body.password) }));
    }, quiet);
  }

  setDisabled(target: UserTarget, disabled: boolean): Promise<AdminUserRow> {
    return this.runner.run(() => {
      const call = this.call();
      const body = parsedInput(userStatusBody, { ...target, disabled });
      const row = this.keep(setUserDisabled(call, body, body.disabled));
      if (!body.disabled) this.backend.revokeUser(body.userId);
      return row;
    }, quiet);
  }

  unlock(target: UserTarget): Promise<AdminUserRow> {
    return this.runner.run(() => {
      const call = this.call();
      return this.keep(unlockUser(call, parsedInput(userTargetBody, target)));
    }, quiet);
  }

  resetPassword(target: UserTarget, encryptedPassword: string): Promise<AdminUserRow> {
    return this.runner.run(() => {
      const call = this.call();
      const body = parsedInput(userPasswordBody, { ...target, password: encryptedPassword });
      const row = this.keep(resetPassword(call, body, this.plain(body.password)));
      this.backend.revokeUser(body.userId);
      return row;
    }, quiet);
  }

  assignRole(target: UserTarget, roleKey: string): Promise<AdminUserRow> {
    return this.runner.run(() => {
      const call = this.call();
      const body = parsedInput(userRoleBody, { ...target, roleKey });
      return this.keep(assignRole(call, body, body.roleKey));
    }, quiet);
  }

  audit(query: AuditQuery): Promise<Page<AuditEntry>> {
    return this.read(() => readAuditLog(this.call(), parsedInput(auditListQuery, asQuery(query))));
  }

  systemSettings(): Promise<SystemSettings> {
    return this.read(() => readSystemSettings(this.call(), this.backend.systemSettings));
  }

  saveSystemSettings(input: SystemSettingsInput): Promise<SystemSettings> {
    return this.runner.run(() => {
      const call = this.call();
      const saved = servedOrThrow(saveSystemSettings(call, this.backend.systemSettings, parsedInput(systemSettingsBody, input)));
      this.backend.systemSettings = saved.settings;
      this.backend.audit = saved.audit;
      return saved.settings;
    }, quiet);
  }

  private read<T>(serve: () => AdminServed<T>): Promise<T> {
    return this.runner.run(() => servedOrThrow(serve()), quiet);
  }

  private keep(result: AdminServed<UserChanged | UserWithPassword>): AdminUserRow {
    const changed = servedOrThrow(result);
    this.backend.putAccount(changed.user, 'password' in changed ? changed.password : undefined);
    this.backend.audit = changed.audit;
    return changed.row;
  }

  private plain(encrypted: string): string {
    const plain = this.backend.cipher.decrypt(encrypted);
    if (plain === undefined) throw statusError(400, passwordChangeMessages.malformedPassword);
    return plain;
  }

  private call(): AdminCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { departments, divisions, roles } = this.backend.data;
    return { users: this.backend.allAccounts(), departments, divisions, roles, callerId: userId, at: new Date(this.backend.now()).toISOString(), audit: this.backend.audit };
  }
}
