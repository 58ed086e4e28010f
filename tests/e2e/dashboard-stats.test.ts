// The 工作台's 统计 widget end to end: ECharts draws both charts under the CSP, and a count of its
// 数据表 (what keyboard users reach) opens 备案查询 filtered to that bucket with the same total.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

const statistics = (page: Page) => page.getByRole('region', { name: '统计', exact: true });

async function openBucket(page: Page, table: string | RegExp, label: string): Promise<number> {
  const widget = statistics(page);
  await widget.locator('.filing-stats__chart svg').first().waitFor({ timeout: 15_000 });
  const toggle = widget.getByRole('button', { name: '查看数据表' });
  if (await toggle.isVisible()) await toggle.click();
  const count = widget.getByRole('table', { name: table }).getByRole('button', { name: new RegExp(`^在备案查询中查看${label}的 \\d+ 件备案$`) });
  const expected = Number(await count.innerText());
  await count.click();
  return expected;
}

const listTotal = async (page: Page): Promise<number> => {
  const total = page.locator('.filing-list').getByText(/^共 \d+ 条$/);
  await total.waitFor({ timeout: 15_000 });
  return Number((await total.innerText()).replace(/\D/g, ''));
};

describe('工作台 统计', () => {
  it('opens 备案查询 on the clicked month (every type) and on the clicked type, each with the counted total', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('province'));
    const march = await openBucket(page, /^\d{4}年各月备案数$/, '3月');
    await page.waitForURL((url) => url.pathname === '/recordReport/query' && /^\d{4}-03-01$/.test(url.searchParams.get('startDate') ?? ''));
    await expect.poll(() => listTotal(page)).toBe(march);
    await expect.poll(() => page.getByRole('radio', { name: /^全部类型/ }).isChecked()).toBe(true);

    await page.getByRole('tablist').locator('[role=tab][title="首页"]').click();
    const facility = await openBucket(page, '各类型备案数', '设施农业用地');
    await page.waitForURL((url) => url.pathname === '/recordReport/query' && url.searchParams.get('keyTypeCode') === '2');
    await expect.poll(() => listTotal(page)).toBe(facility);
    await expect.poll(() => page.getByRole('radio', { name: /^设施农业用地/ }).isChecked()).toBe(true);
  });
});
