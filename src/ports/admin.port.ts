import type { ServiceIdentifier } from 'inversify';
import type { AdminOptions, AdminUserQuery, AdminUserRow, AuditEntry, AuditQuery, UserDraft, UserTarget } from '../domain/admin/admin-types';
import type { SystemSettings, SystemSettingsInput } from '../domain/admin/site-info';
import type { Page } from './api/page.dto';

/**
 * 用户管理, 审计日志 and 系统参数, the administrator's only. Refusals reject with an ApiFailure:
 * 403 for anyone else, 404 for a user that is gone, 409 when the record changed since it was
 * read, 400 with the fields' messages (body.fieldProblems). Passwords are passed already encrypted.
 */
export interface AdminApi {
  users(query: AdminUserQuery): Promise<Page<AdminUserRow>>;
  options(): Promise<AdminOptions>;
  createUser(draft: UserDraft): Promise<AdminUserRow>;
  setDisabled(target: UserTarget, disabled: boolean): Promise<AdminUserRow>;
  unlock(target: UserTarget): Promise<AdminUserRow>;
  resetPassword(target: UserTarget, encryptedPassword: string): Promise<AdminUserRow>;
  assignRole(target: UserTarget, roleKey: string): Promise<AdminUserRow>;
  audit(query: AuditQuery): Promise<Page<AuditEntry>>;
  systemSettings(): Promise<SystemSettings>;
  saveSystemSettings(input: SystemSettingsInput): Promise<SystemSettings>;
}
export const AdminApi = Symbol.for('AdminApi') as ServiceIdentifier<AdminApi>;
