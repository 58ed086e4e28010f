// Issue 18: the dialogs opened from a table row of the 台账 pages (编辑台账, a manual ledger row's
// 编辑 and its 删除 confirmation) keep Tab inside themselves and, closed with Escape from any of
// their fields, give focus back to the row's button that opened them. The 档案 and 案件 lists
// open pages from their rows, not dialogs.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { expectFocusKeptInDialog, focusInDialog } from './support/dialog-focus';

const e2e = useBrowser();

const hasFocus = (element: Locator): Promise<boolean> => element.evaluate((node) => node === document.activeElement);

/** The most focus stops a dialog here has (the manual row form's fields and buttons): Escape is tried from each. */
const STOPS = 10;

async function openByKeyboard(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ timeout: 10_000 });
  await expect.poll(() => focusInDialog(page)).toBe(true);
}

async function escapeBack(page: Page, opener: Locator, dialog: Locator, from: string): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => {
    throw new Error(`Escape from ${from} left the dialog open`);
  });
  await expect.poll(() => hasFocus(opener)).toBe(true);
}

/**
 * Opens the dialog from `opener` by keyboard and tabs around it both ways; then, from each of its
 * focus stops in turn (a collapsed Select too), Escape closes it and focus is back on `opener`.
 */
async function expectKeyboardDialog(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await openByKeyboard(page, opener, dialog);
  await expectFocusKeptInDialog(page);
  await escapeBack(page, opener, dialog, 'after tabbing');
  for (let stop = 1; stop < STOPS; stop += 1) {
    await openByKeyboard(page, opener, dialog);
    for (let step = 0; step < stop; step += 1) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
    await escapeBack(page, opener, dialog, `stop ${stop} (${focused})`);
  }
}

describe('台账 row dialogs with the keyboard', () => {
  it('trap focus in 编辑台账, a row’s 编辑 and its 删除 confirmation, and return it to the row on Escape', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('province'));

    await page.goto(`${e2e.baseUrl}/tz/secretary/index`);
    const edit = page.getByRole('button', { name: /^编辑台账 / }).nth(1);
    await edit.waitFor({ timeout: 20_000 });
    const name = ((await edit.getAttribute('aria-label')) ?? '').replace('编辑台账 ', '');
    await expectKeyboardDialog(page, edit, page.getByRole('dialog', { name: `编辑台账：${name}` }));

    await page.goto(`${e2e.baseUrl}/tz/secretary/list/tz-form-03`);
    const row = page.locator('tbody .semi-table-row').nth(1);
    await row.waitFor({ timeout: 20_000 });
    await expectKeyboardDialog(page, row.getByRole('button', { name: '编辑' }), page.getByRole('dialog', { name: /编辑/ }));
    await expectKeyboardDialog(page, row.getByRole('button', { name: '删除' }), page.getByRole('dialog', { name: '删除台账数据' }));
    expect(await page.locator('tbody .semi-table-row').count()).toBeGreaterThan(1);
  });
});
