// The tab strip end to end: at most 10 tabs with home first, kept over a reload, the close
// buttons, and the right-click menu (close others, close all, at most 105 px wide).
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, pathOf, waitForPath } from './support/login';
import { expectTabs, openByAddress, selectedTab, tabByTitle, TWELVE_PAGES } from './support/shell';

const e2e = useBrowser();
// Tabs live in the browser's local storage; this file is the only one that signs in as city.
const account = readmeAccount('city');

describe('the tab strip', () => {
  it('keeps 10 tabs with home first after 12 pages, and the same tabs after a reload', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    await expectTabs(page, ['首页']);

    for (const { path, title } of TWELVE_PAGES) await openByAddress(page, e2e.baseUrl, path, title);

    // 12 pages: home and 11 others; the two oldest others (通知公告, 个人中心) are gone.
    const expected = ['首页', ...TWELVE_PAGES.slice(3).map((entry) => entry.title)];
    expect(expected).toHaveLength(10);
    await expectTabs(page, expected);
    expect(await selectedTab(page).getAttribute('title')).toBe('待办事务');

    await page.reload();
    await expectTabs(page, expected);
    expect(await selectedTab(page).getAttribute('title')).toBe('待办事务');
    expect(pathOf(page)).toBe('/process/todo');

    // Home has no close button; every other tab has one.
    await expect(tabByTitle(page, '首页').getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByTitle('关闭“已上报”').count()).resolves.toBe(1);
  });

  it('closes a tab, closes the others and closes all from the right-click menu (at most 105 px wide)', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    const opened = TWELVE_PAGES.slice(1, 6);
    for (const { path, title } of opened) await openByAddress(page, e2e.baseUrl, path, title);
    await expectTabs(page, ['首页', ...opened.map((entry) => entry.title)]);

    // The close button of the active (last) tab: the tab goes, the last remaining tab is shown.
    await page.getByTitle('关闭“备案查询”').click();
    await expectTabs(page, ['首页', '通知公告', '个人中心', '已上报', '我的收藏']);
    await waitForPath(page, '/collect');

    await tabByTitle(page, '个人中心').click({ button: 'right' });
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(105);
    await menu.getByRole('menuitem', { name: '关闭其他' }).click();
    await expectTabs(page, ['首页', '个人中心']);
    await expect(menu.count()).resolves.toBe(0);

    await tabByTitle(page, '个人中心').click({ button: 'right' });
    const again = await menu.boundingBox();
    expect(again?.width ?? Infinity).toBeLessThanOrEqual(105);
    await menu.getByRole('menuitem', { name: '关闭所有' }).click();
    await expectTabs(page, ['首页']);
    await waitForPath(page, '/index');

    // And what was closed stays closed after a reload.
    await page.reload();
    await expectTabs(page, ['首页']);
  });
});
