// What a user does on the login page and right after, as page helpers. Free of Vitest so the
// screenshot script can use them; failures throw errors that say what the page showed.
import type { Locator, Page, Response } from 'playwright-core';
import { greetingLabels } from '../../../src/domain/format/labels';
import { isFirstVisit } from '../../../src/domain/session/session';
import type { Account } from './accounts';
import { E2E_CAPTCHA } from './server';

export const TOKEN_KEY = 'business_access_token';

export const login = {
  username: '#login-username',
  password: '#login-password',
  captcha: '#login-captcha',
  captchaImage: '.login-captcha img',
  captchaButton: '.login-captcha',
  submit: 'form button[type=submit]',
  usernameError: '#login-username-error',
  passwordError: '#login-password-error',
  captchaError: '#login-captcha-error',
} as const;

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Waits until the address bar shows this path (the query is not compared). */
export async function waitForPath(page: Page, path: string, timeout = 20_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/**
 * Runs an action that ends in the app's logout, which reloads the browser at /login, and waits
 * for that fresh document to load (the address bar shows /login a moment before the reload).
 */
export async function expectLogoutReload(page: Page, action: () => Promise<void>, timeout = 20_000): Promise<void> {
  const reloaded = page.waitForEvent('load', { timeout, predicate: (loaded) => pathOf(loaded) === '/login' });
  void reloaded.catch(() => undefined);
  await action();
  await reloaded;
  await page.locator(login.username).waitFor();
}

/** A Semi modal by its title. */
export const modal = (page: Page, title: string): Locator =>
  page.locator('.semi-modal').filter({ has: page.locator('.semi-modal-title', { hasText: title }) });

export const toasts = (page: Page): Locator => page.locator('.semi-toast-content');

export async function toastTexts(page: Page): Promise<string[]> {
  return (await toasts(page).allInnerTexts()).map((text) => text.trim()).filter((text) => text.length > 0);
}

/**
 * Waits for the captcha image to be shown (the page shows it once its answer, which sets the
 * cookie the captcha is tied to, has arrived) and returns its src, an object URL of its own per
 * image; with previousSrc, waits for a different image first.
 */
export async function loadedCaptcha(page: Page, previousSrc?: string, timeout = 15_000): Promise<string> {
  const handle = await page.waitForFunction(
    ({ selector, previous }) => {
      const image = document.querySelector<HTMLImageElement>(selector);
      const src = image?.getAttribute('src') ?? null;
      if (image === null || src === null || src === previous) return false;
      return image.complete && image.naturalWidth > 0 ? src : false;
    },
    { selector: login.captchaImage, previous: previousSrc ?? null },
    { timeout },
  );
  return String(await handle.jsonValue());
}

/**
 * The refresh suffixes (SPEC: 1 to 10) of the captcha requests the page makes from now on, in
 * order: one per image drawn.
 */
export function captchaRequests(page: Page): string[] {
  const suffixes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/oauth/captcha') suffixes.push(url.searchParams.get('r') ?? '');
  });
  return suffixes;
}

/** Opens a page that shows the login form and waits for its captcha; returns the captcha src. */
export async function openLogin(page: Page, baseUrl: string, path = '/login'): Promise<string> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator(login.username).waitFor();
  return loadedCaptcha(page);
}

export async function fillLogin(page: Page, account: Pick<Account, 'username' | 'password'>, captcha = E2E_CAPTCHA): Promise<void> {
  await page.locator(login.username).fill(account.username);
  await page.locator(login.password).fill(account.password);
  await page.locator(login.captcha).fill(captcha);
}

/** Presses the login button once the captcha image has loaded. */
export async function submitLogin(page: Page): Promise<void> {
  await loadedCaptcha(page);
  await page.locator(login.submit).click();
}

const isPath = (path: string) => (response: Response): boolean => new URL(response.url()).pathname === path;

/** Resolves with the response of the first-visit check (GET /api/op/version/visits) of a sign-in. */
export function visitCheck(page: Page): Promise<Response> {
  const pending = page.waitForResponse(isPath('/api/op/version/visits'), { timeout: 30_000 });
  void pending.catch(() => undefined);
  return pending;
}

/** Whether the visits answer makes this a first visit (the rule of the app's domain). */
export async function wasFirstVisit(response: Response): Promise<boolean> {
  if (!response.ok()) return false;
  const body = (await response.json()) as { data?: unknown };
  return typeof body.data === 'number' && isFirstVisit(body.data);
}

export async function closeVersionDialog(page: Page): Promise<void> {
  const dialog = modal(page, '版本更新说明');
  await dialog.waitFor({ timeout: 15_000 });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The greeting of the signed-in /index page: the greeting of the hour (greetingAt), the name and the account. */
export async function expectGreeting(page: Page, account: Pick<Account, 'username' | 'nickName'>): Promise<void> {
  const greeting = page.locator('.index-user');
  await greeting.waitFor({ timeout: 15_000 });
  const text = (await greeting.innerText()).trim();
  const expected = `${account.nickName}（${account.username}）`;
  const greetings: readonly string[] = Object.values(greetingLabels);
  const [hello, name] = text.split('，', 2);
  if (!greetings.includes(hello ?? '') || name !== expected) throw new Error(`the index page greets "${text}", expected a greeting and "${expected}"`);
}

export interface SignInOptions {
  /** Where the app should land (pathname); /index by default. */
  readonly expectPath?: string;
  readonly remember?: boolean;
}

/**
 * Signs in from the login page already open in `page` and closes the version dialog of a first
 * visit. Returns whether it was the account's first visit.
 */
export async function signIn(page: Page, account: Account, options: SignInOptions = {}): Promise<{ firstVisit: boolean }> {
  const expectPath = options.expectPath ?? '/index';
  await fillLogin(page, account);
  if (options.remember === true) {
    const remember = page.getByRole('checkbox', { name: '记住密码' });
    if (!(await remember.isChecked())) await page.getByText('记住密码', { exact: true }).click();
  }
  const visits = visitCheck(page);
  await submitLogin(page);
  try {
    await waitForPath(page, expectPath);
  } catch {
    throw new Error(`signing in as ${account.username} did not reach ${expectPath}: the page is ${page.url()}, toasts: ${JSON.stringify(await toastTexts(page))}`);
  }
  const firstVisit = await wasFirstVisit(await visits);
  if (firstVisit) await closeVersionDialog(page);
  if (expectPath === '/index') await expectGreeting(page, account);
  return { firstVisit };
}

/** Opens /login in `page` and signs in. */
export async function openAndSignIn(page: Page, baseUrl: string, account: Account, options: SignInOptions = {}): Promise<{ firstVisit: boolean }> {
  await openLogin(page, baseUrl);
  return signIn(page, account, options);
}

export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
}

/** GET /api/user/getInfo with a bearer token, from outside the browser. */
export async function getInfo(baseUrl: string, token: string): Promise<{ status: number; userId: string | undefined; userName: string | undefined }> {
  const response = await fetch(`${baseUrl}/api/user/getInfo`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => undefined)) as { data?: { user?: { userId?: unknown; userName?: unknown } } } | undefined;
  const user = body?.data?.user;
  return {
    status: response.status,
    userId: user?.userId === undefined ? undefined : String(user.userId),
    userName: typeof user?.userName === 'string' ? user.userName : undefined,
  };
}

/** Opens the top bar's settings menu and picks an item (用户手册, 修改密码 or 退出登录). */
export async function chooseAccountMenu(page: Page, item: '用户手册' | '修改密码' | '退出登录'): Promise<void> {
  await page.getByRole('button', { name: '设置', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
