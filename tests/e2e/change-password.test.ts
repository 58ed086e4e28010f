// Change password end to end: the dialog's messages on blur, a refused old password, success,
// the forced logout three seconds later and signing in with the new password.
import { describe, expect, it } from 'vitest';
import { colleagues } from './support/accounts';
import { useBrowser } from './support/browser';
import { expectLogoutReload, fillLogin, modal, openAndSignIn, sessionToken, signIn, submitLogin, toasts, chooseAccountMenu } from './support/login';

const e2e = useBrowser();

describe('changing the password', () => {
  it('validates on blur, changes the password, logs out and accepts only the new password', async () => {
    const account = colleagues.changePassword;
    const newPassword = 'Chg#2026e2e';
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);

    await chooseAccountMenu(page, '修改密码');
    const dialog = modal(page, '修改密码');
    await dialog.waitFor();
    // Layout width: the opening animation scales the box, not its layout.
    expect(await dialog.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(500);

    const old = dialog.locator('#pwd-oldPassword');
    const fresh = dialog.locator('#pwd-newPassword');
    const confirm = dialog.locator('#pwd-comfirPassword');
    const errorOf = (id: string) => dialog.locator('.account-row', { has: page.locator(id) }).locator('.account-error');

    await old.click();
    await fresh.click();
    await errorOf('#pwd-oldPassword').getByText('请输入旧密码', { exact: true }).waitFor();
    await fresh.fill('abc');
    await confirm.click();
    await errorOf('#pwd-newPassword').getByText('密码不能少于八位数且必须包含字母+数字+特殊字符', { exact: true }).waitFor();
    await confirm.fill('abd');
    await old.click();
    await errorOf('#pwd-comfirPassword').getByText('两次密码不一致', { exact: true }).waitFor();

    // A wrong old password is refused by the server; the dialog keeps what was typed.
    await old.fill('Nope@2026#1');
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    await dialog.getByRole('button', { name: '确 定' }).click();
    await toasts(page).first().waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await fresh.inputValue()).toBe(newPassword);

    await old.fill(account.password);
    let changedAt = 0;
    await expectLogoutReload(
      page,
      async () => {
        await dialog.getByRole('button', { name: '确 定' }).click();
        await toasts(page).getByText('密码修改成功，请重新登录！').waitFor();
        changedAt = Date.now();
        await dialog.waitFor({ state: 'hidden' });
      },
      15_000,
    );
    // The message stays for 3 s before the forced logout.
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(2500);
    expect(await sessionToken(page)).toBeNull();

    // The old password no longer works; the new one does.
    await fillLogin(page, account);
    await submitLogin(page);
    await toasts(page).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn(page, { ...account, password: newPassword });
  });
});
