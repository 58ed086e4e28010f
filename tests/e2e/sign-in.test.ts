// The login screen in a real browser: every demo account, a wrong password, the validation
// messages, the password eye, remember-me and the version dialog of a first visit.
import { describe, expect, it } from 'vitest';
import { colleagues, README_ACCOUNTS, readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import {
  expectGreeting,
  captchaRequests,
  expectLogoutReload,
  fillLogin,
  loadedCaptcha,
  login,
  modal,
  openAndSignIn,
  openLogin,
  pathOf,
  sessionToken,
  signIn,
  submitLogin,
  toasts,
  visitCheck,
  waitForPath,
  wasFirstVisit, chooseAccountMenu } from './support/login';

const e2e = useBrowser();

describe('signing in', () => {
  it.each(README_ACCOUNTS.map((account) => [account.username, account] as const))('signs in as the demo account %s', async (_name, account) => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    expect(pathOf(page)).toBe('/index');
    expect(await sessionToken(page)).toMatch(/\S{8,}/);
    expect(await page.getByRole('button', { name: '设置', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: /首页/ }).isVisible()).toBe(true);
  });

  it('shows the server message and a new captcha after a wrong password, keeping what was typed', async () => {
    const account = colleagues.wrongPassword;
    const page = await e2e.newPage();
    const suffixes = captchaRequests(page);
    const firstCaptcha = await openLogin(page, e2e.baseUrl);
    const wrong = { username: account.username, password: 'Wrong@2026#x' };
    await fillLogin(page, wrong);
    await submitLogin(page);

    const toast = toasts(page).first();
    await toast.waitFor();
    expect((await toast.innerText()).trim()).toMatch(/^用户名或密码错误/);
    await loadedCaptcha(page, firstCaptcha);
    expect(suffixes).toHaveLength(2);
    expect(suffixes[1]).toMatch(/^([1-9]|10)$/);
    expect(suffixes[1]).not.toBe(suffixes[0]);
    expect(pathOf(page)).toBe('/login');
    expect(await page.locator(login.username).inputValue()).toBe(wrong.username);
    expect(await page.locator(login.password).inputValue()).toBe(wrong.password);
    expect(await page.locator(login.captcha).inputValue()).toBe('');
    expect(await sessionToken(page)).toBeNull();

    // The new captcha works: correcting the password is all it takes.
    await page.locator(login.password).fill(account.password);
    await signIn(page, account);
  });

  it('refreshes the captcha on click with a different 1-10 suffix', async () => {
    const page = await e2e.newPage();
    const suffixes = captchaRequests(page);
    let src = await openLogin(page, e2e.baseUrl);
    for (let click = 1; click <= 3; click += 1) {
      await page.locator(login.captchaButton).click();
      src = await loadedCaptcha(page, src);
      expect(suffixes).toHaveLength(click + 1);
      expect(suffixes[click]).toMatch(/^([1-9]|10)$/);
      expect(suffixes[click]).not.toBe(suffixes[click - 1]);
    }
  });

  it('fetches every captcha it draws, so sent back to /login in the same document the first sign-in works', async () => {
    const account = readmeAccount('province');
    const page = await e2e.newPage();
    const asked = captchaRequests(page);
    // Each image drawn stays in memory, as it does until the page's garbage collector runs: an
    // <img> given an address still held there is shown from memory, without a request.
    const keep = (src: string) =>
      page.evaluate((drawn) => {
        const held = ((window as unknown as { heldCaptchas?: HTMLImageElement[] }).heldCaptchas ??= []);
        held.push(Object.assign(new Image(), { src: drawn }));
      }, src);
    let src = await openLogin(page, e2e.baseUrl);
    await keep(src);
    let draws = 1;
    // Refresh until every suffix 1 to 10 has been drawn: whatever the next login screen of this
    // document draws, it drew before.
    while (new Set(asked).size < 10 && draws < 200) {
      await page.locator(login.captchaButton).click();
      src = await loadedCaptcha(page, src);
      await keep(src);
      draws += 1;
    }
    expect(new Set(asked).size).toBe(10);
    await signIn(page, account);
    await page.evaluate(() => {
      (window as unknown as { sameDocument?: boolean }).sameDocument = true;
    });

    // The session ends on the server (as when it expires): the next request takes the user back
    // to /login, which the application draws in the same document.
    const token = await sessionToken(page);
    const revoked = await fetch(`${e2e.baseUrl}/api/user/oauth/revoke`, { method: 'DELETE', headers: { Authorization: `Bearer ${token ?? ''}` } });
    expect(revoked.ok).toBe(true);
    const search = page.getByRole('textbox', { name: '搜索' });
    await search.fill('耕地');
    await search.press('Enter');
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The first attempt signs in: the image shown is the server's current captcha.
    const attempt = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/oauth/token');
    const signedIn = signIn(page, account, { expectPath: '/search' });
    void signedIn.catch(() => undefined);
    expect(await (await attempt).json()).toMatchObject({ code: 0 });
    await signedIn;
    expect(asked).toHaveLength(draws + 1);
  });

  it('shows each validation message on blur', async () => {
    const page = await e2e.newPage();
    await openLogin(page, e2e.baseUrl);
    const username = page.locator(login.username);
    const password = page.locator(login.password);
    const captcha = page.locator(login.captcha);

    await username.click();
    await password.click();
    await page.locator(login.usernameError).getByText('用户名不能为空', { exact: true }).waitFor();

    await captcha.click();
    await page.locator(login.passwordError).getByText('请输入密码', { exact: true }).waitFor();

    await password.fill('abc');
    await captcha.click();
    await page.locator(login.passwordError).getByText('密码强度不符合要求', { exact: true }).waitFor();

    await username.click();
    await page.locator(login.captchaError).getByText('验证码不能为空', { exact: true }).waitFor();

    // Corrected fields lose their message.
    await username.fill('county');
    await password.fill('County@2026');
    await captcha.fill('1234');
    await username.click();
    for (const error of [login.usernameError, login.passwordError, login.captchaError]) {
      await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === '', error);
    }
  });

  it('toggles the password between hidden and shown', async () => {
    const page = await e2e.newPage();
    await openLogin(page, e2e.baseUrl);
    const password = page.locator(login.password);
    await password.fill('County@2026');
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: '显示密码' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: '隐藏密码' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.inputValue()).toBe('County@2026');
  });

  it('remembers the credentials across a reload of the login page', async () => {
    const account = readmeAccount('city');
    const page = await e2e.newPage();
    await openLogin(page, e2e.baseUrl);
    await signIn(page, account, { remember: true });

    await expectLogoutReload(page, () => chooseAccountMenu(page, '退出登录'));
    await page.reload();
    await loadedCaptcha(page);
    // The start-up login page decrypts them in a chunk of its own, a moment after it paints.
    await page.waitForFunction(({ selector, expected }) => document.querySelector<HTMLInputElement>(selector)?.value === expected, { selector: login.username, expected: account.username });
    expect(await page.locator(login.username).inputValue()).toBe(account.username);
    expect(await page.locator(login.password).inputValue()).toBe(account.password);
    expect(await page.getByRole('checkbox', { name: '记住密码' }).isChecked()).toBe(true);
    expect(await page.locator(login.captcha).inputValue()).toBe('');
  });

  it('shows the version dialog on the first visit of an account and not on the second', async () => {
    const account = colleagues.firstVisit;
    const first = await e2e.newPage();
    await openLogin(first, e2e.baseUrl);
    await fillLogin(first, account);
    const firstCheck = visitCheck(first);
    await submitLogin(first);
    await waitForPath(first, '/index');
    expect(await wasFirstVisit(await firstCheck)).toBe(true);
    const dialog = modal(first, '版本更新说明');
    await dialog.waitFor();
    expect(await dialog.locator('ol > li').count()).toBe(5);
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectGreeting(first, account);

    const second = await e2e.newPage();
    const versionRequests: string[] = [];
    second.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/op/version/get') versionRequests.push(request.url());
    });
    await openLogin(second, e2e.baseUrl);
    await fillLogin(second, account);
    const secondCheck = visitCheck(second);
    await submitLogin(second);
    await waitForPath(second, '/index');
    expect(await wasFirstVisit(await secondCheck)).toBe(false);
    await expectGreeting(second, account);
    expect(await modal(second, '版本更新说明').isVisible()).toBe(false);
    expect(versionRequests).toEqual([]);
  });
});
