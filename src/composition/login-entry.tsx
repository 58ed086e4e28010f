import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BodyDocumentTheme } from '../adapters/browser/document-theme';
import { DocumentCookieStore } from '../adapters/browser/cookie-store';
import { safeRedirect } from '../domain/guard/redirect';
import { storageKeys } from '../domain/session/storage-keys';
import { cssVariablesFor } from '../domain/theme/css-variables';
import { readSettingsFrom } from '../domain/theme/settings';
import { captchaUrl } from '../ports/api/captcha-url';
import type { AppConfig } from '../ports/http-events.port';
import type { LoginGateway } from '../ui/features/login/login-gateway';
import { LoginScreen } from '../ui/features/login/login-screen';
import { loginTexts } from '../ui/features/login/login-texts';
import type { AppLoader } from './app-loader';

/** After the page's load event, when the main thread is idle: the app arrives before it is needed. */
function whenIdleAfterLoad(task: () => void): void {
  const schedule = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

function applySavedDisplay(): void {
  const cookies = new DocumentCookieStore(document);
  const settings = readSettingsFrom((name) => cookies.get(name));
  new BodyDocumentTheme(() => document.body).apply(cssVariablesFor(settings), settings.fontClass);
}

/**
 * The login page as the first screen: React, the login view and the domain's rules, nothing
 * else. The application (router, container, axios, stores) is fetched when the page is idle, or
 * at once when 登录 is pressed first; a successful sign-in hands the same root to it.
 */
export function renderLoginFirst(root: Root, config: AppConfig, loadApp: AppLoader): void {
  applySavedDisplay();
  const gateway: LoginGateway = {
    captchaUrl: (nonce) => captchaUrl(config.apiBaseUrl, nonce),
    remembered: () =>
      window.localStorage.getItem(storageKeys.rememberedLogin) === null
        ? undefined
        : import('./remembered-login').then(({ rememberedLogin }) => rememberedLogin(config, window.localStorage)),
    signIn: async (submission) => {
      let app;
      try {
        app = await loadApp();
      } catch {
        return { ok: false, message: loginTexts.appLoadFailed };
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
  whenIdleAfterLoad(() => void loadApp().catch(() => undefined));
}
