// 发文 end to end across four people of the province department: 刘建华 drafts and 送审, 邓婷 核稿,
// 黄建平 会签, 何雪梅 签发, 邓婷 编号 (the next 文号) and 分发; the drafter then reads the post as 分发 with its
// 文号, and the city, its 主送 unit, finds it among the posts received.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { documentMessages } from '../../src/domain/document/document-messages';
import { auditAccessibility } from './support/accessibility';
import { openFromBox, send } from './support/affairs';
import type { Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { openByAddress } from './support/shell';

const e2e = useBrowser();
const ROUTE = '/document/post/draft';
const TITLE = `关于开展设施农业用地备案核查的通知（${Date.now().toString(36)}）`;
const NUMBER = /赣自然资发〔\d{4}〕\d+号/;

const users = generateDemoData().users;
function person(userId: string): Account {
  const user = users.find((u) => u.userId === userId);
  if (user === undefined) throw new Error(`the demo data has no user ${userId}`);
  return { userId, username: user.userName, password: user.password, nickName: user.nickName };
}

const form = (page: Page) => page.getByRole('form', { name: '发文拟稿' });

async function choose(page: Page, field: string, option: string): Promise<void> {
  await form(page).getByLabel(field).click();
  const item = page.locator('.semi-select-option').filter({ hasText: option }).first();
  await item.waitFor({ timeout: 15_000 });
  await item.click();
}

async function signedIn(userId: string): Promise<Page> {
  const page = await e2e.newPage();
  await openAndSignIn(page, e2e.baseUrl, person(userId));
  return page;
}

describe('发文', () => {
  it('runs a draft from 拟稿 to 分发 across four people and gives it the next 文号', async () => {
    const drafter = await signedIn('10002');
    await openByAddress(drafter, e2e.baseUrl, ROUTE, '发文拟稿');
    await form(drafter).waitFor({ timeout: 15_000 });
    expect(await auditAccessibility(drafter, '发文拟稿')).toEqual([]);

    await form(drafter).getByRole('button', { name: '保存草稿' }).click();
    await expect.poll(() => form(drafter).innerText(), { timeout: 15_000 }).toContain(documentMessages.titleRequired);
    expect(await form(drafter).innerText()).toContain(documentMessages.mainToRequired);

    await form(drafter).getByLabel('标题').fill(TITLE);
    await choose(drafter, '文种', '通知');
    await choose(drafter, '密级', '公开');
    await choose(drafter, '紧急程度', '加急');
    await form(drafter).locator('.tree-select').first().click();
    const units = drafter.locator('.tree-select__dropdown').last();
    await units.locator('input').first().fill('南昌市自然资源局');
    await units.locator('.semi-tree-option', { hasText: '南昌市自然资源局' }).last().click();
    await form(drafter).getByRole('group', { name: '主送单位' }).getByText('南昌市自然资源局').waitFor({ timeout: 15_000 });
    await form(drafter).getByLabel('正文').fill('各设区市自然资源局：\n现就开展年度备案核查有关事项通知如下。');
    await form(drafter).getByRole('button', { name: '送审' }).click();
    await drafter.getByText('已送审：请在事务详情中发送至核稿').waitFor({ timeout: 20_000 });
    const postUrl = drafter.url();
    await drafter.getByRole('link', { name: '打开事务详情' }).click();
    await drafter.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 20_000 });
    await send(drafter, '核稿', '邓婷', '请核稿。');

    const checker = await signedIn('10104');
    await openFromBox(checker, e2e.baseUrl, 'todo', TITLE);
    await send(checker, '会签', '黄建平', '文字已核。');
    const cosigner = await signedIn('10103');
    await openFromBox(cosigner, e2e.baseUrl, 'todo', TITLE);
    await send(cosigner, '签发', '何雪梅', '同意。');
    const signer = await signedIn('10101');
    await openFromBox(signer, e2e.baseUrl, 'todo', TITLE);
    await send(signer, '编号', '邓婷', '同意印发。');

    await checker.goto(postUrl);
    await checker.getByRole('button', { name: '分配文号' }).click();
    await expect.poll(() => checker.locator('.post__number').innerText(), { timeout: 15_000 }).toMatch(NUMBER);
    const docNumber = await checker.locator('.post__number').innerText();
    await openFromBox(checker, e2e.baseUrl, 'todo', TITLE);
    await send(checker, '分发', undefined, '已编号，分发。');

    await drafter.goto(postUrl);
    const sheet = drafter.getByRole('definition').filter({ hasText: '分发' });
    await sheet.first().waitFor({ timeout: 15_000 });
    expect(await drafter.locator('.post__number').innerText()).toBe(docNumber);
    expect(await drafter.locator('.post').innerText()).toContain('同意印发。');

    // 南昌市自然资源局, the 主送 unit, reads it among the posts received.
    const city = await signedIn('10003');
    await openByAddress(city, e2e.baseUrl, ROUTE, '发文拟稿');
    await city.getByText('收到的发文').click();
    const received = city.locator('.post__list .semi-table-row').filter({ hasText: TITLE });
    await received.waitFor({ timeout: 15_000 });
    expect(await received.innerText()).toContain(docNumber);
  });
});
