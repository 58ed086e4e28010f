// 台账 end to end as the province: 关注 a ledger in 台账目录 and find it under 我关注的; open the
// auto-extracted 临时用地备案台账 at its department detail, whose 合计 equals its rows; add an
// opinion; export the instance and read the .xlsx back with exceljs.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();
const FOLLOWED = '设施农业用地备案台账';
const AUTO = '临时用地备案台账';
const opinion = `e2e 台账意见：已与备案查询核对（${Date.now()}）`;

/** The detail table's rows as texts: name, 宗数 and 用地面积 (公顷), 合计 last. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows = page.locator('.ledger-detail .report-table .semi-table-tbody > tr');
  await rows.first().waitFor();
  const all = await rows.all();
  return Promise.all(all.map(async (row) => (await row.locator('td').allInnerTexts()).map((text) => text.trim())));
}

const num = (text: string | undefined): number => Number((text ?? '').replaceAll(',', ''));

describe('台账', () => {
  it('is followed, opened at its department detail with totals equal to its rows, commented on and exported', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('province'));

    await page.goto(`${e2e.baseUrl}/tz/secretary/index`);
    await page.getByRole('link', { name: `打开台账 ${AUTO}` }).waitFor();
    expect(await auditAccessibility(page, '台账目录')).toEqual([]);
    const follow = page.getByRole('button', { name: `关注 ${FOLLOWED}` });
    await follow.dblclick();
    const unfollow = page.getByRole('button', { name: `取消关注 ${FOLLOWED}` });
    await expect.poll(() => unfollow.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '我关注的' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?interest=1');
    await expect.poll(() => page.getByRole('link', { name: /^打开台账 / }).allInnerTexts()).toEqual([FOLLOWED]);
    await expect.poll(() => page.locator('.ledger .semi-table-tbody > tr', { hasText: FOLLOWED }).locator('td').nth(4).innerText()).toBe('1');

    await page.getByRole('button', { name: '全部台账' }).click();
    await page.getByRole('button', { name: '编辑台账 农村宅基地审批台账' }).click();
    const dialog = page.getByRole('dialog', { name: /编辑台账/ });
    await dialog.getByRole('textbox', { name: '说明' }).fill('按年汇总各地农村宅基地审批的户数与面积（e2e 修订）');
    await dialog.getByRole('button', { name: '保存' }).dblclick();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: `打开台账 ${AUTO}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tz/secretary/departmentDetail/tz-auto-1');
    expect(new URL(page.url()).searchParams.get('data')).toMatch(/^\d{4}-Q[1-4]_360000$/);
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^江西省.+${AUTO}$`) });
    await heading.waitFor();
    const rows = await tableRows(page);
    const totals = rows.at(-1) ?? [];
    const body = rows.slice(0, -1);
    expect(totals[0]).toBe('合计');
    expect(body.length).toBe(11);
    expect(num(totals[1])).toBe(body.reduce((sum, row) => sum + num(row[1]), 0));
    expect(num(totals[2])).toBeCloseTo(body.reduce((sum, row) => sum + num(row[2]), 0), 4);
    expect(num(totals[3])).toBeCloseTo(num(totals[2]) * 15, 2);

    await page.getByRole('textbox', { name: '填写意见' }).fill(opinion);
    await page.getByRole('button', { name: '发表意见' }).click();
    await page.getByText(opinion).waitFor();
    expect(await auditAccessibility(page, '部门台账')).toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 Excel' }).click();
    const download = await downloading;
    const title = await heading.innerText();
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${title}-\\d{8}\\.xlsx$`));
    const book = new ExcelJS.Workbook();
    const bytes = await readFile(await download.path());
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const texts: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => texts.push(...(row.values as unknown[]).slice(1)));
    expect(texts[0]).toBe(title);
    const at = texts.indexOf('合计');
    expect(at).toBeGreaterThan(0);
    expect(texts[at + 1]).toBe(num(totals[1]));
    expect(texts[at + 2]).toBeCloseTo(num(totals[2]), 4);
  });
});
