// Issue 12: a list row opens its record with the keyboard alone (Enter on the focused row, or Tab
// to the title and Enter), and a row's action button does its own action, not the row's as well.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, pathOf } from './support/login';

const e2e = useBrowser();

const firstRow = (page: Page) => page.locator('#shell-content tbody .semi-table-row').first();
const focusedClass = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.className ?? '');

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(`${e2e.baseUrl}${path}`);
  await firstRow(page).waitFor({ timeout: 15_000 });
}

/** Counts the common-parameters calls a filing row makes before it opens its details. */
function countParamCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/op/common/params/')) calls += 1;
  });
  return () => calls;
}

describe('list rows with the keyboard', () => {
  it('opens an affair from 待办事务 by Enter on the focused row', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openList(page, '/process/todo');
    await firstRow(page).focus();
    expect(await focusedClass(page)).toContain('open-row');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 20_000 });
  });

  it('opens a record of 待上报 by Tab from the row to its title and Enter', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openList(page, '/recordReport/toBeReported');
    await firstRow(page).focus();
    await page.keyboard.press('Tab');
    expect(await focusedClass(page)).toContain('open-row__title');
    const before = pathOf(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== before, { timeout: 20_000 });
  });

  it("runs a row's action button once, without the row opening the record a second time", async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openList(page, '/recordReport/toBeReported');
    const calls = countParamCalls(page);
    const action = firstRow(page).getByRole('button', { name: /^编辑：/ });
    await action.focus();
    const before = pathOf(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== before, { timeout: 20_000 });
    expect(calls()).toBe(1);
  });
});
