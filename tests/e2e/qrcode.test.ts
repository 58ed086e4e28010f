// QR sign-in across two browsers (issue 19): browser A opens /qrcode without a token, browser B
// (signed in) opens the key's link, sees who asks and grants or cancels; A signs in or says why not.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { expectGreeting, getInfo, openAndSignIn, pathOf, sessionToken, waitForPath } from './support/login';
import { startProductionServer, type RunningServer } from './support/server';

const e2e = useBrowser();
const county = readmeAccount('county');

/** Opens /qrcode and reads the key's link from the text link under the code (for people who cannot scan). */
async function openQrcode(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/qrcode`);
  await page.getByRole('img', { name: '登录二维码' }).waitFor({ timeout: 15_000 });
  const link = page.getByRole('link', { name: /\/authority\?key=/ });
  const href = await link.getAttribute('href');
  expect(await page.locator('[data-authority-link]').getAttribute('data-authority-link')).toBe(href);
  expect(await page.getByRole('status').innerText()).toMatch(/^二维码 \d+ 秒后过期$/);
  if (href === null) throw new Error('no link under the code');
  return href;
}

/** B, signed in as county, opens the link and sees the asker. */
async function openGrant(baseUrl: string, link: string): Promise<Page> {
  const granter = await e2e.newPage();
  await openAndSignIn(granter, baseUrl, county);
  await granter.goto(link);
  await granter.getByRole('heading', { name: '扫码登录确认' }).waitFor();
  await granter.getByText(/^Chrome \d+/).waitFor({ timeout: 15_000 });
  expect(await granter.getByText(/127\.0\.0\.1/).count()).toBeGreaterThan(0);
  expect(await granter.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).count()).toBe(1);
  return granter;
}

describe('QR sign-in', () => {
  it('signs A in as the user who granted on B, and A lands on the index', async () => {
    const asker = await e2e.newPage();
    const link = await openQrcode(asker, e2e.baseUrl);
    expect(new URL(link).origin).toBe(e2e.baseUrl);
    const granter = await openGrant(e2e.baseUrl, link);
    await asker.getByText('已扫码，请在该设备上确认登录').waitFor({ timeout: 10_000 });

    await granter.getByRole('button', { name: '确认登录' }).click();
    await granter.getByText('已确认登录，该设备将自动进入系统。').waitFor();
    await waitForPath(asker, '/index');
    await expectGreeting(asker, county);
    const token = await sessionToken(asker);
    expect((await getInfo(e2e.baseUrl, token ?? '')).userName).toBe('county');
    // B stays signed in.
    expect((await getInfo(e2e.baseUrl, (await sessionToken(granter)) ?? '')).userName).toBe('county');
  });

  it('tells A the request was refused when B cancels', async () => {
    const asker = await e2e.newPage();
    const link = await openQrcode(asker, e2e.baseUrl);
    const granter = await openGrant(e2e.baseUrl, link);
    await granter.getByRole('button', { name: '取消' }).click();
    await granter.getByText('已取消本次登录请求。').waitFor();
    await asker.getByText('已取消', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await asker.getByRole('status').innerText()).toBe('对方已拒绝本次登录请求，请刷新二维码后重试。');
    expect(pathOf(asker)).toBe('/qrcode');
    expect(await sessionToken(asker)).toBeNull();
  });
});

describe('QR sign-in on a server whose keys live 3 seconds', () => {
  let shortLived: RunningServer | undefined;
  beforeAll(async () => {
    shortLived = await startProductionServer({ env: { MOCK_QR_TTL: '3' } });
  }, 90_000);
  afterAll(async () => {
    await shortLived?.stop();
  });

  it('says 二维码已过期，请刷新 and refuses the late grant; 刷新 shows a new code', async () => {
    const baseUrl = shortLived?.url ?? '';
    const asker = await e2e.newPage();
    const link = await openQrcode(asker, baseUrl);
    await asker.getByText('二维码已过期，请刷新').waitFor({ timeout: 10_000 });

    const granter = await e2e.newPage();
    await openAndSignIn(granter, baseUrl, county);
    await granter.goto(link);
    await granter.getByRole('alert').filter({ hasText: '二维码已过期，请刷新' }).waitFor();

    await asker.getByRole('button', { name: '刷新' }).click();
    const next = await asker.getByRole('link', { name: /\/authority\?key=/ }).getAttribute('href');
    expect(next).not.toBe(link);
  });
});
