// The token call refused from inside a page: no native sign-in dialog (no WWW-Authenticate
// challenge), a Chinese message in the JSON envelope for every malformed body, never a 500, and
// the login page still usable afterwards.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_BASIC_AUTHORIZATION } from '../../src/ports/api/defaults';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { fillLogin, login, openLogin, signIn, submitLogin, toasts } from './support/login';

const e2e = useBrowser();
const CHINESE = /[\u4e00-\u9fa5]/;

interface Answer {
  readonly status: number;
  readonly challenge: string | null;
  readonly msg: unknown;
  readonly errorDescription: unknown;
}

/** POSTs to the token call with fetch from the page, as a script on the page would. */
function tokenCall(page: Page, init: { readonly body: string; readonly contentType?: string; readonly client: boolean }): Promise<Answer> {
  return page.evaluate(
    async ({ body, contentType, authorization }) => {
      const headers: Record<string, string> = {};
      if (contentType !== undefined) headers['Content-Type'] = contentType;
      if (authorization !== undefined) headers['Authorization'] = authorization;
      const response = await fetch('/api/user/oauth/token', { method: 'POST', headers, body });
      const json = (await response.json()) as { msg?: unknown; error_description?: unknown };
      return { status: response.status, challenge: response.headers.get('WWW-Authenticate'), msg: json.msg, errorDescription: json.error_description };
    },
    { body: init.body, contentType: init.contentType, authorization: init.client ? CLIENT_BASIC_AUTHORIZATION : undefined },
  );
}

const FORM = 'application/x-www-form-urlencoded';
const malformed = [
  { name: 'an empty body without the client', body: '', contentType: FORM, client: false },
  { name: 'a form without the client', body: 'username=a&password=b&grant_type=password', contentType: FORM, client: false },
  { name: 'an empty form', body: '', contentType: FORM, client: true },
  { name: 'a bad percent-encoding', body: 'username=%zz&password=b&grant_type=password', contentType: FORM, client: true },
  { name: 'a 100,000-character field', body: `username=${'a'.repeat(100_000)}&password=b&grant_type=password`, contentType: FORM, client: true },
  { name: 'JSON instead of a form', body: JSON.stringify({ username: 'a', password: 'b', grant_type: 'password' }), contentType: 'application/json', client: true },
] as const;

describe('the token call from a page', () => {
  it('answers every malformed call with 4xx, a Chinese message and no challenge, and the page stays usable', async () => {
    const page = await e2e.newPage();
    await openLogin(page, e2e.baseUrl);
    for (const call of malformed) {
      const answer = await tokenCall(page, call);
      expect.soft(answer.status, call.name).toBeGreaterThanOrEqual(400);
      expect.soft(answer.status, call.name).toBeLessThan(500);
      expect.soft(answer.challenge, call.name).toBeNull();
      expect.soft(String(answer.msg), call.name).toMatch(CHINESE);
    }
    const unauthorised = await tokenCall(page, malformed[0]);
    expect(unauthorised).toEqual({ status: 401, challenge: null, msg: '客户端认证失败', errorDescription: '客户端认证失败' });

    await signIn(page, readmeAccount('county'));
  });

  it('shows the catalogue message when the gateway refuses the client, and signs in on the next try', async () => {
    const page = await e2e.newPage();
    await openLogin(page, e2e.baseUrl);
    let strip = true;
    await page.route('**/api/user/oauth/token**', async (route) => {
      const headers = { ...route.request().headers() };
      if (strip) delete headers['authorization'];
      strip = false;
      await route.continue({ headers });
    });
    await fillLogin(page, readmeAccount('county'));
    await submitLogin(page);
    await expect.poll(async () => (await toasts(page).allInnerTexts()).join(' ')).toContain('客户端认证失败');
    expect(await page.locator(login.username).inputValue()).toBe(readmeAccount('county').username);

    await signIn(page, readmeAccount('county'));
  });
});
