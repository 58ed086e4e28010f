// 案件 end to end: 陈志强 (南昌县) registers a case at 立案登记 and sends it on in 事务详情; he and
// 杨俊杰 take it through 调查取证, 审理, 告知, 听证 (the party asked for one), 处罚决定, 送达 and 执行
// to 结案; the case details then show it closed with every step's opinion, and 万秀英 of 进贤县
// opening it by its address gets a clear refusal.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { caseMessages } from '../../src/domain/case/case-messages';
import { auditAccessibility } from './support/accessibility';
import { actionButton, openFromBox, send } from './support/affairs';
import type { Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { caseForm as form, fillCase } from './support/cases';
import { openByAddress } from './support/shell';

const e2e = useBrowser();
const PARTY = `南昌某石材有限公司${Date.now().toString(36)}`;
const TITLE = `${PARTY}非法占地案`;

const users = generateDemoData().users;
function person(userId: string): Account {
  const user = users.find((u) => u.userId === userId);
  if (user === undefined) throw new Error(`the demo data has no user ${userId}`);
  return { userId, username: user.userName, password: user.password, nickName: user.nickName };
}

async function signedIn(userId: string): Promise<Page> {
  const page = await e2e.newPage();
  await openAndSignIn(page, e2e.baseUrl, person(userId));
  return page;
}

describe('案件', () => {
  it('runs a case from 立案 to 结案 across two handlers, and another county cannot open it', async () => {
    const clerk = await signedIn('10004');
    await openByAddress(clerk, e2e.baseUrl, '/op/accept/register', '案件登记');
    await form(clerk).waitFor({ timeout: 15_000 });
    await clerk.getByRole('region', { name: '踏勘位置地图' }).waitFor({ timeout: 15_000 });
    expect(await auditAccessibility(clerk, '立案登记')).toEqual([]);

    await form(clerk).getByRole('button', { name: '提交立案' }).click();
    await expect.poll(() => form(clerk).innerText(), { timeout: 15_000 }).toContain(caseMessages.sourceRequired);
    expect(await form(clerk).innerText()).toContain(caseMessages.areaInvalid);

    await fillCase(clerk, { party: PARTY, idNo: '91360121MA35L8XX0A', area: '0.86', facts: '未经批准擅自占用集体土地堆放石材并硬化场地。' });
    await form(clerk).getByRole('button', { name: '提交立案' }).click();
    await expect.poll(() => form(clerk).innerText(), { timeout: 15_000 }).toContain(caseMessages.unitIdInvalid);

    await form(clerk).getByLabel('证件号码（公民身份号码或统一社会信用代码）').fill('91360121MA35L8XX0W');
    await form(clerk).getByRole('button', { name: '提交立案' }).click();
    await clerk.waitForURL((url) => url.pathname.startsWith('/op/handle/details/'), { timeout: 20_000 });
    const caseUrl = clerk.url();
    const heading = clerk.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toMatch(/赣自然资\(南昌县\)立〔\d{4}〕\d+号/);
    expect(await clerk.locator('.case__step').innerText()).toContain('立案');

    await clerk.getByRole('link', { name: '在事务详情中办理' }).click();
    await clerk.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 20_000 });
    await actionButton(clerk, '发送').waitFor({ timeout: 15_000 });
    await send(clerk, '调查取证', '杨俊杰', '违法事实基本清楚，同意立案。');

    const handler = await signedIn('10301');
    await openFromBox(handler, e2e.baseUrl, 'todo', TITLE);
    await send(handler, '审理', '陈志强', '已完成现场勘测和询问笔录，提请审理。');
    await openFromBox(clerk, e2e.baseUrl, 'todo', TITLE);
    await send(clerk, '告知', '杨俊杰', '经审理，拟处罚款并责令退还土地。');
    // Sent on to himself, 杨俊杰 still holds the case and goes on from the same page.
    await openFromBox(handler, e2e.baseUrl, 'todo', TITLE);
    for (const [node, to, opinion] of [
      ['听证', '杨俊杰', '当事人申请听证。'],
      ['处罚决定', '杨俊杰', '听证意见不予采纳，维持原处罚意见。'],
      ['送达', '杨俊杰', '处罚决定书已签发。'],
      ['执行', '陈志强', '已直接送达并签收。'],
    ] as const) {
      await send(handler, node, to, opinion);
    }
    await openFromBox(clerk, e2e.baseUrl, 'todo', TITLE);
    await send(clerk, '结案', undefined, '罚没款已缴清，土地已恢复原状，同意结案。');

    await clerk.goto(caseUrl);
    await expect.poll(() => clerk.locator('.case__step').innerText(), { timeout: 15_000 }).toContain('已结案');
    const page = await clerk.locator('.case').innerText();
    for (const text of ['听证意见不予采纳', '同意结案', '【听证】', '【执行】']) expect(page).toContain(text);

    const other = await signedIn('10311');
    await other.goto(caseUrl);
    await other.getByText(caseMessages.outOfJurisdiction).waitFor({ timeout: 15_000 });
    expect(await other.locator('.case').innerText()).not.toContain(PARTY);
  });
});
