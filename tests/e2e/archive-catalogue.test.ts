// 新目录 end to end in 南昌县: the county clerk lists two records in store in one 入库目录 and
// reads its 目录号; then an 出库目录 of one of them with a record on loan is refused as a whole,
// the reason standing at the loaned record's row, and goes through once that record is taken out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

/** The 档号 of the first rows of 档案出库's list in a state. */
async function archiveNosIn(page: Page, state: 'in' | 'lent', count: number): Promise<string[]> {
  await page.goto(`${e2e.baseUrl}/archive/manage/out?state=${state}`);
  const links = page.locator('.semi-table-row a.archive__no');
  await links.first().waitFor({ timeout: 15_000 });
  return (await links.allInnerTexts()).slice(0, count).map((text) => text.trim());
}

/** Semi draws the checkbox over a hidden input: the row's drawn box is what a user clicks. */
const boxOf = (page: Page, archiveNo: string) => page.locator('.semi-table-row').filter({ has: page.getByRole('checkbox', { name: `选择 ${archiveNo}` }) }).locator('.semi-checkbox');

async function pick(page: Page, archiveNo: string): Promise<void> {
  const search = page.getByRole('search', { name: '可选档案' });
  await search.getByRole('textbox', { name: '关键字' }).fill(archiveNo);
  await search.getByRole('button', { name: '查询' }).click();
  const box = boxOf(page, archiveNo);
  await box.waitFor({ timeout: 15_000 });
  await box.click();
}

describe('新目录', () => {
  it('makes an 入库目录 with its 目录号, and an 出库目录 is refused at the row of a record on loan', async () => {
    const clerk = await e2e.newPage();
    await openAndSignIn(clerk, e2e.baseUrl, readmeAccount('county'));
    const [first, second] = await archiveNosIn(clerk, 'in', 2);
    const [lent] = await archiveNosIn(clerk, 'lent', 1);
    if (first === undefined || second === undefined || lent === undefined) throw new Error('the county has records in store and on loan');

    await clerk.goto(`${e2e.baseUrl}/archive/manage/in`);
    await clerk.getByRole('button', { name: '新目录入库' }).click();
    await clerk.getByRole('heading', { level: 1, name: '新目录入库' }).waitFor({ timeout: 15_000 });
    await pick(clerk, first);
    await pick(clerk, second);
    await clerk.getByText('已选择 2 件档案').waitFor();
    const build = clerk.getByRole('form', { name: '编制入库目录' });
    await build.getByRole('textbox', { name: '备注' }).fill('本年度第二批文书档案入库');
    expect(await auditAccessibility(clerk, '新目录入库')).toEqual([]);
    await build.getByRole('button', { name: '生成入库目录' }).dblclick();
    const made = clerk.getByRole('status').filter({ hasText: '已生成入库目录' });
    await made.waitFor({ timeout: 15_000 });
    const catalogueNo = /目录号 (Z0121-\d{4}-ML-\d{3})/.exec(await made.innerText())?.[1] ?? '';
    expect(catalogueNo).not.toBe('');
    const madeIn = clerk.getByRole('region', { name: '入库目录', exact: true }).getByRole('link', { name: `查看目录 ${catalogueNo}` });
    await expect.poll(() => madeIn.count(), { timeout: 15_000 }).toBe(1);
    await made.getByRole('link', { name: `查看目录 ${catalogueNo}` }).click();
    await clerk.getByRole('heading', { name: `目录 ${catalogueNo}` }).waitFor({ timeout: 15_000 });
    expect(await clerk.getByRole('region', { name: '目录中的档案' }).locator('.semi-table-tbody .semi-table-row').count()).toBe(2);
    await clerk.getByRole('link', { name: `查看档案 ${first}` }).click();
    await clerk.getByRole('link', { name: `查看目录 ${catalogueNo}` }).waitFor({ timeout: 15_000 });

    await clerk.goto(`${e2e.baseUrl}/archive/manage/out`);
    await clerk.getByRole('button', { name: '新目录出库' }).click();
    await clerk.getByRole('heading', { level: 1, name: '新目录出库' }).waitFor({ timeout: 15_000 });
    await pick(clerk, first);
    await pick(clerk, lent);
    const out = clerk.getByRole('form', { name: '编制出库目录' });
    await out.getByRole('textbox', { name: '出库理由' }).fill('到期移交县档案馆');
    await out.getByRole('textbox', { name: '接收单位' }).fill('南昌县档案馆');
    await out.getByRole('button', { name: '生成出库目录并出库' }).click();
    await clerk.getByText('有 1 件档案不能编入出库目录，目录未生成，所有档案均未改变').waitFor({ timeout: 15_000 });
    const row = clerk.locator('.semi-table-row').filter({ has: clerk.getByRole('checkbox', { name: `选择 ${lent}` }) });
    expect(await row.innerText()).toContain('该档案已借出，归还后才能出库');
    expect(await out.getByRole('textbox', { name: '出库理由' }).inputValue()).toBe('到期移交县档案馆');
    expect(await auditAccessibility(clerk, '新目录出库')).toEqual([]);

    await boxOf(clerk, lent).click();
    await clerk.getByText('已选择 1 件档案').waitFor();
    await out.getByRole('button', { name: '生成出库目录并出库' }).dblclick();
    await clerk.getByRole('status').filter({ hasText: /已生成出库目录，目录号 Z0121-\d{4}-ML-\d{3}/ }).waitFor({ timeout: 15_000 });
    // The status is shown as the save answers; the catalogue list below reloads after it.
    const listed = clerk.getByRole('region', { name: '出库目录', exact: true }).locator('.semi-table-row').filter({ hasText: '南昌县档案馆' });
    await expect.poll(() => listed.count(), { timeout: 15_000 }).toBe(1);
  });
});
