// The server section of `npm run bench` (issue 13): the mock server at MOCK_SCALE=1 and 50 in one
// run, measured as a signed-in county user (南昌县) on loopback: single-request latency of the
// filing list, the to-do box and search; requests/s and p50/p99 from 200 connections for reads;
// writes/s from 20 writers; and a plain json-server 0.17 router over the same filing records as
// the reference our rule-enforcing filing list is compared with (goal: at least 0.8x).
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT, startProductionServer } from '../tests/e2e/support/server';
import { bookmarkTargets, load, signIn, singleLatency, writes, type LoadFigures, type Probe } from './server-load';

const SCALES = [1, 50] as const;
const CONNECTIONS = 200;
const WRITERS = 20;
/** BENCH_SERVER_SECONDS shortens the load runs when only checking that the section works. */
const SECONDS = Number(process.env['BENCH_SERVER_SECONDS'] ?? 10);
const SINGLE_RUNS = 15;
const GOAL_RATIO = 0.8;
const COUNTY = { username: 'county', password: 'County@2026', divisionCode: '360121' };

const PROBES: readonly Probe[] = [
  { label: 'filing list', method: 'POST', path: '/api/op/filing/list/query', body: { pageIndex: 1, pageSize: 20 } },
  { label: 'to-do box', method: 'POST', path: '/api/process/box/todo', body: { pageIndex: 1, pageSize: 15 } },
  { label: 'search 南昌', method: 'GET', path: `/api/default/search?txt=${encodeURIComponent('南昌')}&pageIndex=1&pageSize=15` },
];
const REFERENCE: Probe = { label: 'json-server GET /filings', method: 'GET', path: `/filings?_page=1&_limit=20&divisionCode=${COUNTY.divisionCode}` };

interface Measured {
  readonly singleMs: number;
  readonly load: LoadFigures;
}

export interface ServerScaleFigures {
  readonly scale: number;
  /** Spawn to serving: seeding (generation, hashing, first persist) included. */
  readonly startSeconds: number;
  readonly dbMegabytes: number;
  readonly reads: Readonly<Record<string, Measured>>;
  readonly writes: LoadFigures;
  readonly reference: Measured;
  /** Our filing list's requests/s over the reference's. */
  readonly ratio: number;
}

async function measure(url: string, headers: Record<string, string>, probe: Probe): Promise<Measured> {
  const singleMs = await singleLatency(url, headers, probe, SINGLE_RUNS);
  return { singleMs, load: await load(url, headers, probe, CONNECTIONS, SECONDS) };
}

/** The reference in a process of its own, over the db.json the mock server just seeded. */
async function withReference<T>(dbFile: string, use: (url: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['bench/reference-server.ts', dbFile], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, PORT: String(port) } });
  const url = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ready = await fetch(`${url}/filings?_limit=1`).then((answer) => answer.ok, () => false);
      if (ready) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the reference json-server did not start');
      await new Promise((wake) => setTimeout(wake, 200));
    }
    return await use(url);
  } finally {
    child.kill('SIGTERM');
  }
}

async function benchScale(scale: number): Promise<ServerScaleFigures> {
  const started = Date.now();
  const server = await startProductionServer({ env: { MOCK_SCALE: String(scale) }, startTimeoutMs: 300_000 });
  try {
    const startSeconds = (Date.now() - started) / 1000;
    const dbFile = join(server.dataDir, 'db.json');
    const dbMegabytes = statSync(dbFile).size / 1e6;
    const headers = await signIn(server.url, COUNTY.username, COUNTY.password);
    const reads: Record<string, Measured> = {};
    for (const probe of PROBES) reads[probe.label] = await measure(server.url, headers, probe);
    const reference = await withReference(dbFile, (url) => measure(url, {}, REFERENCE));
    const written = await writes(server.url, headers, await bookmarkTargets(server.url, headers, WRITERS), SECONDS);
    const ours = reads['filing list']?.load.requestsPerSecond ?? 0;
    return { scale, startSeconds, dbMegabytes, reads, writes: written, reference, ratio: ours / Math.max(reference.load.requestsPerSecond, 1) };
  } finally {
    await server.stop();
  }
}

const loadText = (figures: LoadFigures): string =>
  `${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50Ms).padStart(5)} ms  p99 ${String(figures.p99Ms).padStart(5)} ms  errors ${figures.errors}`;

function print(all: readonly ServerScaleFigures[]): void {
  console.log(`\nServer (mock server as the county user on loopback; ${CONNECTIONS} connections × ${SECONDS} s for reads, ${WRITERS} writers × ${SECONDS} s; reported, never checked)`);
  for (const figures of all) {
    console.log(`  MOCK_SCALE=${figures.scale}: started in ${figures.startSeconds.toFixed(1)} s, db.json ${figures.dbMegabytes.toFixed(1)} MB`);
    for (const [label, measured] of [...Object.entries(figures.reads), [REFERENCE.label, figures.reference] as const]) {
      console.log(`    ${label.padEnd(26)} single ${measured.singleMs.toFixed(1).padStart(7)} ms  ${loadText(measured.load)}`);
    }
    console.log(`    ${'bookmark add/remove'.padEnd(26)} ${' '.repeat(17)} ${loadText(figures.writes).replace('req/s', 'writes/s')}`);
    console.log(`    filing list / reference: ${figures.ratio.toFixed(2)}x (goal ≥ ${GOAL_RATIO}x)`);
  }
}

/** Both scales, one after the other (never at once: they would share the two cores). */
export async function benchServer(): Promise<ServerScaleFigures[]> {
  const all: ServerScaleFigures[] = [];
  for (const scale of SCALES) all.push(await benchScale(scale));
  print(all);
  return all;
}
