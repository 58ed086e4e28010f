// 档案 end to end in the city bureau: the clerk registers an archive (入库登记) and it gets its
// 档号; she asks to borrow it and the unit's keeper (办公室) approves it from 待我审批; her
// 借阅管理 reminds her of the seeded overdue loan, which she returns late.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { chinaToday, dayNumber, isoOfDay } from '../../src/domain/filing/calendar-date';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

const users = generateDemoData().users;
const accountOf = (userId: string): Account => {
  const user = users.find((u) => u.userId === userId);
  if (user === undefined) throw new Error(`the demo data has no user ${userId}`);
  return { userId, username: user.userName, password: user.password, nickName: user.nickName };
};
/** 市局办公室: the city unit's archive keeper. */
const keeper = accountOf('10204');
const title = '南昌市国土空间规划实施评估报告（档案浏览器测试）';
const due = isoOfDay((dayNumber(chinaToday(Date.now()) ?? '2026-01-01') ?? 0) + 7);

const form = (page: Page, name: string) => page.getByRole('form', { name });

describe('档案', () => {
  it('is registered with its 档号, lent after approval, and an overdue loan is reminded and returned late', async () => {
    const clerk = await e2e.newPage();
    await openAndSignIn(clerk, e2e.baseUrl, readmeAccount('city'));
    await clerk.goto(`${e2e.baseUrl}/archive/manage/in`);
    const register = form(clerk, '登记入库');
    await register.getByRole('textbox', { name: '题名' }).fill(title);
    await register.getByRole('textbox', { name: '责任者' }).fill('南昌市自然资源局国土空间规划科');
    expect(await auditAccessibility(clerk, '档案入库登记')).toEqual([]);
    await register.getByRole('button', { name: '登记入库' }).dblclick();
    await clerk.waitForURL((url) => url.pathname === '/archive/manage/registerDetail', { timeout: 15_000 });
    const heading = clerk.getByRole('heading', { name: /^登记详情 Z0100-\d{4}-Y-BGS-\d{4}$/ });
    await heading.waitFor({ timeout: 15_000 });
    const archiveNo = ((await heading.innerText()).split(' ')[1] ?? '').trim();
    await clerk.getByText(title).first().waitFor();

    const borrow = form(clerk, '申请借阅');
    await borrow.locator('.semi-datepicker input').first().fill(due);
    await borrow.getByRole('textbox', { name: '借阅目的' }).click();
    await borrow.getByRole('textbox', { name: '借阅目的' }).fill('编制规划实施评估报告');
    await borrow.getByRole('button', { name: '提交借阅申请' }).dblclick();
    await clerk.getByRole('link', { name: /^查看借阅 JY/ }).first().waitFor({ timeout: 15_000 });
    expect(await clerk.locator('.semi-table-row').filter({ hasText: '编制规划实施评估报告' }).innerText()).toContain('待审批');
    expect(await auditAccessibility(clerk, '登记详情')).toEqual([]);

    const office = await e2e.newPage();
    await openAndSignIn(office, e2e.baseUrl, keeper);
    await office.goto(`${e2e.baseUrl}/archive/manage/retrieval?role=approving`);
    await office.getByRole('link', { name: `查看借阅 ${archiveNo}` }).click();
    await office.getByRole('heading', { name: `调阅详情 ${archiveNo}` }).waitFor({ timeout: 15_000 });
    await office.getByRole('button', { name: '同意借出' }).dblclick();
    await office.getByText('借出中').first().waitFor({ timeout: 15_000 });

    await clerk.goto(`${e2e.baseUrl}/archive/manage/retrieval`);
    const reminder = clerk.locator('.semi-banner').filter({ hasText: '借阅逾期提醒' });
    await reminder.waitFor({ timeout: 15_000 });
    expect(await reminder.innerText()).toContain('逾期10天');
    expect(await clerk.locator('.archive__overdue').count()).toBe(1);
    expect(await clerk.locator('.semi-table-row').filter({ hasText: archiveNo }).innerText()).toContain('借出中');
    expect(await auditAccessibility(clerk, '借阅管理')).toEqual([]);
    await reminder.getByRole('link').first().click();
    await clerk.getByRole('heading', { name: /^调阅详情 / }).waitFor({ timeout: 15_000 });
    await clerk.getByRole('button', { name: '归还' }).click();
    await clerk.getByText('逾期10天归还').waitFor({ timeout: 15_000 });

    await clerk.goto(`${e2e.baseUrl}/archive/manage/retrieval`);
    await clerk.locator('.semi-table-row').first().waitFor({ timeout: 15_000 });
    expect(await clerk.locator('.semi-banner').filter({ hasText: '借阅逾期提醒' }).count()).toBe(0);
  });
});
