import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { DEMO_FAVOURITE_COUNTS, EMPTY_FAVOURITES_USER } from '../../../src/demo/favourites';
import { bearer, call, signIn, startServer, type Answer, type TestServer } from './mock-client';

const demo = generateDemoData();
const passwordOf = (userName: string): string => demo.users.find((user) => user.userName === userName)?.password ?? '';

describe('mock server bookmarks', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const token = async (userName: string): Promise<string> => (tokens[userName] ??= await signIn(server, userName, passwordOf(userName)));

  const send = async (userName: string, method: string, pathAndQuery: string, body?: unknown): Promise<Answer> =>
    call(server, pathAndQuery, {
      method,
      headers: { ...bearer(await token(userName)), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const list = (userName: string, body: unknown = { pageIndex: 1, pageSize: 50 }): Promise<Answer> => send(userName, 'POST', '/api/default/bookmark/list', body);

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('seeds 5 to 12 favourites per staff account, the README accounts fixed, one colleague with none', async () => {
    for (const [userName, count] of Object.entries(DEMO_FAVOURITE_COUNTS)) expect((await list(userName)).body.data.total).toBe(count);
    expect((await list(EMPTY_FAVOURITES_USER)).body.data).toEqual({ rows: [], total: 0, pageIndex: 1, pageSize: 50 });
    const db = JSON.parse(await readFile(path.join(server.dataDir, 'db.json'), 'utf8')) as { bookmarks: Record<string, { items: unknown[] }> };
    const staff = demo.users.filter((user) => user.kind === 'staff');
    for (const user of staff) {
      const count = db.bookmarks[user.userId]?.items.length ?? -1;
      if (user.userName === EMPTY_FAVOURITES_USER) expect(count).toBe(0);
      else {
        expect(count).toBeGreaterThanOrEqual(5);
        expect(count).toBeLessThanOrEqual(12);
      }
    }
  });

  it.each([
    [{ pageIndex: 1, pageSize: 0 }, '每页条数取值无效'],
    [{ pageIndex: 1, pageSize: 51 }, '每页条数取值无效'],
    [{ pageIndex: 1, pageSize: 1.5 }, '每页条数格式错误'],
    [{ pageSize: 15 }, '页码不能为空'],
    [{ pageIndex: 1, pageSize: 15, type: 9 }, '收藏类型取值无效'],
    [{ pageIndex: 1, pageSize: 15, type: 'abc' }, '收藏类型格式错误'],
    [[], '请求体格式错误'],
  ])('refuses a bad list query with 400 and a Chinese message (%#)', async (body, message) => {
    const answer = await list('county', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: message, error: 'bad_request', error_description: message });
  });

  it.each([
    [{ bookmarkId: 'a', title: 't' }, '收藏类型不能为空'],
    [{ type: 0, bookmarkId: 'a', title: 't' }, '收藏类型取值无效'],
    [{ type: 1, bookmarkId: '', title: 't' }, '收藏对象编号不能为空'],
    [{ type: 1, bookmarkId: 'x'.repeat(65), title: 't' }, '收藏对象编号长度不能超过64个字符'],
    [{ type: 1, bookmarkId: 42, title: 't' }, '收藏对象编号格式错误'],
    [{ type: 1, bookmarkId: 'a', title: ' ' }, '收藏标题不能为空'],
    [{ type: 1, bookmarkId: 'a', title: '标'.repeat(201) }, '收藏标题长度不能超过200个字符'],
    [{ type: 1, bookmarkId: 'a', title: 't', keyTypeCode: 'k'.repeat(65) }, '业务类型编码长度不能超过64个字符'],
  ])('refuses a bad addition with 400 and a Chinese message (%#)', async (body, message) => {
    const answer = await send('county', 'POST', '/api/default/bookmark', body);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(message);
  });

  it('refuses bad batch ids and a bad status path', async () => {
    expect((await send('county', 'DELETE', '/api/default/bookmark/batch')).body.msg).toBe('收藏编号不能为空');
    expect((await send('county', 'DELETE', `/api/default/bookmark/batch?ids=${'x'.repeat(65)}`)).body.msg).toBe('收藏编号长度不能超过64个字符');
    const many = Array.from({ length: 51 }, (_, i) => `ids=${i}`).join('&');
    expect((await send('county', 'DELETE', `/api/default/bookmark/batch?${many}`)).status).toBe(400);
    expect((await send('county', 'GET', '/api/default/bookmark/abc/7')).body.msg).toBe('收藏类型取值无效');
    expect((await send('county', 'GET', `/api/default/bookmark/${'x'.repeat(65)}/1`)).body.msg).toBe('收藏对象编号长度不能超过64个字符');
    expect((await call(server, '/api/default/bookmark/group')).status).toBe(401);
  });

  it('adds idempotently and keeps the change across a restart', async () => {
    const notices = await send('yangjunjie', 'GET', '/api/notice/list?pageIndex=1&pageSize=15');
    // One the seed has not bookmarked for them already.
    const seeded = new Set(((await list('yangjunjie')).body.data.rows as { bookmarkId: string }[]).map((row) => row.bookmarkId));
    const noticeId = (notices.body.data.rows as { id: string }[]).find((row) => !seeded.has(row.id))?.id ?? '';
    const body = { type: 1, bookmarkId: noticeId, title: '关于进一步规范临时用地管理的通知', keyTypeCode: 'TZ' };
    const first = await send('yangjunjie', 'POST', '/api/default/bookmark', body);
    expect(first.body).toMatchObject({ code: 0, data: body });
    const again = await send('yangjunjie', 'POST', '/api/default/bookmark', body);
    expect(again.body.data).toEqual(first.body.data);
    const total = (await list('yangjunjie')).body.data.total as number;
    expect((await list('yangjunjie')).body.data.rows.filter((row: { bookmarkId: string }) => row.bookmarkId === noticeId)).toHaveLength(1);
    server = await server.restart();
    expect((await list('yangjunjie')).body.data.total).toBe(total);
    expect((await send('yangjunjie', 'GET', `/api/default/bookmark/${noticeId}/1`)).body.data).toEqual({ bookmarked: true });
    expect((await send('yangjunjie', 'DELETE', '/api/default/bookmark', { type: 1, bookmarkId: noticeId })).body).toEqual({ code: 0, msg: '操作成功', data: null });
    server = await server.restart();
    expect((await send('yangjunjie', 'GET', `/api/default/bookmark/${noticeId}/1`)).body.data).toEqual({ bookmarked: false });
    expect((await list('yangjunjie')).body.data.total).toBe(total - 1);
  });

  it('refuses a favourite for a notice that does not exist with a 404 and stores nothing (the "probe-1" of the issue)', async () => {
    const before = (await list('county')).body.data.total as number;
    const answer = await send('county', 'POST', '/api/default/bookmark', { type: 1, bookmarkId: 'probe-1', title: '任意标题' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 404, msg: '该通知公告不存在或您无权查看，不能收藏' });
    expect((await list('county')).body.data.total).toBe(before);
  });

  it("keeps users apart: nobody lists, checks or deletes another's favourites", async () => {
    const countyRows = (await list('county')).body.data.rows as { id: string; type: number; bookmarkId: string }[];
    // Colleagues of one county may bookmark the same document; take one only the county user has.
    const theirs = new Set(((await list('lideming')).body.data.rows as { bookmarkId: string }[]).map((row) => row.bookmarkId));
    const target = countyRows.find((row) => !theirs.has(row.bookmarkId));
    if (target === undefined) throw new Error('no favourite of the county user alone');
    expect((await send('lideming', 'GET', `/api/default/bookmark/${target.bookmarkId}/${target.type}`)).body.data).toEqual({ bookmarked: false });
    expect((await send('lideming', 'DELETE', `/api/default/bookmark/batch?ids=${target.id}&ids=${countyRows[1]?.id ?? ''}`)).body.data).toBe(0);
    expect((await send('lideming', 'DELETE', '/api/default/bookmark', { type: target.type, bookmarkId: target.bookmarkId })).body.code).toBe(0);
    expect((await list('county')).body.data.total).toBe(12);
    expect((await send('county', 'GET', `/api/default/bookmark/${target.bookmarkId}/${target.type}`)).body.data).toEqual({ bookmarked: true });
    const own = ((await list('lideming')).body.data.rows as { id: string }[]).map((row) => row.id);
    expect(own.every((id) => id.startsWith(`${demo.users.find((u) => u.userName === 'lideming')?.userId}-`))).toBe(true);
    expect((await send('lideming', 'DELETE', `/api/default/bookmark/batch?ids=${own[0] ?? ''}`)).body.data).toBe(1);
    expect((await list('lideming')).body.data.total).toBe(own.length - 1);
  });

  it('groups by type with the Chinese labels', async () => {
    const groups = (await send('county', 'GET', '/api/default/bookmark/group')).body.data as { type: number; label: string; count: number }[];
    expect(groups.map((group) => [group.type, group.label])).toEqual([
      [1, '通知公告'],
      [2, '公文'],
      [3, '案件'],
      [4, '事务'],
    ]);
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(12);
  });

  it('answers the menu and box counts per user, 0 on pages without live data', async () => {
    const county = (await send('county', 'GET', '/api/todo/userFeatureMessageCount')).body.data as { menuId: number; count: number }[];
    expect(county).toContainEqual({ menuId: 2401, count: 0 });
    expect(county.some((entry) => entry.count === 0)).toBe(true);
    const box = (await send('county', 'GET', '/api/op/statistical/box/count/info')).body.data;
    expect(Object.keys(box).sort()).toEqual(['backCount', 'noticeCount', 'todoCount']);
    // 已退回 follows the filing book: the county has returned filings in the seed.
    expect(box.backCount).toBe(county.find((entry) => entry.menuId === 2104)?.count);
    expect(box.backCount).toBeGreaterThan(0);
  });
});
