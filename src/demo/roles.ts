import { ADMIN_ROLE_KEY } from '../domain/admin/admin-types';
import type { Role } from './demo-types';

export const ROLE_KEYS = {
  admin: ADMIN_ROLE_KEY,
  province: 'province_staff',
  city: 'city_staff',
  county: 'county_staff',
  uidLink: 'uid_link',
} as const;

const COMMON = ['notice:list', 'notice:view', 'process:box:list', 'process:handle:send', 'process:handle:opinion', 'bookmark:list', 'bookmark:edit', 'file:upload', 'file:preview', 'file:download'];

/**
 * Permission strings per level, module:entity:action as the shell's permission checks expect.
 * The province reviews and files; cities review and report upward; counties enter and report.
 */
export function buildRoles(): Role[] {
  return [
    { roleKey: ROLE_KEYS.admin, roleName: '系统管理员', permissions: ['*:*:*'] },
    {
      roleKey: ROLE_KEYS.province,
      roleName: '省厅业务人员',
      permissions: [
        ...COMMON,
        'notice:add',
        'notice:edit',
        'notice:remove',
        'record:reported:list',
        'record:query:list',
        'record:rollBack:list',
        'record:approve',
        'record:rollback',
        'record:license',
        'record:tuijuan:check',
        'stats:view',
        'stats:export',
        'onemap:view',
        'temporaryLand:list',
        'special:view',
        'special:export',
        'supervise:add',
        'supervise:list',
      ],
    },
    {
      roleKey: ROLE_KEYS.city,
      roleName: '市局业务人员',
      permissions: [
        ...COMMON,
        'notice:add',
        'notice:edit',
        'notice:remove',
        'record:toBeReported:list',
        'record:reported:list',
        'record:query:list',
        'record:rollBack:list',
        'record:report',
        'record:rollback',
        'stats:view',
        'stats:export',
        'onemap:view',
        'temporaryLand:list',
        'special:view',
        'supervise:list',
      ],
    },
    {
      roleKey: ROLE_KEYS.county,
      roleName: '县局业务人员',
      permissions: [
        ...COMMON,
        'record:toBeReported:list',
        'record:reported:list',
        'record:query:list',
        'record:rollBack:list',
        'record:add',
        'record:edit',
        'record:remove',
        'record:report',
        'record:tuijuan:apply',
        'stats:view',
        'onemap:view',
        'temporaryLand:list',
        'temporaryLand:edit',
        'special:view',
        'special:edit',
      ],
    },
    { roleKey: ROLE_KEYS.uidLink, roleName: '链接登录服务', permissions: [] },
  ];
}
