// The op event in a second user's open session (SPEC section 2): 陈志强 (南昌县) registers a case
// and sends it on to 杨俊杰, who is already signed in in another browser; his 案件通知 names the
// case, and its 查看 opens that case's detail, its parameters fetched by id and box type; the
// sender's 查看案件 on 事务详情 opens the same case.
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { auditAccessibility } from './support/accessibility';
import type { Account } from './support/accounts';
import { actionButton, send } from './support/affairs';
import { useBrowser } from './support/browser';
import { registerCase } from './support/cases';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();
const CASE_NUMBER = /赣自然资\(南昌县\)立〔\d{4}〕\d+号/;
const PARTY = `南昌某建材有限公司${Date.now().toString(36)}`;

const users = generateDemoData().users;
function person(userId: string): Account {
  const user = users.find((u) => u.userId === userId);
  if (user === undefined) throw new Error(`the demo data has no user ${userId}`);
  return { userId, username: user.userName, password: user.password, nickName: user.nickName };
}

describe('案件通知', () => {
  it('reaches the next handler’s open session, and 查看 opens the case handed on to him', async () => {
    // 杨俊杰 is at work already, on his home page: the case reaches him by push.
    const handler = await e2e.newPage();
    await openAndSignIn(handler, e2e.baseUrl, person('10301'));

    const clerk = await e2e.newPage();
    await openAndSignIn(clerk, e2e.baseUrl, person('10004'));
    const caseUrl = new URL(await registerCase(clerk, e2e.baseUrl, PARTY));
    const heading = clerk.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toMatch(CASE_NUMBER);
    const caseNumber = CASE_NUMBER.exec(await heading.innerText())?.[0] ?? '';
    await clerk.getByRole('link', { name: '在事务详情中办理' }).click();
    await clerk.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 20_000 });
    await actionButton(clerk, '发送').waitFor({ timeout: 15_000 });
    await send(clerk, '调查取证', '杨俊杰', '违法事实基本清楚，同意立案。');

    const notice = handler.locator('.semi-notification-notice').filter({ hasText: '案件通知' }).filter({ hasText: caseNumber });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain('调查取证');
    expect(await auditAccessibility(handler, '案件通知')).toEqual([]);
    await notice.getByRole('button', { name: '查看' }).click();
    await handler.waitForURL((url) => url.pathname === caseUrl.pathname, { timeout: 20_000 });
    await expect.poll(() => handler.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toContain(caseNumber);
    expect(await handler.locator('.case').innerText()).toContain(PARTY);
    await expect.poll(() => handler.locator('.case__step').innerText(), { timeout: 15_000 }).toContain('调查取证');
    expect(await notice.count()).toBe(0);

    // The sender's 事务详情 of the 执法案件办理 affair leads back to the same case.
    await clerk.getByRole('link', { name: '查看案件' }).click();
    await clerk.waitForURL((url) => url.pathname === caseUrl.pathname, { timeout: 20_000 });
    await expect.poll(() => clerk.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toContain(caseNumber);
  });
});
