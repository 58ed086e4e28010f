// The login page as the first screen (issue 10): it paints without the application's chunks,
// fetches them only once the user starts to sign in or the page is idle, signs in when 登录 is
// pressed before they arrive, and says so in Chinese when they cannot be fetched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { closeVersionDialog, fillLogin, loadedCaptcha, login, pathOf, visitCheck, waitForPath, wasFirstVisit } from './support/login';
import { ROOT } from './support/server';

const e2e = useBrowser();

/** The built file of the application chunk (src/composition/app.tsx) and of the router. */
function appChunk(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['src/composition/app.tsx'];
  if (chunk === undefined) throw new Error('the build has no chunk for src/composition/app.tsx');
  return `/${chunk.file}`;
}

/** The application chunk at any query: a retry fetches it again under a fresh address. */
const isAppChunk = (url: URL): boolean => url.pathname === appChunk();

/** Scripts the page requested, as paths, in order. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  return scripts;
}

/** Holds the application chunk's request until `release` is called. */
async function holdApp(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((open) => {
    release = open;
  });
  let noticed: () => void = () => undefined;
  const held = new Promise<void>((done) => {
    noticed = done;
  });
  await page.route(`**${appChunk()}`, async (route: Route) => {
    noticed();
    await gate;
    await route.continue();
  });
  return { held, release };
}

describe('the login page before the application', () => {
  it('paints and loads without the application chunk, which arrives only later', async () => {
    const page = await e2e.newPage();
    const scripts = scriptsOf(page);
    // Taken at the load event: the gate's audit inside goto can outlast the idle time after which
    // the page rightly starts fetching the application.
    const scriptsAtLoad = page.waitForEvent('load').then(() => [...scripts]);
    // Listened for from the start for the same reason: the fetch may come before the audit ends.
    const appFetched = page.waitForRequest((request) => new URL(request.url()).pathname === appChunk(), { timeout: 40_000 });
    await page.goto(`${e2e.baseUrl}/login`, { waitUntil: 'load' });
    await loadedCaptcha(page);
    expect(await page.locator(login.username).isVisible()).toBe(true);
    expect(await scriptsAtLoad).not.toContain(appChunk());
    // Untouched, the page fetches the application once it has been idle a while.
    await appFetched;
  });

  it('signs in when 登录 is pressed before the application has arrived', async () => {
    const account = readmeAccount('county');
    const page = await e2e.newPage();
    const app = await holdApp(page);
    await page.goto(`${e2e.baseUrl}/login?redirect=%2Fnotice%2Flist`);
    await loadedCaptcha(page);
    await fillLogin(page, account);
    // Typing started the fetch, which is still held: the sign-in waits for it.
    await app.held;
    const visits = visitCheck(page);
    await page.locator(login.submit).click();
    await page.getByRole('button', { name: /登录中/ }).waitFor();
    expect(pathOf(page)).toBe('/login');
    app.release();
    await waitForPath(page, '/notice/list');
    if (await wasFirstVisit(await visits)) await closeVersionDialog(page);
    await page.getByRole('tab', { name: /通知公告/ }).waitFor({ timeout: 15_000 });
  });

  it('says the modules could not be fetched, keeps the credentials, and signs in after 刷新页面 once the network is back', async () => {
    const account = readmeAccount('city');
    const page = await e2e.newPage();
    await page.route(isAppChunk, (route) => route.abort('internetdisconnected'));
    await page.goto(`${e2e.baseUrl}/login`);
    await loadedCaptcha(page);
    await fillLogin(page, account);
    await page.locator(login.submit).click();
    const failure = page.locator('.login-failure[role=alert]');
    await failure.waitFor({ timeout: 15_000 });
    expect(await failure.innerText()).toContain('系统模块加载失败，请检查网络连接后刷新页面重试');
    expect(await page.locator(login.username).inputValue()).toBe(account.username);
    expect(await page.locator(login.password).inputValue()).toBe(account.password);

    await page.unroute(isAppChunk);
    await failure.getByRole('button', { name: '刷新页面' }).click();
    await page.waitForLoadState('load');
    await loadedCaptcha(page);
    // The user name survives the reload; the password and a new captcha are typed again.
    expect(await page.locator(login.username).inputValue()).toBe(account.username);
    expect(await page.locator(login.password).inputValue()).toBe('');
    const visits = visitCheck(page);
    await fillLogin(page, account);
    await page.locator(login.submit).click();
    await waitForPath(page, '/index');
    if (await wasFirstVisit(await visits)) await closeVersionDialog(page);
    expect(await page.locator('.login-failure').count()).toBe(0);
  });

  it('a signed-in reload whose application cannot be fetched shows a clear message and recovers with 重新加载', async () => {
    const account = readmeAccount('province');
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/login`);
    await loadedCaptcha(page);
    await fillLogin(page, account);
    const visits = visitCheck(page);
    await page.locator(login.submit).click();
    await waitForPath(page, '/index');
    if (await wasFirstVisit(await visits)) await closeVersionDialog(page);

    await page.route(isAppChunk, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: '系统加载失败' });
    await failure.waitFor({ timeout: 15_000 });
    expect(await failure.innerText()).toContain('未能获取系统模块，请检查网络连接后重试。');

    await page.unroute(isAppChunk);
    await failure.getByRole('button', { name: '重新加载' }).click();
    await page.locator('.index-user').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/index');
  });
});
