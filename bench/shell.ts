// The shell's figures for `npm run bench`: the JS of the signed-in shell with one list page
// (every script fetched from the login page through /index to the 待办事务 list, gzip level 9 of
// the files in dist/; budget 350 KB, checked) and, unless only budgets are asked for, the time to
// switch between 10 open tabs in headless chromium (click to aria-selected and the content
// painted, median over 3 rounds; reported, never checked).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readmeAccount } from '../tests/e2e/support/accounts';
import { launchChromium, newDesktopContext } from '../tests/e2e/support/chromium';
import { openLogin, signIn } from '../tests/e2e/support/login';
import { ROOT, startProductionServer } from '../tests/e2e/support/server';
import { sum } from './manifest';
import { openByAddress, tabTitles, TWELVE_PAGES } from '../tests/e2e/support/shell';

const ROUNDS = 3;
/** The list page counted into the shell's budget: the to-do box, where a workflow user starts. */
const LIST_PAGE = { path: '/process/todo', title: '待办事务' } as const;
/** A list with heavier filters (date range, division tree), reported beside it. */
const FILTERED_LIST_PAGE = { path: '/recordReport/toBeReported', title: '待上报' } as const;
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Clicks a tab and resolves with the ms until it is selected and its content has painted. */
function switchTo(page: Page, title: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve, reject) => {
        const tab = Array.from(document.querySelectorAll<HTMLElement>('[role=tablist] [role=tab]')).find((element) => element.title === wanted);
        if (tab === undefined) {
          reject(new Error(`no tab ${wanted}`));
          return;
        }
        const path = tab.dataset.path ?? '';
        const painted = (): boolean => {
          const content = document.getElementById('shell-content');
          if (content === null || location.pathname !== path) return false;
          return content.innerText.trim().length > 0;
        };
        const started = performance.now();
        tab.click();
        const check = (): void => {
          if (performance.now() - started > 10_000) reject(new Error(`tab ${wanted} did not show`));
          else if (tab.getAttribute('aria-selected') === 'true' && painted()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
          else requestAnimationFrame(check);
        };
        check();
      }),
    title,
  );
}

/** The list's rows or its empty state are on screen and nothing more is being fetched. */
async function listShown(page: Page): Promise<void> {
  await page.locator('#shell-content .semi-table-row, #shell-content .semi-table-placeholder').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

export interface ShellFigures {
  /** dist-relative scripts fetched from /login until the list page showed, signed in. */
  readonly files: readonly string[];
  readonly gzip: number;
  /** The same after also opening the 待上报 list (reported only). */
  readonly withFilteredList: { readonly files: readonly string[]; readonly gzip: number };
  readonly tabSwitch?: { readonly tabs: readonly string[]; readonly rounds: readonly (readonly number[])[]; readonly medianMs: number };
}

export async function benchShell(options: { tabSwitch: boolean }): Promise<ShellFigures> {
  const server = await startProductionServer();
  const browser = await launchChromium();
  const fetched = new Set<string>();
  const switches: number[][] = [];
  try {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) fetched.add(path.slice(1));
    });
    // The list's address first: sign-in returns to it, so the 工作台 (its own budget in
    // bench/dashboard.ts, its chart an engine) is not counted as shell.
    await openLogin(page, server.url, LIST_PAGE.path);
    await signIn(page, readmeAccount('admin'), { expectPath: LIST_PAGE.path });
    await listShown(page);
    const files = [...fetched].filter((file) => existsSync(join(ROOT, 'dist', file)));
    const gzip = sum(files).gzip;
    await openByAddress(page, server.url, FILTERED_LIST_PAGE.path, FILTERED_LIST_PAGE.title);
    await listShown(page);
    const withFiltered = [...fetched].filter((file) => existsSync(join(ROOT, 'dist', file)));
    const withFilteredList = { files: withFiltered, gzip: sum(withFiltered).gzip };
    if (!options.tabSwitch) return { files, gzip, withFilteredList };

    for (const { path, title } of TWELVE_PAGES.slice(1, 10)) await openByAddress(page, server.url, path, title);
    const titles = await tabTitles(page);
    if (titles.length < 10) throw new Error(`expected 10 open tabs, the strip shows ${JSON.stringify(titles)}`);
    // tsx names inner functions with esbuild's __name helper, which the page does not have.
    await page.evaluate('window.__name = (fn) => fn');
    // Warm-up: every page visited once in this document.
    for (const title of titles) await switchTo(page, title);
    for (let round = 0; round < ROUNDS; round += 1) {
      const times: number[] = [];
      for (const title of titles) times.push(await switchTo(page, title));
      switches.push(times);
    }
    return { files, gzip, withFilteredList, tabSwitch: { tabs: titles, rounds: switches, medianMs: median(switches.flat()) } };
  } finally {
    await browser.close();
    await server.stop();
  }
}
