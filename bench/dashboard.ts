// The 工作台's figures for `npm run bench`: the JS that /index fetches beyond the signed-in shell
// (a province user signs in on 使用指南, then opens 首页; gzip level 9 of the files in dist/,
// the lazily loaded chart engine counted apart; budget 60 KB, checked) and, unless only budgets
// are asked for, the time from a reload of /index until every widget has painted (median of 5
// reloads in headless chromium; reported, never checked). A widget card is marked
// data-widget="<WidgetId>" and aria-busy="true" while it loads.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readmeAccount } from '../tests/e2e/support/accounts';
import { launchChromium, newDesktopContext } from '../tests/e2e/support/chromium';
import { openLogin, signIn } from '../tests/e2e/support/login';
import { ROOT, startProductionServer } from '../tests/e2e/support/server';
import { tabByTitle } from '../tests/e2e/support/shell';
import { isEngine } from './engines';
import { sum, type Manifest } from './manifest';

const RUNS = 5;
const WAIT_MS = 30_000;
/** A light page to sign in on, so that what 首页 fetches next is the dashboard's own. */
const FIRST_PAGE = '/guide';

// Functions, not strings: the CSP refuses to evaluate strings. No named functions inside them:
// tsx would wrap those with a helper the page does not have.
const WIDGETS_PAINTED = (): number | false =>
  document.querySelectorAll('[data-widget]').length > 0 && document.querySelector('[data-widget][aria-busy="true"]') === null ? performance.now() : false;
const CHART_DRAWN = (): number | false => (document.querySelector('[data-widget="statistics"] svg') === null ? false : performance.now());

export interface DashboardFigures {
  /** dist-relative scripts 首页 fetched beyond the shell, without the chart engine. */
  readonly files: readonly string[];
  readonly gzip: number;
  /** The chart engine's chunks (echarts with the statistics chart), fetched when the widget renders. */
  readonly engineFiles: readonly string[];
  readonly engineGzip: number;
  readonly painted?: { readonly runs: readonly number[]; readonly medianMs: number };
  /** The same reloads until the statistics chart has drawn (absent when the widget shows no chart). */
  readonly chartDrawn?: { readonly runs: readonly number[]; readonly medianMs: number };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Resolves with the page's performance.now() when the expression first holds, polled every frame. */
async function until(page: Page, predicate: () => number | false, what: string, timeout = WAIT_MS): Promise<number> {
  try {
    const handle = await page.waitForFunction(predicate, undefined, { polling: 'raf', timeout });
    return Number(await handle.jsonValue());
  } catch (error) {
    const busy = await page.locator('[data-widget][aria-busy="true"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-widget')));
    const cards = await page.locator('[data-widget]').count();
    const marker = cards === 0 ? ', no element carries data-widget: each widget card must (with aria-busy="true" while it loads)' : '';
    throw new Error(`/index: ${what} did not happen in ${timeout} ms (${cards} widget cards${marker}, still loading: ${JSON.stringify(busy)}, page ${page.url()}): ${String(error).split('\n')[0] ?? ''}`, { cause: error });
  }
}

/** Whether the statistics widget draws its chart (not when it is hidden, empty or failing): it has, within the wait. */
const CHART_WAIT_MS = 10_000;
const chartDraws = (page: Page): Promise<boolean> => until(page, CHART_DRAWN, 'the statistics chart drawing', CHART_WAIT_MS).then(() => true, () => false);

export async function benchDashboard(manifest: Manifest, options: { timing: boolean }): Promise<DashboardFigures> {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const server = await startProductionServer();
  const browser = await launchChromium();
  const fetched = new Set<string>();
  try {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) fetched.add(path.slice(1));
    });
    await openLogin(page, server.url, FIRST_PAGE);
    await signIn(page, readmeAccount('province'), { expectPath: FIRST_PAGE });
    await page.waitForLoadState('networkidle');
    const shell = new Set(fetched);
    await tabByTitle(page, '首页').click();
    await until(page, WIDGETS_PAINTED, 'every widget painting');
    const withChart = await chartDraws(page);
    await page.waitForLoadState('networkidle');
    const added = [...fetched].filter((file) => !shell.has(file) && existsSync(join(ROOT, 'dist', file)));
    const engine = (file: string): boolean => isEngine(keyOfFile.get(file) ?? file);
    const files = added.filter((file) => !engine(file));
    const engineFiles = added.filter(engine);
    const sizes = { files, gzip: sum(files).gzip, engineFiles, engineGzip: sum(engineFiles).gzip };
    if (!options.timing) return sizes;

    const painted: number[] = [];
    const drawn: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.reload();
      painted.push(await until(page, WIDGETS_PAINTED, 'every widget painting'));
      if (withChart) drawn.push(await until(page, CHART_DRAWN, 'the statistics chart drawing'));
    }
    return {
      ...sizes,
      painted: { runs: painted, medianMs: median(painted) },
      ...(withChart ? { chartDrawn: { runs: drawn, medianMs: median(drawn) } } : {}),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
