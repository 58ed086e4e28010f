import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type RunningServer } from '../../../mock-server/server';
import { CAPTCHA, call } from './mock-client';

describe('mock server serving the production build', () => {
  let root: string;
  let server: RunningServer;
  const script = `console.log(${JSON.stringify('用地备案'.repeat(500))});`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'mock-server-static-'));
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>用地备案与办公管理系统</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script);
    const mock = await createMockServer({ dataDir: path.join(root, 'data'), staticDir: dist, captchaText: CAPTCHA, quiet: true });
    server = await mock.listen(0);
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves hashed assets compressed and cached for good', async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(script);
  });

  it('serves index.html for / and for client-side routes, always revalidated', async () => {
    for (const route of ['/', '/login', '/recordReport/toBeReported?x=1']) {
      const res = await fetch(`${server.url}${route}`, { headers: { Accept: 'text/html' } });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text()).toContain('用地备案与办公管理系统');
    }
  });

  it('does not answer a missing asset or an unknown API call with the page', async () => {
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    const api = await call(server, '/api/unknown', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body.msg).toBe('接口不存在');
  });
});
