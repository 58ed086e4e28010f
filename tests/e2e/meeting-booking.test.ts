// 会议室登记 end to end: a county clerk chooses a free quarter hour in the rooms' day calendar and
// books it; a colleague of the same unit, whose form for the same slot was already open, is
// refused and told which meeting took it, with what was typed still in the form.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoOfDay, dayNumber, chinaToday } from '../../src/domain/filing/calendar-date';
import { auditAccessibility } from './support/accessibility';
import { colleagues, readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

// Far enough ahead that the seed books nothing then; a slot no other browser test uses.
const day = isoOfDay((dayNumber(chinaToday(Date.now()) ?? '2026-01-01') ?? 0) + 9);
const subject = '征地拆迁协调会（登记测试）';

const form = (page: Page) => page.locator('form.meeting__form');

async function openCalendar(page: Page): Promise<void> {
  await page.goto(`${e2e.baseUrl}/meeting/manager/register/list?date=${day}&view=day`);
  await page.getByRole('grid', { name: `${day} 会议室日程` }).waitFor({ timeout: 20_000 });
}

describe('会议室登记', () => {
  it('books a free slot from the calendar; a colleague trying the same slot is refused and sees which meeting took it', async () => {
    const clerk = await e2e.newPage();
    const peer = await e2e.newPage();
    await openAndSignIn(clerk, e2e.baseUrl, readmeAccount('county'));
    await openAndSignIn(peer, e2e.baseUrl, colleagues.affairPeer);

    await openCalendar(clerk);
    expect(await auditAccessibility(clerk, '会议室登记 日历')).toEqual([]);
    const free = clerk.getByRole('gridcell', { name: new RegExp(`^小会议室 ${day} 14:00 空闲`) });
    await free.focus();
    await clerk.keyboard.press('Enter');
    await clerk.waitForURL((url) => url.pathname === '/meeting/manager/register/form' && url.searchParams.get('start') === '14:00');
    const slotUrl = clerk.url();

    await peer.goto(slotUrl);
    await form(peer).getByRole('textbox', { name: '会议主题' }).fill('股室例会（同一时段）');

    await form(clerk).getByRole('textbox', { name: '会议主题' }).fill(subject);
    expect(await auditAccessibility(clerk, '会议室登记 表单')).toEqual([]);
    await form(clerk).getByRole('button', { name: '登记' }).dblclick();
    await clerk.waitForURL((url) => url.pathname === '/meeting/manager/register/list');
    await clerk.getByRole('gridcell', { name: new RegExp(`^${subject} 14:00-15:00（小会议室 ${day}`) }).waitFor({ timeout: 15_000 });
    await expect.poll(() => clerk.locator('.meeting__panel').filter({ hasText: '我的预订' }).getByText(subject).count(), { timeout: 15_000 }).toBe(1);

    await form(peer).getByRole('button', { name: '登记' }).click();
    const refusal = peer.locator('.semi-banner-danger');
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.innerText()).toContain('该时段已被占用');
    expect(await refusal.innerText()).toContain(`“${subject}”（${day} 14:00-15:00）`);
    expect(await form(peer).getByRole('textbox', { name: '会议主题' }).inputValue()).toBe('股室例会（同一时段）');
    expect(peer.url()).toBe(slotUrl);
  });
});
