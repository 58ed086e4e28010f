// Issue 12: an affair action dialog opened from the toolbar by keyboard keeps Tab inside itself
// and, once closed with Escape, gives focus back to the toolbar button that opened it; Escape
// does so from a collapsed 办理人 selector too, while from an open one it first closes its list.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { actionButton, affairDialog, registerTemporaryLand } from './support/affairs';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { expectFocusKeptInDialog, focusInDialog } from './support/dialog-focus';

const e2e = useBrowser();

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

    await expectFocusKeptInDialog(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe('填写意见');
  });

  it('closes 发送 with Escape from its collapsed 办理人 selector; an open list closes first', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await registerTemporaryLand(page, e2e.baseUrl, '键盘关闭发送对话框');
    const opener = actionButton(page, '发送');
    // By its name: the open list is a dialog of its own, and the last one on the page.
    const dialog = page.getByRole('dialog', { name: '发送' });
    const handler = dialog.getByRole('combobox', { name: '办理人' });
    const openSend = async (): Promise<void> => {
      await opener.focus();
      await page.keyboard.press('Enter');
      await handler.waitFor({ timeout: 15_000 });
      await handler.focus();
      expect(await handler.getAttribute('aria-expanded')).not.toBe('true');
    };

    await openSend();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => focusedText(page)).toBe('发送');

    await openSend();
    await page.keyboard.press('Enter');
    await expect.poll(() => handler.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => handler.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => focusedText(page)).toBe('发送');
  });
});
