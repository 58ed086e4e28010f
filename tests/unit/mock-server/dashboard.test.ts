import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEntries, type Entry } from '../../../mock-server/persistence/journal-format';
import { generateDemoData } from '../../../src/demo/demo-data';
import { bearer, call, signIn, startServer, type Answer, type TestServer } from './mock-client';

const demo = generateDemoData();
const county = demo.users.find((user) => user.userName === 'county');

describe('mock server 工作台', () => {
  let server: TestServer;
  let token = '';

  const send = (method: string, pathAndQuery: string, body?: unknown): Promise<Answer> =>
    call(server, pathAndQuery, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** Every journal entry written since the server started. */
  const journal = async (): Promise<Entry[]> => {
    const files = (await readdir(server.dataDir)).filter((name) => name.startsWith('db.journal-')).sort();
    const contents = await Promise.all(files.map((file) => readFile(path.join(server.dataDir, file))));
    return contents.flatMap((content) => readEntries(content).entries);
  };

  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server, 'county', county?.password ?? '');
  });
  afterAll(async () => {
    await server.dispose();
  });

  it("journals a visit as the one page's entry of the one user, and nothing for a path that is no menu page", async () => {
    const userId = county?.userId ?? '';
    expect((await send('POST', '/api/default/visits', { path: '/process/todo' })).body).toMatchObject({ code: 0, data: null });
    const before = (await journal()).length;
    await send('POST', '/api/default/visits', { path: '/notice/list' });
    const entries = await journal();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)?.ops).toEqual([{ p: ['pageVisits', userId, '/notice/list'], v: { count: 1, lastAt: expect.any(String) } }]);
    expect((await send('POST', '/api/default/visits', { path: '/process/handle/details/SW1' })).body).toMatchObject({ code: 0, data: null });
    expect(await journal()).toHaveLength(before + 1);
  });

  it('keeps the layout and the visits across a restart', async () => {
    const saved = await send('PUT', '/api/default/dashboard/layout', { widgets: [{ id: 'supervise', visible: true }] });
    expect(saved.body.data.widgets[0]).toEqual({ id: 'supervise', visible: true });
    server = await server.restart();
    token = await signIn(server, 'county', county?.password ?? '');
    expect((await send('GET', '/api/default/dashboard/layout')).body.data).toEqual(saved.body.data);
    expect((await send('GET', '/api/default/visits/top')).body.data).toEqual([
      // A tie goes to the latest visit.
      { path: '/notice/list', title: '通知公告', count: 1 },
      { path: '/process/todo', title: '待办事务', count: 1 },
    ]);
  });

  it.each([
    ['/api/todo/feature/list/abc/1', '页码格式错误'],
    ['/api/todo/feature/list/1/0', '每页条数取值无效'],
    ['/api/todo/feature/list/1/51', '每页条数取值无效'],
    ['/api/op/statistical/dashboard', '年份不能为空'],
    ['/api/default/power/getById', '用户编号不能为空'],
  ])('refuses %s with a Chinese 400', async (url, message) => {
    const answer = await send('GET', url);
    expect([answer.status, answer.body.msg]).toEqual([400, message]);
  });

  it("answers SPEC's feature list page 1 of size 1 and asks for a token", async () => {
    const answer = await send('GET', '/api/todo/feature/list/1/1');
    expect(answer.body.data).toMatchObject({ pageIndex: 1, pageSize: 1 });
    expect((await call(server, '/api/todo/feature/list/1/1')).status).toBe(401);
  });
});
