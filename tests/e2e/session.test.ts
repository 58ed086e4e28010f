// The session around the login: logout and token revocation, the uid link, the redirect back to
// a protected page, and the remote-login notice when the account signs in elsewhere.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { colleagues, readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { expectGreeting, expectLogoutReload, getInfo, modal, openAndSignIn, pathOf, sessionToken, signIn, waitForPath, chooseAccountMenu } from './support/login';

const e2e = useBrowser();

async function tokenOf(page: Page): Promise<string> {
  const token = await sessionToken(page);
  if (token === null) throw new Error(`no token in session storage at ${page.url()}`);
  return token;
}

/** Resolves once the page's push channel (server-sent events) has answered. */
function pushConnected(page: Page): Promise<Response> {
  const pending = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/user/push/'), { timeout: 30_000 });
  void pending.catch(() => undefined);
  return pending;
}

describe('the session', () => {
  it('logs out to /login and the server refuses the old token', async () => {
    const account = readmeAccount('province');
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    const token = await tokenOf(page);
    expect((await getInfo(e2e.baseUrl, token)).status).toBe(200);

    await expectLogoutReload(page, () => chooseAccountMenu(page, '退出登录'));
    expect(await sessionToken(page)).toBeNull();
    expect((await getInfo(e2e.baseUrl, token)).status).toBe(401);

    // And the app, too, treats the browser as signed out.
    await page.goto(`${e2e.baseUrl}/index`);
    await waitForPath(page, '/login');
  });

  it('signs in through the uid link and goes where deal says', async () => {
    const account = readmeAccount('city');
    const source = await e2e.newPage();
    await openAndSignIn(source, e2e.baseUrl, account);
    const info = await getInfo(e2e.baseUrl, await tokenOf(source));
    expect(info.status).toBe(200);
    expect(info.userName).toBe(account.username);
    const userId = info.userId ?? '';
    expect(userId).toBe(account.userId);

    const plain = await e2e.newPage();
    await plain.goto(`${e2e.baseUrl}/?uid=${encodeURIComponent(userId)}`);
    await waitForPath(plain, '/index');
    await expectGreeting(plain, account);
    expect(new URL(plain.url()).searchParams.get('uid')).toBeNull();

    const toDo = await e2e.newPage();
    await toDo.goto(`${e2e.baseUrl}/?uid=${encodeURIComponent(userId)}&deal=1`);
    await waitForPath(toDo, '/recordReport/toBeReported');
    expect(await getInfo(e2e.baseUrl, await tokenOf(toDo))).toMatchObject({ status: 200, userName: account.username });

    const done = await e2e.newPage();
    await done.goto(`${e2e.baseUrl}/?uid=${encodeURIComponent(userId)}&deal=2`);
    await waitForPath(done, '/recordReport/reported');
    expect(await getInfo(e2e.baseUrl, await tokenOf(done))).toMatchObject({ status: 200, userName: account.username });
  });

  it('sends a protected URL without a token to /login and returns to it after sign-in', async () => {
    const account = readmeAccount('county');
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/recordReport/query`);
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/recordReport/query');

    await signIn(page, account, { expectPath: '/recordReport/query' });
    expect(pathOf(page)).toBe('/recordReport/query');
    expect(await sessionToken(page)).not.toBeNull();
  });

  it('brings up the remote-login dialog when the account signs in elsewhere', async () => {
    const account = colleagues.remoteLogin;
    const first = await e2e.newPage();
    const firstPush = pushConnected(first);
    await openAndSignIn(first, e2e.baseUrl, account);
    await firstPush;

    const elsewhere = await e2e.newPage();
    await openAndSignIn(elsewhere, e2e.baseUrl, account);

    const notice = modal(first, '提示');
    await notice.waitFor({ timeout: 20_000 });
    expect((await notice.innerText()).length).toBeGreaterThan(2);
    await expectLogoutReload(first, () => notice.getByRole('button', { name: '确 定' }).click());
    expect(await sessionToken(first)).toBeNull();

    // The other browser keeps its session.
    expect(pathOf(elsewhere)).toBe('/index');
    expect((await getInfo(e2e.baseUrl, await tokenOf(elsewhere))).status).toBe(200);
  });
});
