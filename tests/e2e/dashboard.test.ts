// The 工作台 end to end: each widget loads on its own (one endpoint failing leaves the others), the
// personal layout follows the user to another browser, a 业务 row opens its details, and the counts
// agree with the menu badges.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { chooseAccountMenu, openAndSignIn, openLogin, signIn, waitForPath } from './support/login';
import { sidebar } from './support/shell';
import { generateDemoData } from '../../src/demo/demo-data';

const e2e = useBrowser();

/** A province colleague whose layout no other test changes. */
const layoutOwner = (() => {
  const user = generateDemoData().users.find((entry) => entry.userName === 'huangjianping');
  if (user === undefined) throw new Error('the demo data has no huangjianping');
  return { userId: user.userId, username: user.userName, password: user.password, nickName: user.nickName };
})();

const widget = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });
const widgetTitles = (page: Page): Promise<string[]> => page.locator('.home-widget__title').allInnerTexts();
const rowsOf = (page: Page, title: string): Locator => widget(page, title).locator('.home-list__row, .home-entry, .home-most-used li');

/** The badge of a sidebar page, 0 when it shows none. */
async function badge(page: Page, group: string, title: string): Promise<number> {
  const nav = sidebar(page);
  const link = nav.getByRole('link', { name: new RegExp(`^${title}`) });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: group }).click();
  await link.waitFor();
  const marks = link.locator('.shell-badge');
  return (await marks.count()) === 0 ? 0 : Number(await marks.innerText());
}

describe('工作台', () => {
  it('keeps painting the other widgets while 业务 fails, and 重新加载 brings it back', async () => {
    const page = await e2e.newPage();
    let failing = true;
    await page.route('**/api/todo/list', (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"服务异常"}' }) : route.fallback()));
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    const business = widget(page, '业务');
    await business.getByRole('button', { name: '重新加载' }).waitFor();
    await expect.poll(() => rowsOf(page, '快捷入口').count()).toBe(5);
    await expect.poll(() => rowsOf(page, '通知公告').count()).toBeGreaterThan(0);
    await expect.poll(() => widget(page, '督办').locator('[role=status]').count()).toBe(0);
    failing = false;
    await business.getByRole('button', { name: '重新加载' }).click();
    await expect.poll(() => rowsOf(page, '业务').count()).toBeGreaterThan(0);
    expect(await business.getByRole('alert').count()).toBe(0);
  });

  it('a 业务 row opens its details, and the counts equal the menu badges', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    const business = widget(page, '业务');
    const stages = business.getByRole('radiogroup', { name: '按环节筛选' });
    await stages.waitFor();
    const countOf = async (label: string): Promise<number> => Number((await stages.getByText(new RegExp(`^${label} \\d+$`)).innerText()).split(' ')[1]);
    const strip = page.getByRole('list', { name: '待处理数量' });
    const stripCount = async (label: string): Promise<number> => Number((await strip.getByRole('link', { name: new RegExp(`^${label} \\d+$`) }).innerText()).match(/\d+/)?.[0]);
    await expect.poll(() => strip.getByRole('link', { name: /^待办 \d+$/ }).count()).toBe(1);
    // The county has no 我的事务 menu: its to-do affairs are counted by the strip, from the badges' source.
    expect(await countOf('待办事务')).toBe(await stripCount('待办'));
    expect(await countOf('待上报')).toBe(await badge(page, '备案管理', '待上报'));
    expect(await countOf('已退回')).toBe(await badge(page, '备案管理', '已退回'));
    expect(await stripCount('退回')).toBe(await badge(page, '备案管理', '已退回'));
    expect(await stripCount('未读通知')).toBe(await badge(page, '通知公告管理', '通知公告'));

    const first = business.locator('.home-list__title').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/[A-Za-z]+\/details\?/);
    await first.click();
    await waitForPath(page, new URL(href, e2e.baseUrl).pathname);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().innerText()).not.toBe('工作台');
  });

  it('常用功能 lists a menu page the user opened, counted by the server', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('city'));
    await sidebar(page).getByRole('button', { name: '备案管理' }).click();
    // The visit is counted in the background; reloading before it is answered would cancel it.
    const counted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/default/visits' && response.request().postData()?.includes('/recordReport/query') === true);
    await sidebar(page).getByRole('link', { name: /^备案查询/ }).click();
    await waitForPath(page, '/recordReport/query');
    await counted;
    await page.goto(`${e2e.baseUrl}/index`);
    const used = widget(page, '常用功能').getByRole('link', { name: '备案查询' });
    await expect.poll(() => used.count(), { timeout: 15_000 }).toBe(1);
    expect(await used.getAttribute('href')).toBe('/recordReport/query');
  });

  it('a changed layout survives signing out and signing in in another browser, and 恢复默认 restores it', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, layoutOwner);
    await expect.poll(() => widgetTitles(page)).toContain('工作动态');
    const before = await widgetTitles(page);
    await page.getByRole('button', { name: '布局设置' }).click();
    const sheet = page.getByRole('dialog', { name: '布局设置' });
    await sheet.getByRole('switch', { name: '显示工作动态' }).click();
    await sheet.getByRole('button', { name: '上移督办' }).click();
    await sheet.getByRole('button', { name: '保存', exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
    const expected = before.filter((title) => title !== '工作动态');
    const at = expected.indexOf('督办');
    expected.splice(at - 1, 2, '督办', expected[at - 1] ?? '');
    await expect.poll(() => widgetTitles(page)).toEqual(expected);
    await chooseAccountMenu(page, '退出登录');
    await waitForPath(page, '/login');

    const other = await e2e.newPage();
    await openLogin(other, e2e.baseUrl);
    await signIn(other, layoutOwner);
    await expect.poll(() => widgetTitles(other)).toEqual(expected);

    await other.getByRole('button', { name: '布局设置' }).click();
    const again = other.getByRole('dialog', { name: '布局设置' });
    await again.getByRole('button', { name: '恢复默认' }).click();
    await again.getByRole('alertdialog', { name: '恢复默认布局' }).getByRole('button', { name: '确定' }).click();
    await again.waitFor({ state: 'hidden' });
    await expect.poll(() => widgetTitles(other)).toEqual(before);
  });
});
