import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';
import { adminOnly } from '../features/admin/admin-gate';
import { adminTexts as t } from '../features/admin/admin-texts';

/** The views of 系统管理 (用户管理, 审计日志, 系统设置), loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  SettingUser: adminOnly(t.usersHeading, featureView(['admin'], () => import('../features/admin/user-admin-page'))),
  SettingAudit: adminOnly(t.auditHeading, featureView(['admin'], () => import('../features/admin/audit-log-page'))),
  SettingSystem: adminOnly(t.systemHeading, featureView(['admin'], () => import('../features/admin/system-settings-page'))),
};
