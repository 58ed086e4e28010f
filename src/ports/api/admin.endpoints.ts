import type { AdminOptions, AdminUserQuery, AdminUserRow, AuditEntry, AuditQuery, UserDraft, UserTarget } from '../../domain/admin/admin-types';
import type { SiteInfo, SystemSettings, SystemSettingsInput } from '../../domain/admin/site-info';
import type { Page } from './page.dto';

/**
 * 用户管理, 审计日志 and 系统参数 (our own calls under /api/user/admin; SPEC section 7 names none).
 * All but the site information are the administrator's only (403 for anyone else); a change
 * against a version that moved on is 409; passwords travel AES-encrypted like updatePwd's.
 */
export interface AdminEndpoints {
  'GET /api/user/admin/manage/users': { query: AdminUserQuery; data: Page<AdminUserRow> };
  'GET /api/user/admin/manage/options': { data: AdminOptions };
  /** 400 with fieldProblems (per field of the draft). */
  'POST /api/user/admin/manage/users': { body: UserDraft; data: AdminUserRow };
  'POST /api/user/admin/manage/status': { body: UserTarget & { readonly disabled: boolean }; data: AdminUserRow };
  'POST /api/user/admin/manage/unlock': { body: UserTarget; data: AdminUserRow };
  'POST /api/user/admin/manage/password': { body: UserTarget & { readonly password: string }; data: AdminUserRow };
  'POST /api/user/admin/manage/role': { body: UserTarget & { readonly roleKey: string }; data: AdminUserRow };
  'GET /api/user/admin/manage/audit': { query: AuditQuery; data: Page<AuditEntry> };
  'GET /api/user/admin/manage/system': { data: SystemSettings };
  /** 400 with fieldProblems; applies at once (new sessions, the login page, the lists' page size). */
  'PUT /api/user/admin/manage/system': { body: SystemSettingsInput; data: SystemSettings };
  /** Public: what the login page shows before anyone signs in. */
  'GET /api/user/public/site': { data: SiteInfo };
}
