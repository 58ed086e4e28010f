import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BodyDocumentTheme } from '../adapters/browser/document-theme';
import { DocumentCookieStore } from '../adapters/browser/cookie-store';
import { fetchCaptchaImage } from '../adapters/http/captcha-image';
import { isSiteInfo, type SiteInfo } from '../domain/admin/site-info';
import { safeRedirect } from '../domain/guard/redirect';
import { storageKeys } from '../domain/session/storage-keys';
import { cssVariablesFor } from '../domain/theme/css-variables';
import { readSettingsFrom } from '../domain/theme/settings';
import type { AppConfig } from '../ports/http-events.port';
import type { LoginGateway } from '../ui/features/login/login-gateway';
import { LoginScreen } from '../ui/features/login/login-screen';
import { loginTexts } from '../ui/features/login/login-texts';
import type { AppLoader } from './app-loader';

/** How long after the load event an untouched login page starts fetching the application. */
const IDLE_PREFETCH_DELAY_MS = 3000;
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Starts fetching the application as soon as the user begins to sign in (the first key or
 * pointer press: typing the credentials takes longer than the fetch), or a while after the page
 * has loaded and gone idle. Nothing competes with the login page for the network or the main
 * thread while it paints and becomes interactive.
 */
function prefetchWhenUseful(task: () => void): void {
  let started = false;
  const startOnce = (): void => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, startOnce, true);
    task();
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, startOnce, { capture: true, passive: true });
  const whenIdle = (): void => {
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(startOnce, { timeout: 5000 });
      else startOnce();
    }, IDLE_PREFETCH_DELAY_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The public site call without axios (not on the login page's path): the envelope's data, or a rejection. */
async function fetchSiteInfo(apiBaseUrl: string): Promise<SiteInfo> {
  const response = await fetch(`${apiBaseUrl}/api/user/public/site`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`site info: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!isSiteInfo(data)) throw new Error('site info: unexpected answer');
  return data;
}

function applySavedDisplay(): void {
  const cookies = new DocumentCookieStore(document);
  const settings = readSettingsFrom((name) => cookies.get(name));
  new BodyDocumentTheme(() => document.body).apply(cssVariablesFor(settings), settings.fontClass);
}

/**
 * The login page as the first screen: React, the login view and the domain's rules, nothing
 * else. The application (router, container, axios, stores) is fetched once the user starts to
 * sign in or the page is idle, and at once when 登录 is pressed first; a successful sign-in hands
 * the same root to it.
 */
export function renderLoginFirst(root: Root, config: AppConfig, loadApp: AppLoader): void {
  applySavedDisplay();
  const gateway: LoginGateway = {
    captchaImage: (nonce, signal) => fetchCaptchaImage(config.apiBaseUrl, nonce, signal),
    siteInfo: () => fetchSiteInfo(config.apiBaseUrl),
    initialUsername: () => {
      const pending = window.sessionStorage.getItem(storageKeys.pendingUsername) ?? undefined;
      window.sessionStorage.removeItem(storageKeys.pendingUsername);
      return pending;
    },
    remembered: () =>
      window.localStorage.getItem(storageKeys.rememberedLogin) === null
        ? undefined
        : import('./remembered-login').then(({ rememberedLogin }) => rememberedLogin(config, window.localStorage)),
    signIn: async (submission) => {
      let app;
      try {
        app = await loadApp();
      } catch {
        // Chromium remembers a failed dynamic import for the page's life: a new page is the retry.
        const reload = (): void => {
          window.sessionStorage.setItem(storageKeys.pendingUsername, submission.username);
          window.location.reload();
        };
        return { ok: false, message: loginTexts.appLoadFailed, reload };
      }
      try {
        await app.signIn(submission);
      } catch {
        // The adapter has shown the server's message already.
        return { ok: false };
      }
      const target = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
      window.history.replaceState(null, '', target);
      app.render(root);
      return { ok: true };
    },
  };
  root.render(
    <StrictMode>
      <LoginScreen gateway={gateway} />
    </StrictMode>,
  );
  prefetchWhenUseful(() => void loadApp().catch(() => undefined));
}
