// 临时用地 end to end: the county registers the reclamation of an ended land use for acceptance
// (复垦验收中), the city above approves it (已复垦), both visible in the list and the details; a
// county opening another county's record by address is refused plainly; the export downloads the
// rows the list shows.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedFilingBook } from '../../src/demo/filings';
import { temporaryLandMessages as m } from '../../src/domain/temporary-land/temporary-land-messages';
import { isTemporaryLand } from '../../src/domain/temporary-land/service/land-access';
import { sheetGrid } from '../support/report-sheet';
import { readmeAccount } from './support/accounts';
import { auditAccessibility } from './support/accessibility';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

const rows = (page: Page) => page.locator('.land-list .semi-table-tbody .semi-table-row');
const statusTag = (page: Page) => page.locator('.land-details__title .land-status');
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The list's rows as [project, approval number, status] once it has loaded. */
async function listed(page: Page): Promise<string[][]> {
  await rows(page).first().waitFor({ timeout: 20_000 });
  return rows(page).evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.querySelector('span span')?.textContent ?? td.textContent ?? '')));
}

async function act(page: Page, button: string, title: string, opinion: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const box = dialog(page, title);
  await box.getByRole('button', { name: '提交' }).click();
  await expect.poll(() => box.getByRole('alert').first().innerText()).toContain(button === '登记复垦验收' ? m.registerOpinionRequired : m.decideOpinionRequired);
  await box.getByRole('textbox').last().fill(opinion);
  await box.getByRole('button', { name: '提交' }).dblclick();
  await box.waitFor({ state: 'hidden', timeout: 15_000 });
}

describe('临时用地', () => {
  it('lets the county register a reclamation and the city above approve it, both seen in the list and the details', async () => {
    const county = await e2e.newPage();
    await openAndSignIn(county, e2e.baseUrl, readmeAccount('county'));
    await county.goto(`${e2e.baseUrl}/temporaryLand/list?status=awaitingReclamation`);
    const [first] = await listed(county);
    const number = first?.[3] ?? '';
    expect(number).toMatch(/临字/);
    await rows(county).first().click();
    await county.waitForURL((url) => url.pathname === '/temporaryLand/details');
    const detailsUrl = county.url();
    await expect.poll(() => statusTag(county).innerText(), { timeout: 20_000 }).toBe('已到期待复垦');
    expect(await auditAccessibility(county, '临时用地详情 县')).toEqual([]);
    await act(county, '登记复垦验收', '登记复垦验收', '场地已清理平整，耕作层已回覆');
    await expect.poll(() => statusTag(county).innerText()).toBe('复垦验收中');
    // The double click on 提交 made one entry, not two.
    expect(await county.locator('.land-details__table').first().getByText('场地已清理平整，耕作层已回覆').count()).toBe(1);
    await county.goto(`${e2e.baseUrl}/temporaryLand/list?text=${encodeURIComponent(number)}`);
    expect((await listed(county)).map((row) => row[6])).toEqual(['复垦验收中']);

    const city = await e2e.newPage();
    await openAndSignIn(city, e2e.baseUrl, readmeAccount('city'));
    await city.goto(detailsUrl);
    await expect.poll(() => statusTag(city).innerText(), { timeout: 20_000 }).toBe('复垦验收中');
    await act(city, '验收通过', '复垦验收：通过', '复垦质量达标，同意通过验收');
    await expect.poll(() => statusTag(city).innerText()).toBe('已复垦');
    expect(await city.getByRole('button', { name: '验收通过' }).count()).toBe(0);
    await city.goto(`${e2e.baseUrl}/temporaryLand/list?text=${encodeURIComponent(number)}`);
    expect((await listed(city)).map((row) => row[6])).toEqual(['已复垦']);
    await county.goto(detailsUrl);
    await expect.poll(() => statusTag(county).innerText(), { timeout: 20_000 }).toBe('已复垦');
  });

  it("refuses another county's record by address and exports the rows the list shows", async () => {
    const county = await e2e.newPage();
    await openAndSignIn(county, e2e.baseUrl, readmeAccount('county'));
    const foreign = seedFilingBook().filings.find((f) => isTemporaryLand(f) && !f.divisionCode.startsWith('3601'));
    await county.goto(`${e2e.baseUrl}/temporaryLand/details?id=${foreign?.keyNumGather ?? ''}`);
    await expect.poll(() => county.getByRole('heading', { level: 1 }).innerText(), { timeout: 20_000 }).toBe('无权查看');
    expect(await county.getByText(m.viewOutOfJurisdiction).count()).toBe(1);
    await county.goto(`${e2e.baseUrl}/temporaryLand/details`);
    await expect.poll(() => county.getByRole('heading', { level: 1 }).innerText(), { timeout: 20_000 }).toBe('未指定临时用地');

    await county.goto(`${e2e.baseUrl}/temporaryLand/list?status=overdue`);
    const screen = await listed(county);
    expect(await auditAccessibility(county, '临时用地列表 县')).toEqual([]);
    const downloading = county.waitForEvent('download');
    await county.getByRole('button', { name: '导出 Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^临时用地台账-\d{8}\.xlsx$/);
    const sheet = await sheetGrid(new Uint8Array(await readFile(await download.path())));
    expect(sheet[0]?.[0]).toBe(m.exportTitle);
    expect(sheet[1]?.[0]).toContain('状态：逾期未复垦');
    expect(sheet.slice(3).map((row) => [row[0], row[3], row[7], row[8]])).toEqual(screen.map((row) => [row[0], row[3], row[6], row[7]]));
  });
});
