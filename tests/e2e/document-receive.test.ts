// 收文 end to end: the county clerk's empty save is refused at each field, a complete one is
// registered and listed as overdue (its 办理期限 has passed), the standing filter lives in the address,
// and the city, another unit, does not see the county's receipt; a province receipt is split into two
// 公文办理 affairs, each waiting in the 待办 of its office's handler.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { documentMessages } from '../../src/domain/document/document-messages';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { openByAddress } from './support/shell';
import { boxHas, openFromBox } from './support/affairs';
import { generateDemoData } from '../../src/demo/demo-data';

const e2e = useBrowser();
const ROUTE = '/document/receive/register';
const TITLE = `关于核查设施农业用地备案情况的函（${Date.now().toString(36)}）`;

const form = (page: Page) => page.getByRole('form', { name: '登记来文' });

async function choose(page: Page, field: string, option: string): Promise<void> {
  await form(page).getByLabel(field).click();
  const item = page.locator('.semi-select-option').filter({ hasText: option }).first();
  await item.waitFor({ timeout: 15_000 });
  await item.click();
  await expect.poll(() => form(page).getByLabel(field).innerText()).toContain(option);
}

describe('收文登记', () => {
  it('refuses an empty registration at its fields, registers a complete one as overdue, and keeps it from the city', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openByAddress(page, e2e.baseUrl, ROUTE, '收文登记');
    await form(page).waitFor({ timeout: 15_000 });
    expect(await auditAccessibility(page, '收文登记')).toEqual([]);

    await form(page).getByRole('button', { name: '登记' }).click();
    await expect.poll(() => form(page).innerText(), { timeout: 15_000 }).toContain(documentMessages.issuerRequired);
    expect(await form(page).innerText()).toContain(documentMessages.deadlineRequired);

    await form(page).getByLabel('来文单位').fill('南昌市自然资源局');
    await form(page).getByLabel('来文字号').fill('南昌自然资函〔2026〕31号');
    await form(page).getByLabel('标题').fill(TITLE);
    await form(page).getByLabel('收文日期').fill('2026-01-05');
    await form(page).getByLabel('办理期限').fill('2026-01-09');
    await choose(page, '密级', '公开');
    await choose(page, '紧急程度', '加急');
    await form(page).getByRole('button', { name: '登记' }).click();
    await page.getByText(/已登记，收文编号 SW\d+/).waitFor({ timeout: 15_000 });
    expect(await form(page).getByLabel('来文单位').inputValue()).toBe('');

    const row = page.locator('.semi-table-row').filter({ hasText: TITLE });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toMatch(/已超期\d+天/);

    await openByAddress(page, e2e.baseUrl, `${ROUTE}?pageIndex=1&pageSize=15&standing=done`, '收文登记');
    // The seeded, finished receipts are listed; the new one is not finished.
    await page.locator('.semi-table-tbody .semi-table-row').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.semi-table-row').filter({ hasText: TITLE }).count()).toBe(0);

    const city = await e2e.newPage();
    await openAndSignIn(city, e2e.baseUrl, readmeAccount('city'));
    await openByAddress(city, e2e.baseUrl, ROUTE, '收文登记');
    await city.getByRole('form', { name: '登记来文' }).waitFor({ timeout: 15_000 });
    await city.locator('.semi-table').waitFor();
    expect(await city.locator('.semi-table-row').filter({ hasText: TITLE }).count()).toBe(0);
  });

  it('splits a province receipt into two 公文办理 affairs, each in the 待办 of its office and opened there with the receipt’s facts, shown on the details with their step', async () => {
    const title = `关于进一步规范临时用地管理的通知（${Date.now().toString(36)}）`;
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('province'));
    await openByAddress(page, e2e.baseUrl, ROUTE, '收文登记');
    await form(page).waitFor({ timeout: 15_000 });
    await form(page).getByLabel('来文单位').fill('江西省人民政府办公厅');
    await form(page).getByLabel('来文字号').fill('赣府厅字〔2026〕45号');
    await form(page).getByLabel('标题').fill(title);
    await form(page).getByLabel('收文日期').fill('2026-01-05');
    await form(page).getByLabel('办理期限').fill('2099-12-31');
    await choose(page, '密级', '公开');
    await choose(page, '紧急程度', '特急');
    await form(page).getByRole('button', { name: '登记' }).click();
    await page.getByText(/已登记，收文编号 SW\d+/).waitFor({ timeout: 15_000 });

    const row = page.locator('.semi-table-row').filter({ hasText: title });
    await row.getByRole('button', { name: /分办收文/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('国土空间用途管制处', { exact: true }).click();
    await dialog.getByText('耕地保护监督处', { exact: true }).click();
    await dialog.getByRole('button', { name: '确定分办' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });

    await row.getByRole('button', { name: `查看收文 ${title}` }).click();
    const sheet = page.getByRole('dialog', { name: '收文详情' });
    await sheet.getByRole('heading', { name: title }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^SW\d+$/);
    const affairs = sheet.locator('.semi-table-tbody .semi-table-row');
    await expect.poll(() => affairs.count(), { timeout: 15_000 }).toBe(2);
    expect(await affairs.first().innerText()).toContain('拟办');
    expect(await row.getByRole('button', { name: /分办收文/ }).count()).toBe(0);
    expect(await auditAccessibility(page, '收文详情')).toEqual([]);

    expect(await boxHas(page, e2e.baseUrl, 'todo', title)).toBe(true);
    const farmland = generateDemoData().users.find((u) => u.userId === '10102');
    if (farmland === undefined) throw new Error('no 耕地保护监督处 colleague');
    const handler = await e2e.newPage();
    await openAndSignIn(handler, e2e.baseUrl, { userId: farmland.userId, username: farmland.userName, password: farmland.password, nickName: farmland.nickName });
    await openFromBox(handler, e2e.baseUrl, 'todo', title);
    await expect.poll(() => handler.locator('main').innerText(), { timeout: 15_000 }).toContain('赣府厅字〔2026〕45号');
  });
});
