// Issue 12: an affair action dialog opened from the toolbar by keyboard keeps Tab inside itself
// and, once closed with Escape, gives focus back to the toolbar button that opened it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { actionButton, affairDialog } from './support/affairs';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

const focusInDialog = (page: Page): Promise<boolean> => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
const focusedText = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('affair action dialogs with the keyboard', () => {
  it('keeps focus inside 填写意见 and returns it to the toolbar button on Escape', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await page.goto(`${e2e.baseUrl}/process/todo`);
    const row = page.locator('#shell-content tbody .semi-table-row').first();
    await row.waitFor({ timeout: 15_000 });
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 20_000 });

    const opener = actionButton(page, '填写意见');
    await opener.waitFor({ timeout: 15_000 });
    await opener.focus();
    await page.keyboard.press('Enter');
    await affairDialog(page).waitFor({ timeout: 10_000 });
    await expect.poll(() => focusInDialog(page)).toBe(true);

    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe('填写意见');
  });
});
