import { inject, injectable } from 'inversify';
import type { AdminOptions, AdminUserQuery, AdminUserRow, AuditEntry, AuditQuery, UserDraft, UserTarget } from '../../domain/admin/admin-types';
import type { SystemSettings, SystemSettingsInput } from '../../domain/admin/site-info';
import type { AdminApi } from '../../ports/admin.port';
import type { Page } from '../../ports/api/page.dto';
import { ApiCaller, type CallOptions } from './api-caller';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** AdminApi over HTTP. */
@injectable()
export class HttpAdminApi implements AdminApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  users(query: AdminUserQuery): Promise<Page<AdminUserRow>> {
    return this.api.call('GET /api/user/admin/manage/users', { query }, quiet);
  }

  options(): Promise<AdminOptions> {
    return this.api.call('GET /api/user/admin/manage/options', {}, quiet);
  }

  createUser(draft: UserDraft): Promise<AdminUserRow> {
    return this.api.call('POST /api/user/admin/manage/users', { body: draft }, quiet);
  }

  setDisabled(target: UserTarget, disabled: boolean): Promise<AdminUserRow> {
    return this.api.call('POST /api/user/admin/manage/status', { body: { ...target, disabled } }, quiet);
  }

  unlock(target: UserTarget): Promise<AdminUserRow> {
    return this.api.call('POST /api/user/admin/manage/unlock', { body: target }, quiet);
  }

  resetPassword(target: UserTarget, encryptedPassword: string): Promise<AdminUserRow> {
    return this.api.call('POST /api/user/admin/manage/password', { body: { ...target, password: encryptedPassword } }, quiet);
  }

  assignRole(target: UserTarget, roleKey: string): Promise<AdminUserRow> {
    return this.api.call('POST /api/user/admin/manage/role', { body: { ...target, roleKey } }, quiet);
  }

  audit(query: AuditQuery): Promise<Page<AuditEntry>> {
    return this.api.call('GET /api/user/admin/manage/audit', { query }, quiet);
  }

  systemSettings(): Promise<SystemSettings> {
    return this.api.call('GET /api/user/admin/manage/system', {}, quiet);
  }

  saveSystemSettings(input: SystemSettingsInput): Promise<SystemSettings> {
    return this.api.call('PUT /api/user/admin/manage/system', { body: input }, quiet);
  }
}
