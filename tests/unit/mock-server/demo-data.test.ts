import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  UID_LINK_PASSWORD,
  UID_LINK_USERNAME,
  generateDemoData,
} from '../../../src/demo/demo-data';
import { removeSystemManagement, type MenuEntry } from '../../../src/domain/menu/menu';
import { isEmail, isPhone, isStrongPassword } from '../../../src/domain/validation/validators';
import * as defaults from '../../../src/ports/api/defaults';

describe('demo data generator', () => {
  const data = generateDemoData();

  it('is deterministic', () => {
    expect(generateDemoData()).toStrictEqual(data);
  });

  it('has Jiangxi, its 11 cities and 60 to 100 counties with 6-digit codes and parents', () => {
    const province = data.divisions.filter((d) => d.level === 'province');
    const cities = data.divisions.filter((d) => d.level === 'city');
    const counties = data.divisions.filter((d) => d.level === 'county');
    expect(province).toEqual([{ code: '360000', name: '江西省', level: 'province', parentCode: undefined }]);
    expect(cities.map((c) => c.name)).toEqual(['南昌市', '景德镇市', '萍乡市', '九江市', '新余市', '鹰潭市', '赣州市', '吉安市', '宜春市', '抚州市', '上饶市']);
    expect(cities.every((c) => c.parentCode === '360000' && /^36\d{2}00$/.test(c.code))).toBe(true);
    expect(counties.length).toBeGreaterThanOrEqual(60);
    expect(counties.length).toBeLessThanOrEqual(100);
    for (const county of counties) {
      expect(county.code).toMatch(/^\d{6}$/);
      expect(county.code.slice(0, 4)).toBe(county.parentCode?.slice(0, 4));
    }
    expect(new Set(data.divisions.map((d) => d.code)).size).toBe(data.divisions.length);
    expect(counties.find((c) => c.code === '360121')?.name).toBe('南昌县');
  });

  it('has a bureau with offices per division, parented along the division tree', () => {
    const ids = new Set(data.departments.map((d) => d.deptId));
    expect(ids.size).toBe(data.departments.length);
    for (const dept of data.departments) if (dept.parentId !== undefined) expect(ids.has(dept.parentId)).toBe(true);
    const names = data.departments.filter((d) => d.divisionCode === '360000').map((d) => d.deptName);
    expect(names).toEqual(expect.arrayContaining(['江西省自然资源厅', '办公室', '耕地保护监督处', '国土空间用途管制处', '执法局', '信息中心']));
    expect(data.departments.some((d) => d.deptName === '南昌市自然资源局')).toBe(true);
    expect(data.departments.some((d) => d.deptName === '南昌县自然资源局')).toBe(true);
  });

  it('has the four README accounts, colleagues at every level and valid contact data', () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = data.users.find((u) => u.userName === account.username);
      expect(user?.password).toBe(account.password);
      expect(user?.level).toBe(account.level);
    }
    expect(data.users.find((u) => u.userName === 'county')?.divisionCode).toBe('360121');
    expect(data.users.find((u) => u.userName === 'city')?.divisionCode).toBe('360100');
    for (const level of ['province', 'city', 'county'] as const) {
      expect(data.users.filter((u) => u.level === level && u.kind === 'staff').length).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(data.users.map((u) => u.userName)).size).toBe(data.users.length);
    expect(new Set(data.users.map((u) => u.userId)).size).toBe(data.users.length);
    for (const user of data.users) {
      expect(isStrongPassword(user.password), user.userName).toBe(true);
      expect(isPhone(user.phone), user.phone).toBe(true);
      expect(isEmail(user.email), user.email).toBe(true);
      expect(user.nickName).toMatch(/^[\u4e00-\u9fa5]{2,8}$/);
      expect(data.departments.some((d) => d.deptId === user.deptId && d.divisionCode === user.divisionCode)).toBe(true);
    }
  });

  it('has the uid link service account with the credential of src/ports/api/defaults', () => {
    expect(UID_LINK_USERNAME).toBe(defaults.UID_LINK_USERNAME);
    expect(UID_LINK_PASSWORD).toBe(defaults.UID_LINK_PASSWORD);
    const gateway = data.users.find((u) => u.userName === UID_LINK_USERNAME);
    expect(gateway).toMatchObject({ kind: 'service', password: UID_LINK_PASSWORD });
  });

  it('gives the admin every permission and every role a menu with the SPEC areas and 系统管理', () => {
    expect(data.roles.find((r) => r.roleKey === 'admin')?.permissions).toEqual(['*:*:*']);
    const walk = (entries: readonly MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...walk(e.children ?? [])]);
    for (const user of data.users.filter((u) => u.kind === 'staff')) {
      const menu = data.menus[user.roleKey] ?? [];
      const titles = menu.map((e) => e.meta?.title);
      expect(titles).toEqual(expect.arrayContaining(['通知公告管理', '备案管理', '备案统计分析', '专题图', '临时用地及建设踏勘', '专项统计', '系统管理']));
      expect(removeSystemManagement(menu).some((e) => e.name === 'System')).toBe(false);
      const entries = walk(menu);
      expect(new Set(entries.map((e) => e.meta?.menuId)).size).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.meta?.title).toBeTruthy();
        expect(entry.meta?.icon).toBeTruthy();
        expect(typeof entry.meta?.menuId).toBe('number');
        expect(entry.component).toBeTruthy();
      }
    }
    const county = walk(data.menus['county_staff'] ?? []);
    expect(county.find((e) => e.name === 'ToBeReportedSchedule')).toMatchObject({ path: 'toBeReported', component: 'recordReport/toBeReported/index' });
    expect(county.find((e) => e.name === 'RecordReport')?.path).toBe('/recordReport');
    expect(county.map((e) => e.name)).toEqual(expect.arrayContaining(['ReportedSchedule', 'QuerySchedule', 'RollBackSchedule']));
  });

  it('has version info for the first-visit dialog', () => {
    expect(data.version).toMatchObject({ name: '用地备案与办公管理系统' });
    expect(data.version.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
