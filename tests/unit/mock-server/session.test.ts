import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeSystemManagement, type MenuEntry } from '../../../src/domain/menu/menu';
import type { TreeOption } from '../../../src/ports/api/user.dto';
import { bearer, call, signIn, startServer, type TestServer } from './mock-client';

const EXPIRED = { code: 401, msg: '登录状态已过期，请重新登录', error: 'unauthorized', error_description: '登录状态已过期，请重新登录' };

describe('mock server sessions', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server, 'county', 'County@2026');
  });
  afterAll(async () => {
    await server.dispose();
  });

  it.each(['/api/user/getInfo', '/api/user/getRouters', '/api/user/admin/user/profile', '/api/user/admin/user/treeselect', '/api/op/version/get'])(
    'answers 401 on %s without a token or with a bad one',
    async (path) => {
      const none = await call(server, path);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ code: 401, msg: '认证失败，请重新登录', error: 'unauthorized', error_description: '认证失败，请重新登录' });
      const bad = await call(server, path, { headers: bearer('not-a-token') });
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual(EXPIRED);
    },
  );

  it('returns the user info with roles, permissions and the division', async () => {
    const info = await call(server, '/api/user/getInfo', { headers: bearer(token) });
    expect(info.body.code).toBe(0);
    expect(info.body.data).toMatchObject({
      roles: ['county_staff'],
      user: { userId: '10004', userName: 'county', nickName: '陈志强', deptName: '用途管制股', divisionName: '南昌县', level: 'county', avatar: '' },
    });
    expect(info.body.data.permissions).toContain('record:report');
    expect(JSON.stringify(info.body)).not.toMatch(/passwordHash|scrypt|failedLogins/);
  });

  it('gives the admin every permission', async () => {
    const admin = await signIn(server, 'admin', 'Admin@2026');
    const info = await call(server, '/api/user/getInfo', { headers: bearer(admin) });
    expect(info.body.data.permissions).toEqual(['*:*:*']);
  });

  it('returns the role menu including 系统管理, which the client drops', async () => {
    const routers = await call(server, '/api/user/getRouters', { headers: bearer(token) });
    const menu = routers.body.data as MenuEntry[];
    expect(menu.map((e) => e.name)).toContain('System');
    expect(removeSystemManagement(menu).map((e) => e.meta?.title)).toEqual([
      '通知公告管理',
      '备案管理',
      '备案统计分析',
      '专题图',
      '临时用地及建设踏勘',
      '专项统计',
      '我的事务',
      '个人秘书',
      '会议管理',
      '档案管理',
      '台账管理',
      '案件管理',
    ]);
  });

  it('returns a people tree whose leaves are all people', async () => {
    const tree = (await call(server, '/api/user/admin/user/treeselect', { headers: bearer(token) })).body.data as TreeOption[];
    expect(tree[0]).toMatchObject({ label: '江西省自然资源厅', asUnit: true });
    const leaves = (options: readonly TreeOption[]): TreeOption[] =>
      options.flatMap((o) => (o.children === undefined ? [o] : leaves(o.children)));
    const people = leaves(tree);
    expect(people.length).toBeGreaterThanOrEqual(18);
    expect(people.every((p) => p.type === 'TbUser')).toBe(true);
    expect(people.map((p) => p.label)).toEqual(expect.arrayContaining(['刘建华', '王丽华', '陈志强']));
  });

  it('serves the version and counts visits per account', async () => {
    const version = await call(server, '/api/op/version/get', { headers: bearer(token) });
    expect(version.body.data).toMatchObject({ name: '用地备案与办公管理系统' });
    expect((await call(server, '/api/op/version/visits?account=county', { headers: bearer(token) })).body.data).toBe(0);
    const bumped = await call(server, '/api/op/version/updateVersion?account=county', { method: 'POST', headers: bearer(token) });
    expect(bumped.body.data).toBe(1);
    expect((await call(server, '/api/op/version/visits?account=county', { headers: bearer(token) })).body.data).toBe(1);
    const other = await call(server, '/api/op/version/updateVersion?account=city', { method: 'POST', headers: bearer(token) });
    expect(other.status).toBe(403);
    expect(other.body.error_description).toBe('只能更新本人的访问记录');
    expect((await call(server, '/api/op/version/visits', { headers: bearer(token) })).body.error_description).toBe('账号不能为空');
  });

  it('refuses a revoked token', async () => {
    const own = await signIn(server, 'city', 'City@2026');
    const revoked = await call(server, '/api/user/oauth/revoke', { method: 'DELETE', headers: bearer(own) });
    expect(revoked.body).toEqual({ code: 0, msg: '操作成功', data: null });
    const after = await call(server, '/api/user/getInfo', { headers: bearer(own) });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(EXPIRED);
    expect((await call(server, '/api/user/getInfo', { headers: bearer(token) })).status).toBe(200);
  });

  it('expires tokens after their lifetime', async () => {
    let now = Date.UTC(2026, 0, 15, 1, 0, 0);
    const short = await startServer({ tokenTtlSeconds: 60, clock: () => now });
    try {
      const own = await signIn(short, 'province', 'Prov@2026');
      now += 59_999;
      expect((await call(short, '/api/user/getInfo', { headers: bearer(own) })).status).toBe(200);
      now += 1;
      expect((await call(short, '/api/user/getInfo', { headers: bearer(own) })).body).toEqual(EXPIRED);
    } finally {
      await short.dispose();
    }
  });
});
