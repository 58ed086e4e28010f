// 业务's temporary land reminders end to end: the county sees a 即将到期 land use on /index, turns
// it into a 督办 with one confirm of the filled-in 新建督办 dialog, finds it in 督办事项, and the
// reminder then links to that supervision instead of offering a second one.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { modal, openAndSignIn } from './support/login';

const e2e = useBrowser();

const reminders = (page: Page) => page.getByRole('region', { name: '业务', exact: true }).getByRole('region', { name: '临时用地提醒' });

describe('临时用地 reminders on 业务', () => {
  it('turn a 即将到期 reminder into a 督办 in one step, listed in 督办事项 and linked from the reminder', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    const row = reminders(page).locator('li.home-reminder--expiring').filter({ has: page.getByRole('button', { name: /^转督办：/ }) }).first();
    await row.waitFor({ timeout: 20_000 });
    const project = await row.locator('.home-list__title').innerText();
    await expect.poll(() => row.locator('.home-reminder__days').innerText()).toMatch(/^剩余\d+天$/);
    expect(await row.locator('.home-list__title').getAttribute('href')).toMatch(/^\/temporaryLand\/details\?id=/);

    await row.getByRole('button', { name: `转督办：${project}` }).click();
    const dialog = modal(page, '新建督办');
    await expect.poll(() => dialog.getByLabel('临时用地').inputValue()).toBe(project);
    const supName = `临时用地即将到期：${project}`.slice(0, 50);
    await expect.poll(() => dialog.getByLabel('督办名称').inputValue()).toBe(supName);
    expect(await dialog.getByLabel('督办内容').inputValue()).toContain('/temporaryLand/details?id=');
    await dialog.getByRole('button', { name: '创建' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });

    const supervised = reminders(page).getByRole('link', { name: `已督办，查看督办：${project}` });
    await supervised.waitFor({ timeout: 15_000 });
    expect(await reminders(page).getByRole('button', { name: `转督办：${project}` }).count()).toBe(0);

    await page.goto(`${e2e.baseUrl}/process/supervise`);
    await page.locator('.supervise-list__table').getByText(supName, { exact: true }).waitFor({ timeout: 15_000 });
    // 事务状态 of a supervision urging a land use is the land use's status.
    expect(await page.locator('.supervise-list__table tr').filter({ hasText: supName }).innerText()).toContain('即将到期');

    await page.getByRole('tablist').locator('[role=tab][title="首页"]').click();
    await reminders(page).getByRole('link', { name: `已督办，查看督办：${project}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/process/handle/supervise/DB'));
    await page.getByRole('heading', { name: supName }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: '查看临时用地详情' }).getAttribute('href')).toMatch(/^\/temporaryLand\/details\?id=/);
  });
});
