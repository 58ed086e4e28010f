import type { CookieStore } from '../../ports/browser.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where cookies are read and written; `document` in the browser, a fake in tests. */
export interface CookieJar {
  cookie: string;
}

/** CookieStore over document.cookie: site-wide (path=/), SameSite=Lax, values URI-encoded. */
export class DocumentCookieStore implements CookieStore {
  constructor(
    private readonly jar: CookieJar,
    private readonly now: () => number = Date.now,
  ) {}

  get(name: string): string | undefined {
    for (const part of this.jar.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        // A cookie written by someone else with a stray %: treat it as absent.
        return undefined;
      }
    }
    return undefined;
  }

  /** Without days the cookie lasts for the browser session. */
  set(name: string, value: string, days?: number): void {
    const expires = days === undefined ? '' : `; expires=${new Date(this.now() + days * DAY_MS).toUTCString()}`;
    this.jar.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax`;
  }

  remove(name: string): void {
    this.jar.cookie = `${encodeURIComponent(name)}=; expires=${new Date(0).toUTCString()}; path=/; SameSite=Lax`;
  }
}
