// The statistics figures of `npm run bench` (issue 15): the JS of the statistics route itself (a
// province user signs in on 使用指南 and opens 备案查询, which brings Semi's table, date picker and
// select; then 备案统计分析 › 区域统计: what it fetches beyond those is its own; gzip level 9 of the
// files in dist/, budget 60 KB without the drawing engines, checked), ECharts and the Jiangxi
// outlines counted apart (reported) and, unless only budgets are asked for, the median time of
// every statistics call as the province user (the widest jurisdiction) at MOCK_SCALE=1 and 50
// (goal ≤ 300 ms each; reported, never checked).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readmeAccount } from '../tests/e2e/support/accounts';
import { launchChromium, newDesktopContext } from '../tests/e2e/support/chromium';
import { openLogin, signIn as signInPage } from '../tests/e2e/support/login';
import { ROOT, startProductionServer } from '../tests/e2e/support/server';
import { sidebar } from '../tests/e2e/support/shell';
import { isEngine } from './engines';
import { sum, type Manifest } from './manifest';
import { signIn, singleLatency, type Probe } from './server-load';

const SCALES = [1, 50] as const;
const RUNS = 9;
export const STATISTICS_GOAL_MS = 300;
const PROVINCE = { username: 'province', password: 'Prov@2026' };
const YEAR = 2026;
const PERIOD = { startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31` };
const query = (values: Readonly<Record<string, string | number>>): string => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

/** One of each statistics call, as the pages first ask them (the whole province, this year). */
const PROBES: readonly Probe[] = [
  { label: '区域统计 district', method: 'GET', path: `/api/op/statistical/district?${query(PERIOD)}` },
  { label: '面积构成 area/', method: 'GET', path: `/api/op/area/?${query(PERIOD)}` },
  { label: '项目统计 project', method: 'GET', path: `/api/op/statistical/project?${query({ ...PERIOD, pageIndex: 1, pageSize: 20 })}` },
  { label: '超时统计 getTimeoutNumber', method: 'POST', path: '/api/op/statistical/getTimeoutNumber', body: PERIOD },
  { label: '集体土地 areajiti', method: 'GET', path: `/api/op/statistical/areajiti?${query(PERIOD)}` },
  { label: '耕地变化 getFarmlandChange', method: 'POST', path: '/api/op/statistical/getFarmlandChange', body: { year: YEAR, granularity: 'month' } },
  { label: '农房建设 getBuildHouseInfo', method: 'GET', path: `/api/op/statistical/getBuildHouseInfo?${query({ period: `${YEAR}-10` })}` },
  { label: '规划许可 guihuaxuke/get', method: 'GET', path: `/api/op/guihuaxuke/get?${query({ period: `${YEAR}-Q3` })}` },
];

export interface StatisticsFigures {
  /** dist-relative scripts 区域统计 fetched beyond the shell and 备案查询, without the engines. */
  readonly files: readonly string[];
  readonly gzip: number;
  readonly engineFiles: readonly string[];
  readonly engineGzip: number;
  readonly calls?: readonly { readonly scale: number; readonly medians: Readonly<Record<string, number>> }[];
}

async function routeBytes(manifest: Manifest): Promise<Omit<StatisticsFigures, 'calls'>> {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const server = await startProductionServer();
  const browser = await launchChromium();
  const fetched = new Set<string>();
  try {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js') || path.endsWith('.json')) fetched.add(path.slice(1));
    });
    await openLogin(page, server.url, '/guide');
    await signInPage(page, readmeAccount('province'), { expectPath: '/guide' });
    await page.waitForLoadState('networkidle');
    const shell = new Set(fetched);
    await sidebar(page).getByRole('button', { name: '备案管理' }).click();
    await sidebar(page).getByRole('link', { name: /^备案查询/ }).click();
    await page.locator('.semi-table-tbody .semi-table-row').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const withQuery = new Set(fetched);
    await sidebar(page).getByRole('button', { name: '备案统计分析' }).click();
    await sidebar(page).getByRole('link', { name: /^区域统计/ }).click();
    await page.locator('.report-table[aria-busy="false"]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const added = [...fetched].filter((file) => !shell.has(file) && existsSync(join(ROOT, 'dist', file)));
    const engine = (file: string): boolean => isEngine(keyOfFile.get(file) ?? file);
    const engineFiles = added.filter(engine);
    const files = added.filter((file) => !engine(file) && !withQuery.has(file));
    return { files, gzip: sum(files).gzip, engineFiles, engineGzip: sum(engineFiles).gzip };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function callTimes(scale: number): Promise<Record<string, number>> {
  const server = await startProductionServer({ env: { MOCK_SCALE: String(scale) }, startTimeoutMs: 300_000 });
  try {
    const headers = await signIn(server.url, PROVINCE.username, PROVINCE.password);
    const medians: Record<string, number> = {};
    for (const probe of PROBES) medians[probe.label] = await singleLatency(server.url, headers, probe, RUNS);
    return medians;
  } finally {
    await server.stop();
  }
}

export async function benchStatistics(manifest: Manifest, options: { timing: boolean }): Promise<StatisticsFigures> {
  const bytes = await routeBytes(manifest);
  if (!options.timing) return bytes;
  const calls = [];
  for (const scale of SCALES) calls.push({ scale, medians: await callTimes(scale) });
  return { ...bytes, calls };
}
