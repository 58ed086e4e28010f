// The rest of the shell end to end: the badges (live or none), the favourites panel (list, cancel, empty),
// the top bar's search, and navigation from the old and the new sidebar.
import { describe, expect, it } from 'vitest';
import { readmeAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, pathOf, waitForPath } from './support/login';
import { closePanel, expectTabs, openPanel, sidebar } from './support/shell';
import { generateDemoData } from '../../src/demo/demo-data';

const e2e = useBrowser();

/** A staff colleague by user name; each is used by this file alone. */
function colleague(username: string): Account {
  const user = generateDemoData().users.find((entry) => entry.userName === username);
  if (user === undefined) throw new Error(`the demo data has no ${username}`);
  return { userId: user.userId, username: user.userName, password: user.password, nickName: user.nickName };
}

// Cancels one favourite; and cancels every favourite of its own to reach the empty state
// (zhouhaitao, the seed's empty account, gets a new password in change-password.test.ts).
const cancelsOne = colleague('hexuemei');
const cancelsAll = colleague('wanxiuying');

describe('the shell', () => {
  it("shows the county user's live 待上报 count and no badge on 临时用地, which has no live data, in the old and the new sidebar", async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    const nav = sidebar(page);
    await nav.getByRole('button', { name: '备案管理' }).click();
    await expect.poll(() => nav.getByRole('link', { name: /^待上报/ }).locator('.shell-badge').innerText()).toMatch(/^(\d+|99\+)$/);
    await nav.getByRole('button', { name: '临时用地及建设踏勘' }).click();
    const link = nav.getByRole('link', { name: /^临时用地/ });
    await expect.poll(() => link.innerText()).toBe('临时用地');
    expect(await link.locator('.shell-badge').count()).toBe(0);

    const panel = await openPanel(page, '主题设置');
    await panel.getByText('新版', { exact: true }).click();
    await closePanel(page);
    await nav.getByRole('button', { name: '临时用地及建设踏勘' }).click();
    const region = nav.getByRole('region', { name: '临时用地及建设踏勘' });
    await expect.poll(() => region.getByRole('link', { name: /^临时用地/ }).innerText()).toBe('临时用地');
    expect(await region.getByRole('link', { name: /^临时用地/ }).locator('.shell-badge').count()).toBe(0);
  });

  it('lists favourites, cancels one, and shows 暂无数据 for an account without any', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, cancelsOne);
    let panel = await openPanel(page, '我的收藏');
    const rows = panel.locator('.favourites-panel__row');
    await rows.first().waitFor();
    const before = await rows.count();
    expect(before).toBeGreaterThan(0);
    const first = rows.first();
    const title = (await first.locator('.favourites-panel__title').innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    expect(await first.locator('.favourites-panel__date').innerText()).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect((await first.locator('.favourites-panel__type').innerText()).trim().length).toBeGreaterThan(0);
    await first.getByRole('button', { name: '取消收藏' }).click();
    await expect.poll(() => rows.count()).toBe(before - 1);
    await expect(panel.locator('.favourites-panel__title', { hasText: title }).count()).resolves.toBe(0);

    // Gone on the server too: a reload lists it no more.
    await page.reload();
    panel = await openPanel(page, '我的收藏');
    await rows.first().waitFor();
    await expect(panel.locator('.favourites-panel__title', { hasText: title }).count()).resolves.toBe(0);

    // 查看更多 goes to /collect.
    await panel.getByRole('button', { name: '查看更多' }).click();
    await waitForPath(page, '/collect');

    const other = await e2e.newPage();
    await openAndSignIn(other, e2e.baseUrl, cancelsAll);
    const otherPanel = await openPanel(other, '我的收藏');
    const otherRows = otherPanel.locator('.favourites-panel__row');
    await otherRows.first().waitFor();
    // The panel shows the first page; after a cancel it reloads, so later ones move up.
    for (let round = 0; round < 20 && (await otherRows.count()) > 0; round += 1) {
      const shown = await otherRows.locator('.favourites-panel__title').allInnerTexts();
      await otherRows.first().getByRole('button', { name: '取消收藏' }).click();
      await expect.poll(async () => JSON.stringify(await otherRows.locator('.favourites-panel__title').allInnerTexts())).not.toBe(JSON.stringify(shown));
    }
    await otherPanel.getByText('暂无数据', { exact: true }).waitFor();
    await other.reload();
    await (await openPanel(other, '我的收藏')).getByText('暂无数据', { exact: true }).waitFor();
  });

  it('searches only with text: empty stays, text goes to /search?txt=', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('admin'));
    const box = page.getByRole('search').getByRole('textbox', { name: '搜索' });
    const button = page.getByRole('search').getByRole('button', { name: '搜索', exact: true });
    await button.click();
    await box.fill('   ');
    await box.press('Enter');
    await button.click();
    expect(pathOf(page)).toBe('/index');
    await expectTabs(page, ['首页']);

    await box.fill('耕地 保护');
    await button.click();
    await waitForPath(page, '/search');
    expect(new URL(page.url()).searchParams.get('txt')).toBe('耕地 保护');
    await expectTabs(page, ['首页', '搜索结果']);
    // The blank searches came first: had one of them navigated, going back would land on it, not on /index.
    await page.goBack();
    await waitForPath(page, '/index');
  });

  it('navigates to a menu page from the old and from the new sidebar', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('admin'));
    const nav = sidebar(page);
    await nav.getByRole('button', { name: '备案统计分析' }).click();
    await nav.getByRole('link', { name: '项目统计' }).click();
    await waitForPath(page, '/analysis/project');
    await expectTabs(page, ['首页', '项目统计']);
    await expect(nav.getByRole('link', { name: '项目统计' }).getAttribute('aria-current')).resolves.toBe('page');

    const panel = await openPanel(page, '主题设置');
    await panel.getByText('新版', { exact: true }).click();
    await closePanel(page);
    await nav.getByRole('button', { name: '应用', exact: true }).waitFor();
    await nav.getByRole('button', { name: '临时用地及建设踏勘' }).click();
    await nav.getByRole('region', { name: '临时用地及建设踏勘' }).getByRole('link', { name: '建设踏勘' }).click();
    await waitForPath(page, '/temporaryLand/survey');
    await expectTabs(page, ['首页', '项目统计', '建设踏勘']);
    await nav.getByRole('link', { name: '首页' }).click();
    await waitForPath(page, '/index');
  });
});
