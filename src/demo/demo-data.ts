import type { DemoAccount, DemoData } from './demo-types';
import { buildDepartments } from './departments';
import { buildDivisions } from './divisions';
import { buildMenus } from './menus';
import { LEVEL_PASSWORDS, buildUsers } from './people';
import { mulberry32 } from './prng';
import { buildRoles } from './roles';
import { buildVersion } from './version';

export type { DemoData, DemoUser, StoredUser } from './demo-types';
export { UID_LINK_PASSWORD, UID_LINK_USERNAME } from './people';

/** Fixed so every run, test and README screenshot sees the same province. */
const DEMO_SEED = 20260115;

/** The accounts the README lists (public on purpose: this is demo data). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: LEVEL_PASSWORDS.admin, level: 'admin', description: '系统管理员（江西省自然资源厅信息中心），拥有全部权限' },
  { username: 'province', password: LEVEL_PASSWORDS.province, level: 'province', description: '省厅业务人员（国土空间用途管制处 刘建华），审核并备案全省上报记录' },
  { username: 'city', password: LEVEL_PASSWORDS.city, level: 'city', description: '市局业务人员（南昌市自然资源局 王丽华），审核辖区县级上报并向省厅上报' },
  { username: 'county', password: LEVEL_PASSWORDS.county, level: 'county', description: '县局业务人员（南昌县自然资源局 陈志强），录入并上报用地备案' },
];

/** The whole demo data set; pure and deterministic (same seed, same output). */
export function generateDemoData(): DemoData {
  const random = mulberry32(DEMO_SEED);
  const divisions = buildDivisions();
  const departments = buildDepartments(divisions);
  return {
    seed: DEMO_SEED,
    divisions,
    departments,
    roles: buildRoles(),
    menus: buildMenus(),
    users: buildUsers(random, departments),
    version: buildVersion(),
  };
}
