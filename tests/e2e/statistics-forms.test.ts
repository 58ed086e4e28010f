// 农房建设统计 end to end: a save made with a stale version is refused and every typed value stays
// on screen, the other user's values load on request, and a value the county saves shows in the
// city's roll-up row of that county.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, TOKEN_KEY } from './support/login';

const e2e = useBrowser();
/** A past month every county has reported in the seed. */
const PERIOD = '2026-09';
const COUNTY = '360121';

const field = (page: Page, key: string) => page.locator(`#report-form-${key}`);

/** Someone else saving the county's form from the API, at the version currently stored. */
function saveFromApi(page: Page, values: Readonly<Record<string, number>>): Promise<number> {
  return page.evaluate(
    async ({ tokenKey, period, divisionCode, values }) => {
      const headers = { Authorization: `Bearer ${sessionStorage.getItem(tokenKey) ?? ''}`, 'Content-Type': 'application/json' };
      const read = await fetch(`/api/op/statistical/getBuildHouseInfo?period=${period}`, { headers });
      const { data } = (await read.json()) as { data: { version: number } };
      const saved = await fetch('/api/op/statistical/saveBuildHouseInfo', { method: 'POST', headers, body: JSON.stringify({ divisionCode, period, values, version: data.version }) });
      return saved.status;
    },
    { tokenKey: TOKEN_KEY, period: PERIOD, divisionCode: COUNTY, values },
  );
}

describe('农房建设统计', () => {
  it('refuses a stale save keeping the typed values, and the saved value shows in the city roll-up', async () => {
    const county = await e2e.newPage();
    await openAndSignIn(county, e2e.baseUrl, readmeAccount('county'));
    await county.goto(`${e2e.baseUrl}/special/buildHouse?period=${PERIOD}`);
    await field(county, 'housesApproved').waitFor({ timeout: 20_000 });

    expect(await saveFromApi(county, { housesApproved: 30, housesStarted: 20, housesBuilt: 10, floorArea: 2500.5, households: 31 })).toBe(200);

    await field(county, 'housesApproved').fill('97');
    await field(county, 'households').fill('99');
    await county.getByRole('button', { name: '保存' }).click();
    await county.getByText('他人已先保存了该报表').waitFor({ timeout: 15_000 });
    expect(await field(county, 'housesApproved').inputValue()).toBe('97');
    expect(await field(county, 'households').inputValue()).toBe('99');

    await county.getByRole('button', { name: '载入他人保存的数据' }).click();
    await expect.poll(() => field(county, 'housesApproved').inputValue()).toBe('30');
    await field(county, 'housesApproved').fill('52');
    await county.getByRole('button', { name: '保存' }).click();
    await county.getByText(/^第 \d+ 版，最后保存于/).waitFor({ timeout: 15_000 });
    expect(await field(county, 'housesApproved').inputValue()).toBe('52');

    const city = await e2e.newPage();
    await openAndSignIn(city, e2e.baseUrl, readmeAccount('city'));
    await city.goto(`${e2e.baseUrl}/special/buildHouse?period=${PERIOD}`);
    const row = city.locator('.report-table tr', { has: city.getByRole('link', { name: '南昌县', exact: true }) });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await row.locator('td').nth(1).innerText()).trim()).toBe('52');
    await row.getByRole('link', { name: '南昌县', exact: true }).click();
    await city.waitForURL((url) => url.searchParams.get('divisionCode') === COUNTY);
    await expect.poll(() => field(city, 'housesApproved').inputValue()).toBe('52');
    expect(await field(city, 'housesApproved').isDisabled()).toBe(true);
  });
});
