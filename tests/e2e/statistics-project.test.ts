// 超时统计 and 项目统计 end to end: each export downloaded in the browser holds exactly the cells the
// screen shows, and a 超时 number opens a side sheet listing that many records.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readReportSheet } from '../support/report-sheet';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

/** The body rows of the statistics table as the screen shows them: the last `width` cells of each row. */
async function screenRows(page: Page, width: number): Promise<string[][]> {
  const rows = page.locator('.report-table .semi-table-tbody > tr.semi-table-row');
  return (await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll(':scope > td')].map((td) => (td as HTMLElement).innerText.trim())))).map((cells) => cells.slice(-width));
}

/** An export cell as the screen formats it. */
const shown = (value: string | number | null, decimals: number): string =>
  value === null ? '' : typeof value === 'number' ? value.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }) : value;

async function download(page: Page): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByRole('button', { name: '导出 Excel' }).click()]);
  const path = await file.path();
  return readFile(path);
}

describe('项目统计 and 超时统计', () => {
  it('exports exactly the screen and opens the records behind a 超时 number', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('province'));

    await page.goto(`${e2e.baseUrl}/analysis/timeout`);
    const table = page.getByRole('region', { name: /超时统计表$/ });
    await table.locator('tbody tr').nth(1).waitFor({ timeout: 20_000 });
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
    const timeoutScreen = await screenRows(page, 4);
    const timeoutSheet = await readReportSheet(await download(page), 4, 1);
    expect(timeoutSheet.rows.map((row) => row.map((cell) => shown(cell, 0)))).toEqual(timeoutScreen);
    expect(timeoutSheet.rows.at(-1)?.[0]).toBe('合计');

    const number = table.locator('tbody a').first();
    const expected = Number((await number.innerText()).replace(/\D/g, ''));
    expect(expected).toBeGreaterThan(0);
    await number.click();
    const sheet = page.locator('.semi-sidesheet');
    await expect.poll(async () => (await sheet.getByText(/^共 \d+ 条$/).innerText({ timeout: 15_000 })).replace(/\D/g, '')).toBe(String(expected));

    await page.goto(`${e2e.baseUrl}/analysis/project?divisionCode=360121&keyTypeCode=1&pageSize=50&unit=mu&orderBy=area&order=desc`);
    const projects = page.getByRole('region', { name: /项目统计表$/ });
    await projects.locator('tbody tr').nth(1).waitFor({ timeout: 20_000 });
    await expect.poll(() => projects.getAttribute('aria-busy')).toBe('false');
    const total = Number((await page.getByText(/^共 \d+ 个项目/).innerText()).match(/\d+/)?.[0]);
    expect(total).toBeLessThanOrEqual(50);
    const projectScreen = await screenRows(page, 12);
    const projectSheet = await readReportSheet(await download(page), 12, 2);
    expect(projectSheet.title).toBe('南昌县用地备案项目统计表');
    expect(projectSheet.rows).toHaveLength(total + 1);
    expect(projectSheet.rows.map((row) => row.map((cell, index) => shown(cell, index >= 4 && index <= 8 ? 4 : 0)))).toEqual(projectScreen);
  });
});
