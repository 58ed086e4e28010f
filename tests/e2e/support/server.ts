// Starts the production server (`mock-server/main.ts`: the built dist/ plus the mock API in one
// process) on a free port with a throw-away data directory. Shared by the browser tests' global
// setup, the benchmark and the screenshot script; free of Vitest so scripts can use it too.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** MOCK_CAPTCHA for every test server: the captcha image always shows this text. */
export const E2E_CAPTCHA = '2468';

export const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const START_TIMEOUT_MS = 60_000;
const KEPT_OUTPUT_CHARS = 20_000;

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  /** What the server printed so far (the last 20,000 characters). */
  output(): string;
  /** Stops the server and removes the data directory. */
  stop(): Promise<void>;
}

/** Builds dist/ once when it is missing (scripts/test-all.mjs and `npm run bench` build first). */
export function ensureBuild(): void {
  if (existsSync(join(ROOT, 'dist/index.html'))) return;
  console.log('dist/index.html is missing: running `npx vite build` once…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(join(ROOT, 'dist/index.html'))) {
    throw new Error(`\`npx vite build\` failed (exit ${String(build.status)}); the browser tests need the production build in dist/.`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

/** tsx relays SIGTERM and SIGINT to the node process it runs, so signalling it stops both. */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.exitCode === null && child.signalCode === null) child.kill(name);
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The mock server exited (${String(child.exitCode ?? child.signalCode)}) before serving ${url}/login.\n--- server output ---\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/login`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `GET /login answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`The mock server did not serve ${url}/login within ${timeoutMs / 1000} s (${lastProblem}).\n--- server output ---\n${output()}`);
}

/**
 * Spawns `tsx mock-server/main.ts` with PORT, MOCK_DATA_DIR and MOCK_CAPTCHA and waits for GET /login = 200.
 * `env` adds variables (the server bench's MOCK_SCALE, whose seed may need a longer `startTimeoutMs`).
 */
export async function startProductionServer(options: { logFile?: string; env?: Readonly<Record<string, string>>; startTimeoutMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'land-filing-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(TSX, ['mock-server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, PORT: String(port), MOCK_DATA_DIR: dataDir, MOCK_CAPTCHA: E2E_CAPTCHA },
  });
  const keep = (chunk: Buffer): void => {
    log = (log + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = (): string => log;
  // Never outlive this process, even when it ends without calling stop().
  const onExit = (): void => signal(child, 'SIGTERM');
  process.once('exit', onExit);

  const stop = async (): Promise<void> => {
    process.off('exit', onExit);
    signal(child, 'SIGTERM');
    const timer = setTimeout(() => signal(child, 'SIGKILL'), 5000);
    await exited(child);
    clearTimeout(timer);
    if (options.logFile !== undefined) {
      mkdirSync(dirname(options.logFile), { recursive: true });
      writeFileSync(options.logFile, log);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilServing(url, child, output, options.startTimeoutMs ?? START_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, output, stop };
}
