import type { KeyValueStorage } from '../../ports/browser.port';

/** KeyValueStorage in a Map: for tests and for running without a browser. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
