// 区域统计 end to end: the province drills 江西省 → 南昌市 → 南昌县 by clicking, the county's count
// equals what 备案查询 lists from the 合计 link, the breadcrumb goes back up, and a county user who
// asks for 九江市 by address is told plainly that it is not theirs.
import { divisionScopeMessages } from '../../src/domain/statistics/division-scope-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { openByAddress } from './support/shell';

const e2e = useBrowser();

const page$ = (page: Page) => page.locator('section.district');
const crumbs = async (page: Page): Promise<string> => (await page$(page).getByRole('navigation', { name: '行政区层级' }).getByRole('listitem').allInnerTexts()).join('›');
const totalsCount = async (page: Page): Promise<number> =>
  Number((await page$(page).locator('.report-table__totals').first().locator('td').nth(1).innerText()).replace(/\D/g, ''));

const listTotal = async (page: Page): Promise<number> => {
  const total = page.locator('.filing-list').getByText(/^共 \d+ 条$/);
  await total.waitFor({ timeout: 15_000 });
  return Number((await total.innerText()).replace(/\D/g, ''));
};

describe('区域统计', () => {
  it('drills 江西省 → 南昌市 → 南昌县 and the county count is what 备案查询 lists', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('province'));
    await openByAddress(page, e2e.baseUrl, '/analysis/district', '区域统计');
    await page$(page).getByRole('button', { name: '查看南昌市下级统计' }).click();
    await page.waitForURL((url) => url.searchParams.get('divisionCode') === '360100');
    await expect.poll(() => crumbs(page)).toBe('江西省›南昌市');
    await page$(page).locator('.stat-chart svg').first().waitFor({ timeout: 15_000 });
    expect(await auditAccessibility(page, '区域统计 南昌市')).toEqual([]);

    await page$(page).getByRole('button', { name: '查看南昌县下级统计' }).click();
    await page.waitForURL((url) => url.searchParams.get('divisionCode') === '360121');
    await expect.poll(() => crumbs(page)).toBe('江西省›南昌市›南昌县');
    await expect.poll(() => page$(page).getByRole('columnheader', { name: '备案类型' }).first().isVisible()).toBe(true);
    const count = await totalsCount(page);
    expect(count).toBeGreaterThan(0);

    await page$(page).locator('.report-table__totals').first().getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/recordReport/query' && url.searchParams.get('divisionCode') === '360121');
    await expect.poll(() => listTotal(page)).toBe(count);

    await openByAddress(page, e2e.baseUrl, '/analysis/district?divisionCode=360121', '区域统计');
    await page$(page).getByRole('link', { name: '返回江西省' }).click();
    await page.waitForURL((url) => url.searchParams.get('divisionCode') === '360000');
    await expect.poll(() => crumbs(page)).toBe('江西省');
  });

  it('refuses a county user who asks for 九江市 by address, with the reason instead of a table and a way back to their own county', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openByAddress(page, e2e.baseUrl, '/analysis/district?divisionCode=360400', '区域统计');
    await expect.poll(() => page$(page).getByRole('alert').innerText(), { timeout: 15_000 }).toContain(divisionScopeMessages.forbidden);
    expect(await page$(page).locator('.report-table').count()).toBe(0);

    await page$(page).getByRole('button', { name: '返回本辖区统计' }).click();
    await page.waitForURL((url) => url.pathname === '/analysis/district' && !url.search.includes('divisionCode'));
    await expect.poll(() => page$(page).getByRole('navigation').innerText(), { timeout: 15_000 }).toContain('南昌县');
    await page$(page).locator('.report-table[aria-busy="false"] .semi-table-row').first().waitFor({ timeout: 15_000 });
  });
});
