import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../mock-server/db-types';
import { loadDatabase } from '../../../mock-server/persistence/data-files';
import { generateDemoData } from '../../../src/demo/demo-data';
import { CLIENT_BASIC_AUTHORIZATION } from '../../../src/ports/api/defaults';
import { bearer, call, signIn, startServer, type Answer, type TestServer } from './mock-client';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Every 4xx carries a Chinese msg and the error_description the client shows, never a stack. */
function expectClearFailure(answer: Answer, status: number, msg: string): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ code: status, msg, error_description: msg });
  expect(JSON.stringify(answer.body)).not.toMatch(/\bat \w|node_modules|Error:/);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** What a restart would load: the snapshot with the journal replayed. */
async function persisted(dataDir: string): Promise<Db> {
  const loaded = await loadDatabase(dataDir, () => undefined);
  if (loaded.status !== 'ok') throw new Error(`no database in ${dataDir}`);
  return loaded.db;
}

describe('mock server robustness and persistence', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server, 'province', 'Prov@2026');
  });
  afterAll(async () => {
    await server.dispose();
  });

  const putJson = (body: string, contentType = 'application/json'): RequestInit => ({
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': contentType },
    body,
  });

  it('answers malformed JSON with 400', async () => {
    expectClearFailure(await call(server, '/api/user/admin/user/profile', putJson('{"nickName": ')), 400, '请求体格式错误，无法解析');
    expectClearFailure(await call(server, '/api/user/admin/user/profile', putJson('"just a string"')), 400, '请求体格式错误，无法解析');
  });

  it('answers a body above 1 MB with 413 before reading it', async () => {
    const huge = JSON.stringify({ nickName: 'x'.repeat(1024 * 1024 + 10) });
    expectClearFailure(await call(server, '/api/user/admin/user/profile', putJson(huge)), 413, '请求体过大，不能超过1MB');
  });

  it('answers a streamed body without a length with 411', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":1}'));
        controller.close();
      },
    });
    const init = { ...putJson(''), body, duplex: 'half' } as RequestInit;
    expectClearFailure(await call(server, '/api/user/admin/user/profile', init), 411, '请求须声明Content-Length');
  });

  it('answers an unknown charset with 415', async () => {
    expectClearFailure(await call(server, '/api/user/admin/user/profile', putJson('{}', 'application/json; charset=klingon')), 415, '不支持的请求编码');
  });

  it('answers wrong types and repeated or nested parameters with 400', async () => {
    expectClearFailure(await call(server, '/api/op/version/visits?account[a]=1', { headers: bearer(token) }), 400, '账号格式错误');
    expectClearFailure(await call(server, '/api/op/version/visits?account=a&account=b', { headers: bearer(token) }), 400, '账号格式错误');
    expectClearFailure(await call(server, `/api/op/version/visits?account=${'a'.repeat(65)}`, { headers: bearer(token) }), 400, '账号长度不能超过64个字符');
    expectClearFailure(await call(server, '/api/oauth/captcha?r=abc'), 400, 'r格式错误');
    const form = await call(server, '/api/user/oauth/token', {
      method: 'POST',
      headers: { Authorization: CLIENT_BASIC_AUTHORIZATION, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=a&username=b&password=c&grant_type=password',
    });
    expectClearFailure(form, 400, '用户名格式错误');
  });

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    expectClearFailure(await call(server, '/api/does/not/exist', { headers: bearer(token) }), 404, '接口不存在');
    expectClearFailure(await call(server, '/api/does/not/exist', { method: 'POST' }), 404, '接口不存在');
    const wrong = await call(server, '/api/user/getInfo', { method: 'DELETE', headers: bearer(token) });
    expectClearFailure(wrong, 405, '请求方法不被支持');
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expectClearFailure(await call(server, '/somewhere'), 404, '页面不存在');
  });

  it('answers a badly encoded path with 400', async () => {
    expectClearFailure(await call(server, '/api/user/public/avatar/%E0%A4%A'), 400, '请求路径格式错误');
  });

  it('keeps db.json and its journal free of plaintext passwords and raw tokens', async () => {
    const names = (await readdir(server.dataDir)).filter((name) => name.startsWith('db.'));
    expect(names.some((name) => name.startsWith('db.journal-'))).toBe(true);
    const text = (await Promise.all(names.map((name) => readFile(path.join(server.dataDir, name), 'utf8')))).join('\n');
    for (const user of generateDemoData().users) expect(text).not.toContain(user.password);
    expect(text).not.toContain(token);
    const db = await persisted(server.dataDir);
    expect(db.users.every((u) => u.passwordHash.startsWith('scrypt$'))).toBe(true);
    expect(db.tokens.length).toBeGreaterThan(0);
    expect(db.tokens[0]).toMatchObject({ tokenHash: expect.stringMatching(/^[a-f0-9]{64}$/), ip: expect.any(String) });
  });

  it('leaves no temporary files after a burst of writes', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => call(server, '/api/op/version/updateVersion?account=province', { method: 'POST', headers: bearer(token) })),
    );
    expect((await call(server, '/api/op/version/visits?account=province', { headers: bearer(token) })).body.data).toBe(20);
    const files = await filesUnder(server.dataDir);
    expect(files.filter((f) => f.includes('.tmp'))).toEqual([]);
    expect((await persisted(server.dataDir)).visits['province']).toBe(20);
  });

  it('answers an unexpected failure with 500 服务器请求失败 and no stack', async () => {
    // A file where the avatars folder should be makes the upload fail inside the handler.
    await writeFile(path.join(server.dataDir, 'avatars'), 'not a folder');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const form = new FormData();
      form.append('avatarfile', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
      const answer = await call(server, '/api/user/admin/user/profile/avatar', { method: 'POST', headers: bearer(token), body: form });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ code: 500, msg: '服务器请求失败', error: 'server_error', error_description: '服务器请求失败' });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await rm(path.join(server.dataDir, 'avatars'), { force: true });
    }
  });

  it('reseeds over a damaged db.json and keeps the damaged copy aside', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mock-server-damaged-'));
    await writeFile(path.join(dataDir, 'db.json'), '{"schemaVersion": 1, "users": [');
    await writeFile(path.join(dataDir, 'db.json.tmp-99999'), 'half a write');
    const reseeded = await startServer({ dataDir });
    try {
      expect(await signIn(reseeded, 'admin', 'Admin@2026')).toBeTruthy();
      const names = await readdir(dataDir);
      expect(names.some((name) => name.startsWith('db.json.invalid-'))).toBe(true);
      expect(names.some((name) => name.includes('.tmp-'))).toBe(false);
    } finally {
      await reseeded.dispose();
    }
  });
});
