import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from '../../e2e/support/server';
import { bearer, CAPTCHA, call, signIn } from './mock-client';

const ACCOUNTS = [
  ['province', 'Prov@2026'],
  ['city', 'City@2026'],
  ['county', 'County@2026'],
] as const;
const WRITERS_PER_ACCOUNT = 2;
const KILLS = 5;

interface Child {
  readonly url: string;
  readonly process: ChildProcess;
}

/** The real server as its own process, so SIGKILL hits it exactly as a crash would. */
async function startChild(dataDir: string): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', '--api-only'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), MOCK_DATA_DIR: dataDir, MOCK_CAPTCHA: CAPTCHA },
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mock server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/oauth/captcha`).then(
      async (res) => (await res.arrayBuffer(), res.ok),
      () => false,
    );
    if (up) return { url, process: child };
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

async function kill(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((done) => child.process.once('exit', done));
  // node --import tsx runs the server in this very process (the tsx command would fork a child the kill misses).
  child.process.kill('SIGKILL');
  await exited;
}

describe('mock server crash safety', () => {
  let dataDir = '';
  const children: Child[] = [];
  afterAll(async () => {
    for (const child of children) await kill(child);
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write across ${KILLS} kill -9 during a stream of writes`, { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mock-crash-'));
    let child = await startChild(dataDir);
    children.push(child);
    const tokens = new Map<string, string>();
    for (const [userName, password] of ACCOUNTS) tokens.set(userName, await signIn({ port: 0, url: child.url, close: async () => undefined }, userName, password));
    const acknowledged = new Map<string, number>(ACCOUNTS.map(([userName]) => [userName, 0]));
    let total = 0;

    for (let round = 0; round < KILLS; round += 1) {
      const target = child;
      let stop = false;
      const writer = async (userName: string): Promise<void> => {
        const headers = bearer(tokens.get(userName) ?? '');
        while (!stop) {
          const answer = await call({ port: 0, url: target.url, close: async () => undefined }, `/api/op/version/updateVersion?account=${userName}`, { method: 'POST', headers }).catch(() => undefined);
          if (answer === undefined) return;
          expect(answer.body.code).toBe(0);
          acknowledged.set(userName, Math.max(acknowledged.get(userName) ?? 0, answer.body.data as number));
          total += 1;
        }
      };
      const writers = ACCOUNTS.flatMap(([userName]) => Array.from({ length: WRITERS_PER_ACCOUNT }, () => writer(userName)));
      const before = total;
      // Kill at a random moment once this round has some acknowledged writes.
      const wanted = before + 20 + Math.floor(Math.random() * 80);
      while (total < wanted) await new Promise((wake) => setTimeout(wake, 5));
      await kill(target);
      stop = true;
      await Promise.all(writers);

      child = await startChild(dataDir);
      children.push(child);
      for (const [userName] of ACCOUNTS) {
        const answer = await call({ port: 0, url: child.url, close: async () => undefined }, `/api/op/version/visits?account=${userName}`, {
          headers: bearer(tokens.get(userName) ?? ''),
        });
        expect(answer.body.data, `visits of ${userName} after kill ${round + 1}`).toBeGreaterThanOrEqual(acknowledged.get(userName) ?? 0);
      }
    }
    expect(total).toBeGreaterThan(KILLS * 20);
    await kill(child);
  });
});
