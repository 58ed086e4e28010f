// 会议申请 end to end in the city bureau: the organiser applies for a meeting with a colleague as
// attendee; the unit's approver (办公室) approves it from 待我审批; the attendee replies 请假 with a
// reason, having opened the meeting from the notification pushed to their open session; the
// organiser's detail shows that reply and its reason.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chinaToday, dayNumber, isoOfDay } from '../../src/domain/filing/calendar-date';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { generateDemoData } from '../../src/demo/demo-data';

const e2e = useBrowser();

const users = generateDemoData().users;
const accountOf = (userId: string): Account => {
  const user = users.find((u) => u.userId === userId);
  if (user === undefined) throw new Error(`the demo data has no user ${userId}`);
  return { userId, username: user.userName, password: user.password, nickName: user.nickName };
};
/** 市局办公室: the city unit's meeting approver. */
const approver = accountOf('10204');
const attendee = accountOf('10203');

const day = isoOfDay((dayNumber(chinaToday(Date.now()) ?? '2026-01-01') ?? 0) + 10);
const subject = '国土空间规划实施评估会（申请测试）';
const reason = '当天在县里参加现场踏勘';

const form = (page: Page) => page.locator('form.meeting__form');

async function pickInTree(page: Page, combobox: string, dropdown: string, name: string): Promise<void> {
  await form(page).getByRole('combobox', { name: combobox }).click();
  const popover = page.locator(dropdown).last();
  await popover.locator('input').first().fill(name);
  await popover.locator('.semi-tree-option', { hasText: name }).last().click();
}

async function openMeeting(page: Page, role: string): Promise<void> {
  await page.goto(`${e2e.baseUrl}/meeting/manager/application/list?role=${role}`);
  await page.getByRole('link', { name: `查看会议 ${subject}` }).click();
  await page.getByRole('heading', { name: new RegExp(subject) }).waitFor({ timeout: 15_000 });
}

describe('会议申请', () => {
  it('is approved by the unit approver; an attendee replies 请假 with a reason and the organiser sees it', async () => {
    const organiser = await e2e.newPage();
    await openAndSignIn(organiser, e2e.baseUrl, readmeAccount('city'));
    await organiser.goto(`${e2e.baseUrl}/meeting/manager/application/form`);
    await form(organiser).getByRole('textbox', { name: '会议主题' }).fill(subject);
    await pickInTree(organiser, '主持人', '.tree-select__dropdown', readmeAccount('city').nickName);
    await form(organiser).locator('.semi-datepicker input').first().fill(day);
    await organiser.keyboard.press('Enter');
    await form(organiser).getByRole('combobox', { name: '会议室' }).click();
    await organiser.locator('.semi-select-option').first().click();
    await pickInTree(organiser, '参会人员', '.meeting-attendees__dropdown', attendee.nickName);
    await form(organiser).getByRole('list', { name: '已选参会人员' }).getByText(attendee.nickName).waitFor();
    await form(organiser).getByRole('textbox', { name: '会议议程' }).fill('一、评估报告汇报；二、讨论');
    expect(await auditAccessibility(organiser, '会议申请 表单')).toEqual([]);
    await form(organiser).getByRole('button', { name: '提交申请' }).dblclick();
    await organiser.waitForURL((url) => url.pathname.startsWith('/meeting/manager/detail/view/'), { timeout: 15_000 });
    const detailUrl = organiser.url();
    await organiser.getByText('待审批').first().waitFor();

    // The attendee is at work already: the approval reaches the open session by push.
    const colleague = await e2e.newPage();
    await openAndSignIn(colleague, e2e.baseUrl, attendee);

    const office = await e2e.newPage();
    await openAndSignIn(office, e2e.baseUrl, approver);
    await openMeeting(office, 'approving');
    await office.getByRole('button', { name: '通过' }).click();
    await office.getByText('已通过').first().waitFor({ timeout: 15_000 });

    const invitation = colleague.locator('.semi-notification-notice').filter({ hasText: subject });
    await invitation.getByText('请参加会议').waitFor({ timeout: 15_000 });
    await invitation.getByRole('button', { name: '查看' }).click();
    await colleague.getByRole('heading', { name: new RegExp(subject) }).waitFor({ timeout: 15_000 });
    await colleague.getByRole('radio', { name: '请假' }).check();
    await colleague.getByRole('button', { name: '提交回复' }).click();
    await colleague.getByText('请填写理由').waitFor();
    await colleague.getByRole('textbox', { name: '请假理由' }).fill(reason);
    await colleague.getByRole('button', { name: '提交回复' }).click();
    await colleague.getByRole('heading', { name: '我的回复：请假' }).waitFor({ timeout: 15_000 });
    expect(await auditAccessibility(colleague, '会议详情 参会人')).toEqual([]);

    await organiser.goto(detailUrl);
    const row = organiser.locator('.semi-table-row').filter({ hasText: attendee.nickName });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('请假');
    expect(await row.innerText()).toContain(reason);
    expect(await organiser.getByText('已通过').count()).toBeGreaterThan(0);
  });
});
