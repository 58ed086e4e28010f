import type { CookieStore } from '../../ports/browser.port';

/** CookieStore in a Map. Expiry is ignored: nothing here outlives the test or the page. */
export class MemoryCookieStore implements CookieStore {
  private readonly cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string, _days?: number): void {
    this.cookies.set(name, value);
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }
}
