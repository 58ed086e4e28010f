import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../../mock-server/http/security-headers';
import { createMockServer, type RunningServer } from '../../../mock-server/server';
import { CAPTCHA } from './mock-client';

const DEPLOYMENT = new URL('../../../docs/deployment.md', import.meta.url);
const README = new URL('../../../README.md', import.meta.url);

describe('security headers', () => {
  let root: string;
  let server: RunningServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'mock-server-headers-'));
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>用地备案与办公管理系统</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    const mock = await createMockServer({ dataDir: path.join(root, 'data'), staticDir: dist, captchaText: CAPTCHA, quiet: true });
    server = await mock.listen(0);
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('is strict: no inline or eval script, no plugins, no base, framed only by this origin', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'", "style-src 'self';"]) {
      expect(policy).toContain(directive);
    }
  });

  it.each([
    ['the SPA page', '/login', 'text/html'],
    ['index.html at /', '/', 'text/html'],
    ['a hashed asset', '/assets/index-abc123.js', '*/*'],
    ['an API answer', '/api/version', 'application/json'],
    ['an API refusal', '/api/user/getInfo', 'application/json'],
    ['a missing asset', '/assets/gone.js', '*/*'],
  ])('sends every header on %s', async (_label, route, accept) => {
    const res = await fetch(`${server.url}${route}`, { headers: { Accept: accept } });
    await res.arrayBuffer();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${name} on ${route}`).toBe(value);
  });

  it('is given to nginx in docs/deployment.md exactly as the server sends it', async () => {
    const doc = await readFile(DEPLOYMENT, 'utf8');
    const lines = doc.split('\n').filter((line) => line.startsWith('add_header '));
    expect(lines).toEqual(Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} "${value}" always;`));
  });

  it('is quoted in the README as the server sends it', async () => {
    expect((await readFile(README, 'utf8')).split('\n')).toContain(contentSecurityPolicy());
  });
});
