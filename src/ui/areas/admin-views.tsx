import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 系统管理 (用户管理, 审计日志, 系统设置), loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  SettingUser: featureView(['admin'], () => import('../features/admin/user-admin-page')),
  SettingAudit: featureView(['admin'], () => import('../features/admin/audit-log-page')),
  SettingSystem: featureView(['admin'], () => import('../features/admin/system-settings-page')),
};
