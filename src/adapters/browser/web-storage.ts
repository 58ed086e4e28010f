import type { KeyValueStorage } from '../../ports/browser.port';

/**
 * KeyValueStorage over a Web Storage area. The area is fetched lazily and every access is
 * guarded: a sandboxed frame or blocked cookies make even reading `window.sessionStorage` throw
 * SecurityError, and a full quota makes setItem throw; the app then behaves as signed out
 * rather than crashing.
 */
export class WebStorage implements KeyValueStorage {
  constructor(private readonly area: () => Storage) {}

  get(key: string): string | undefined {
    return this.guard(() => this.area().getItem(key) ?? undefined, undefined);
  }

  set(key: string, value: string): void {
    this.guard(() => this.area().setItem(key, value), undefined);
  }

  remove(key: string): void {
    this.guard(() => this.area().removeItem(key), undefined);
  }

  private guard<T>(action: () => T, fallback: T): T {
    try {
      return action();
    } catch {
      return fallback;
    }
  }
}
