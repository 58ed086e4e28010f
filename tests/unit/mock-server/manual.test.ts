import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './mock-client';

describe('mock server user manual', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('serves the manual publicly as application/pdf with its Chinese file name', async () => {
    const res = await fetch(`${server.url}/api/user/public/manual.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/pdf\b/);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^inline; filename="user-manual\.pdf"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('用地备案与办公管理系统用户手册.pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('answers HEAD and rejects other methods like any unknown call', async () => {
    const head = await fetch(`${server.url}/api/user/public/manual.pdf`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^application\/pdf\b/);
    const post = await fetch(`${server.url}/api/user/public/manual.pdf`, { method: 'POST' });
    expect(post.status).toBeGreaterThanOrEqual(400);
  });
});
