// User administration end to end: the administrator reaches 用户管理 from the top bar, creates a
// user in 南昌县, who signs in in a second browser; the administrator disables them, and their next
// request takes them back to /login with 账号已停用; 审计日志 then shows both changes, who made them
// and when. A fresh account name each run, so the file can run again on the same server.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/format/date';
import { bearerMessages, signInCodes, signInMessages } from '../../src/domain/session/auth-failures';
import { readmeAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { fillLogin, openAndSignIn, sessionToken, submitLogin, toasts, waitForPath } from './support/login';

const e2e = useBrowser();

/** Opens an administration page the way the administrator does: the top bar's 设置 menu. */
async function openFromTopBar(page: Page, item: '用户管理' | '审计日志', path: string): Promise<void> {
  await page.getByRole('button', { name: '设置', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await waitForPath(page, path);
  await page.getByRole('heading', { level: 1, name: item }).waitFor({ timeout: 15_000 });
}

/** Chooses in a Select of the dialog, the option by its text or the first; only that Select's own list is looked in. */
async function pick(page: Page, dialog: Locator, label: string, text?: string): Promise<void> {
  const select = dialog.getByRole('combobox', { name: label });
  await select.click();
  const list = page.locator(`[id="${await select.getAttribute('aria-controls')}"]`);
  const option = text === undefined ? list.getByRole('option').first() : list.getByRole('option', { name: text, exact: true });
  await option.click();
  await expect.poll(async () => (await select.innerText()).trim().length > 0, { timeout: 5000 }).toBe(true);
}

const rowOf = (page: Page, text: string): Locator => page.locator('tr', { has: page.getByText(text, { exact: true }) });

describe('用户管理', () => {
  it('creates a user in 南昌县 who signs in; disabled, their next request is refused; 审计日志 shows who did both, and when', async () => {
    const admin = await e2e.newPage();
    await openAndSignIn(admin, e2e.baseUrl, readmeAccount('admin'));
    const startedAt = Date.now();
    await openFromTopBar(admin, '用户管理', '/setting/user');

    const newcomer: Account = { userId: '', username: `e2e${Date.now().toString(36)}`, password: 'E2e#2026ab', nickName: '新用户测试' };
    await admin.getByRole('button', { name: '新建用户' }).click();
    const dialog = admin.getByRole('dialog').filter({ hasText: '新建用户' });
    await dialog.getByRole('textbox', { name: '登录账号', exact: true }).fill(newcomer.username);
    await dialog.getByRole('textbox', { name: '姓名', exact: true }).fill(newcomer.nickName);
    await pick(admin, dialog, '行政区', '南昌县');
    await pick(admin, dialog, '部门');
    await dialog.getByRole('textbox', { name: '手机号码' }).fill('13912340000');
    await pick(admin, dialog, '角色', '县局业务人员');
    await dialog.getByLabel('初始密码').fill(newcomer.password);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toasts(admin).getByText(`已新建用户：${newcomer.username}`).waitFor();

    // The new user, in a browser of their own.
    const user = await e2e.newPage();
    await openAndSignIn(user, e2e.baseUrl, newcomer);

    await admin.getByRole('textbox', { name: '姓名或登录账号' }).fill(newcomer.username);
    await admin.getByRole('button', { name: '查询' }).click();
    const row = rowOf(admin, newcomer.username);
    await row.getByText('南昌县', { exact: true }).waitFor();
    await row.getByRole('button', { name: '停用' }).click();
    await admin.getByRole('dialog', { name: `确定停用用户 ${newcomer.username}？` }).getByRole('button', { name: '停用' }).click();
    await row.getByText('已停用', { exact: true }).waitFor();

    // Their next request: a search from the top bar. The server refuses the session, the app says
    // why and goes back to the login page; signing in again is refused with the same words.
    await user.getByRole('textbox', { name: '搜索' }).fill('耕地');
    await user.getByRole('textbox', { name: '搜索' }).press('Enter');
    await waitForPath(user, '/login');
    await toasts(user).getByText(bearerMessages.disabled).waitFor();
    expect(await sessionToken(user)).toBeNull();
    await fillLogin(user, newcomer);
    const refusal = user.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/oauth/token');
    await submitLogin(user);
    expect(await (await refusal).json()).toMatchObject({ code: signInCodes.disabled, msg: signInMessages.disabled });
    await toasts(user).getByText(signInMessages.disabled).first().waitFor();
    expect(new URL(user.url()).pathname).toBe('/login');

    await openFromTopBar(admin, '审计日志', '/setting/audit');
    await admin.getByRole('textbox', { name: '操作人' }).fill('admin');
    await admin.getByRole('button', { name: '查询' }).click();
    const entries = rowOf(admin, newcomer.username);
    await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(2);
    const [disabling, creation] = await entries.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')));
    const earliest = formatDateTime(startedAt);
    const latest = formatDateTime(Date.now());
    for (const [entry, action] of [
      [disabling, '停用用户'],
      [creation, '新建用户'],
    ] as const) {
      const [at = '', operator, label] = entry ?? [];
      expect(operator).toBe('系统管理员（admin）');
      expect(label).toBe(action);
      expect(at >= earliest && at <= latest).toBe(true);
    }
    expect(disabling?.[4]).toBe('停用状态：启用 → 停用');
    expect(creation?.[4]).toContain(`登录账号：${newcomer.username}`);
    expect(creation?.[4]).toContain('行政区：南昌县');
    expect(creation?.[4]).not.toContain(newcomer.password);
  });
});
