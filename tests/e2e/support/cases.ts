// 立案登记 as a county clerk fills it in the browser, free of Vitest: the helper resolves on the new
// case's detail page. Texts are the form's own labels.
import type { Page } from 'playwright-core';
import { openByAddress } from './shell';

export const caseForm = (page: Page) => page.getByRole('form', { name: '立案登记' });

async function chooseInCaseForm(page: Page, field: string, option: string): Promise<void> {
  await caseForm(page).getByLabel(field, { exact: true }).click();
  const item = page.locator('.semi-select-option').filter({ hasText: option }).first();
  await item.waitFor({ timeout: 15_000 });
  await item.click();
}

/** What differs between the cases the tests register; the rest is one 举报 of 非法占地 in 莲塘镇. */
export interface CaseFacts {
  readonly party: string;
  readonly idNo: string;
  readonly area: string;
  readonly facts: string;
}

/** Fills a complete 立案登记 for the company `party` without submitting it. */
export async function fillCase(page: Page, facts: CaseFacts): Promise<void> {
  const form = caseForm(page);
  await chooseInCaseForm(page, '案件来源', '举报');
  await chooseInCaseForm(page, '违法类型', '非法占地');
  await form.getByRole('radio', { name: '单位' }).check();
  await form.getByLabel('当事人名称').fill(facts.party);
  await form.getByLabel('证件号码（公民身份号码或统一社会信用代码）').fill(facts.idNo);
  await form.getByLabel('联系电话').fill('0791-85712345');
  await form.getByLabel('违法地点').fill('莲塘镇澄湖村');
  await form.getByLabel('涉案面积（公顷）').fill(facts.area);
  await form.getByLabel('经度').fill('115.93');
  await form.getByLabel('纬度').fill('28.55');
  await form.getByLabel('违法事实').fill(facts.facts);
}

/** Registers a 举报 case of 非法占地 by the company `party` in 南昌县; resolves with its detail page's address. */
export async function registerCase(page: Page, baseUrl: string, party: string): Promise<string> {
  await openByAddress(page, baseUrl, '/op/accept/register', '案件登记');
  await caseForm(page).waitFor({ timeout: 15_000 });
  await fillCase(page, { party, idNo: '91360121MA35L8XX0W', area: '0.42', facts: '未经批准擅自占用集体土地堆放建材。' });
  await caseForm(page).getByRole('button', { name: '提交立案' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/op/handle/details/'), { timeout: 20_000 });
  return page.url();
}
