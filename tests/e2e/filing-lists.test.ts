// The four 备案管理 lists end to end: their page index, type code, filters and scroll survive
// switching tabs (keep-alive) and a reload, and are cleared when the list's tab is closed (SPEC section 2); a
// row opens its details route with the common parameters as subParams.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { parseFilingSubParams } from '../../src/domain/filing/detail-links';
import type { Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, pathOf } from './support/login';
import { expectTabs, openByAddress, sidebar, tabByTitle } from './support/shell';

const e2e = useBrowser();

// Colleagues no other browser test signs in as: a 南昌市 reviewer and a 进贤县 clerk, whose
// records the filing flow test (南昌县) does not touch.
function colleague(userId: string): Account {
  const user = generateDemoData().users.find((candidate) => candidate.userId === userId);
  if (user === undefined) throw new Error(`the demo data has no user ${userId}`);
  return { userId: user.userId, username: user.userName, password: user.password, nickName: user.nickName };
}
const cityReviewer = colleague('10203');
const countyClerk = colleague('10311');

const list = (page: Page) => page.locator('.filing-list:visible');
const rows = (page: Page) => list(page).locator('tbody .semi-table-row');
const activePage = (page: Page) => list(page).locator('.semi-page-item-active');
const checkedType = (page: Page) => list(page).locator('.filing-list__types .semi-radio-checked');
const keyword = (page: Page) => list(page).getByLabel('关键字');

const stored = (page: Page, key: string): Promise<string | null> => page.evaluate((name) => sessionStorage.getItem(name), key);

/** The text of `selector` inside the list on screen (kept lists are hidden by the page cache). */
const shownText = (page: Page, selector: string): Promise<string | undefined> =>
  page.evaluate((inner) => {
    const shown = [...document.querySelectorAll<HTMLElement>('.filing-list')].find((element) => element.offsetParent !== null);
    return shown?.querySelector(inner)?.textContent ?? undefined;
  }, selector);

async function until(page: Page, what: string, check: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  await expect.poll(check, { timeout, message: `waiting for ${what} on ${page.url()}` }).toBe(true);
}

/** Waits until the list on screen has answered (rows or 暂无数据) and is not loading. */
async function listLoaded(page: Page): Promise<void> {
  await list(page).locator('tbody .semi-table-row, .semi-empty').first().waitFor({ timeout: 15_000 });
  await until(page, 'the list to load', async () => (await list(page).locator('.semi-spin-spinning').count()) === 0);
}

async function chooseType(page: Page, label: string): Promise<void> {
  // The button's text is the label followed by its count.
  await list(page).locator('.filing-list__types .semi-radio', { hasText: label }).click();
  await until(page, `type ${label}`, async () => (await shownText(page, '.semi-radio-checked'))?.startsWith(label) === true);
  await listLoaded(page);
}

/** Opens a list from the sidebar (an in-app navigation, as a user does: the page cache only lives within the app). */
async function openFromSidebar(page: Page, title: string): Promise<void> {
  await sidebar(page).getByText(title, { exact: true }).click();
  await page.waitForFunction((expected) => document.querySelector('[role=tablist] [role=tab][aria-selected=true]')?.getAttribute('title') === expected, title);
  await listLoaded(page);
}

/** Clicks the first row and returns the details route and its parsed query. */
async function openFirstRow(page: Page): Promise<{ path: string; search: string }> {
  const before = pathOf(page);
  await rows(page).first().click();
  await page.waitForURL((url) => url.pathname !== before, { timeout: 20_000 });
  const url = new URL(page.url());
  return { path: url.pathname, search: url.search };
}

describe('the filing lists', () => {
  it('keep their page, type, filters and scroll across tab switches, page and type across a reload, and forget them when the tab closes', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, cityReviewer);
    await openByAddress(page, e2e.baseUrl, '/recordReport/query', '备案查询');
    await listLoaded(page);
    expect(await stored(page, 'queryPageIndex')).toBe('1');
    expect(await stored(page, 'queryTypeCode')).toBe('1');

    await chooseType(page, '设施农业用地');
    await list(page).locator('.semi-page-next').click();
    await until(page, 'page 2', async () => (await shownText(page, '.semi-page-item-active')) === '2');
    await listLoaded(page);
    await keyword(page).fill('设施');
    const scrolled = await page.evaluate(() => {
      const content = document.querySelector('#shell-content') as HTMLElement;
      content.scrollTop = 240;
      return content.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(100);
    expect(await stored(page, 'queryPageIndex')).toBe('2');
    expect(await stored(page, 'queryTypeCode')).toBe('2');

    // Another list, then back by its tab: the same page, type, typed keyword and scroll (the rows
    // are fetched again on return, so a record moved meanwhile by someone else is not shown stale).
    await openFromSidebar(page, '已上报');
    expect(await stored(page, 'reportedPageIndex')).toBe('1');
    await expect(page.evaluate(() => (document.querySelector('#shell-content') as HTMLElement).scrollTop)).resolves.toBe(0);
    await tabByTitle(page, '备案查询').click();
    await listLoaded(page);
    await expect(activePage(page).innerText()).resolves.toBe('2');
    await expect(checkedType(page).innerText()).resolves.toMatch(/^设施农业用地/);
    await expect(keyword(page).inputValue()).resolves.toBe('设施');
    expect(await rows(page).count()).toBeGreaterThan(0);
    await expect(page.evaluate(() => (document.querySelector('#shell-content') as HTMLElement).scrollTop)).resolves.toBe(scrolled);

    // A reload restores the saved page index and type code from the session.
    await page.reload();
    await listLoaded(page);
    await expect(activePage(page).innerText()).resolves.toBe('2');
    await expect(checkedType(page).innerText()).resolves.toMatch(/^设施农业用地/);

    // Closing the tab clears its keys (and only its keys); opening it again starts afresh.
    await page.getByTitle('关闭“备案查询”').click();
    await expectTabs(page, ['首页', '已上报']);
    expect(await stored(page, 'queryPageIndex')).toBeNull();
    expect(await stored(page, 'queryTypeCode')).toBeNull();
    expect(await stored(page, 'reportedPageIndex')).toBe('1');
    await openFromSidebar(page, '备案查询');
    await expect(activePage(page).innerText()).resolves.toBe('1');
    await expect(checkedType(page).innerText()).resolves.toMatch(/^临时用地/);
    await expect(keyword(page).inputValue()).resolves.toBe('');
  });

  it("opens a reviewer's waiting row on the review page and a filed row on the query details", async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, cityReviewer);
    await openByAddress(page, e2e.baseUrl, '/recordReport/reported', '已上报');
    await listLoaded(page);
    await list(page).getByText('只看待我审核').click();
    await list(page).getByRole('button', { name: '查询', exact: true }).click();
    await listLoaded(page);
    await expect(rows(page).first().locator('.filing-status').innerText()).resolves.toBe('已上报');
    const review = await openFirstRow(page);
    expect(review.path).toBe('/query/toBeReviewedDetail');
    expect(parseFilingSubParams(review.search)).toMatchObject({ keyTypeCode: '1', status: 'reported', isAdvance: 0 });

    await openByAddress(page, e2e.baseUrl, '/recordReport/query', '备案查询');
    await listLoaded(page);
    await list(page).getByLabel('状态').click();
    await page.getByRole('option', { name: '已备案' }).click();
    await list(page).getByRole('button', { name: '查询', exact: true }).click();
    await listLoaded(page);
    const filed = await openFirstRow(page);
    expect(filed.path).toBe('/query/details');
    expect(parseFilingSubParams(filed.search)).toMatchObject({ keyTypeCode: '1', status: 'filed' });
  });

  it('opens a draft for editing (isAdvance=1) and 新增备案 on the new-filing page of the chosen type', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, countyClerk);
    await openByAddress(page, e2e.baseUrl, '/recordReport/toBeReported', '待上报');
    await listLoaded(page);
    const draft = await openFirstRow(page);
    expect(draft.path).toBe('/toBeReported/details');
    expect(new URLSearchParams(draft.search).get('isAdvance')).toBe('1');
    expect(parseFilingSubParams(draft.search)).toMatchObject({ keyTypeCode: '1', status: 'draft', isAdvance: 1 });

    await tabByTitle(page, '待上报').click();
    await listLoaded(page);
    await chooseType(page, '乡村建设规划许可');
    await list(page).getByRole('button', { name: '新增备案' }).click();
    await page.waitForURL((url) => url.pathname === '/initiate/details');
    expect(new URL(page.url()).searchParams.get('keyTypeCode')).toBe('3');
  });
});
