// The shell by keyboard alone: Tab reaches the top bar and the sidebar with a visible focus ring,
// the tab strip follows the WAI-ARIA tabs pattern, and the change-password dialog keeps focus
// inside while open and gives it back to the settings button when it closes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { expectTabs, openByAddress, sidebar, tabByTitle } from './support/shell';

const e2e = useBrowser();
const account = readmeAccount('province');

/** What has focus: its accessible label, title or text, and whether its outline shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element === null ? undefined : getComputedStyle(element);
    return {
      label: element?.getAttribute('aria-label') ?? element?.getAttribute('title') ?? element?.textContent?.trim() ?? '',
      inTopBar: element?.closest('.shell-top-bar') !== null,
      inSidebar: element?.closest('nav.shell-sidebar') !== null,
      inDialog: element?.closest('.semi-modal') !== null,
      outline: style === undefined ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });

describe('the shell by keyboard', () => {
  it('Tab reaches the sidebar and the top bar actions, each with a visible focus ring', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    // A page with few stops of its own, freshly loaded so Tab starts at the top: the 工作台 alone
    // holds more than the 40 presses below.
    await openByAddress(page, e2e.baseUrl, '/guide', '使用指南');
    await page.reload();
    await sidebar(page).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const seen: Awaited<ReturnType<typeof focused>>[] = [];
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focused(page));
    }
    const labels = seen.map((entry) => entry.label);
    expect(labels).toEqual(expect.arrayContaining(['首页', '搜索', '主题设置', '我的收藏', '设置']));
    expect(seen.some((entry) => entry.inSidebar)).toBe(true);
    for (const entry of seen.filter((item) => item.inTopBar || item.inSidebar)) expect(entry.outline).not.toMatch(/^none/);
  });

  it('arrow keys move across the tabs, Delete closes the focused tab, Shift+F10 opens the tab menu', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    await openByAddress(page, e2e.baseUrl, '/guide', '使用指南');
    await openByAddress(page, e2e.baseUrl, '/home/profile', '个人中心');
    await expectTabs(page, ['首页', '使用指南', '个人中心']);
    await tabByTitle(page, '个人中心').focus();
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).label).toBe('使用指南');
    expect((await focused(page)).outline).not.toMatch(/^none/);
    await page.keyboard.press('Home');
    expect((await focused(page)).label).toBe('首页');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Delete');
    await expectTabs(page, ['首页', '个人中心']);
    expect((await focused(page)).label).toBe('首页');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menu', { name: '标签操作' }).waitFor();
    await page.keyboard.press('Escape');
    expect((await focused(page)).label).toBe('个人中心');
  });

  it('the change-password dialog keeps Tab inside and gives focus back to the settings button', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    const settings = page.getByRole('button', { name: '设置', exact: true });
    await settings.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.locator('.semi-modal').filter({ hasText: '修改密码' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).label).toBe('设置');
  });
});
