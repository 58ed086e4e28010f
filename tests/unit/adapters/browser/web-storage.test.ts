import { describe, expect, it } from 'vitest';
import { WebStorage } from '../../../../src/adapters/browser/web-storage';

/** A Storage in a Map, as the browser's would behave. */
class MapStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

const securityError = (): never => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('WebStorage', () => {
  it('reads, writes and removes; a missing key is undefined', () => {
    const storage = new WebStorage(() => new MapStorage());
    const area = new MapStorage();
    const store = new WebStorage(() => area);
    expect(storage.get('x')).toBeUndefined();
    store.set('business_access_token', 't');
    expect(store.get('business_access_token')).toBe('t');
    store.remove('business_access_token');
    expect(store.get('business_access_token')).toBeUndefined();
  });

  it('behaves as empty when the storage area cannot even be reached (SecurityError)', () => {
    const store = new WebStorage(securityError);
    expect(() => store.set('a', 'b')).not.toThrow();
    expect(store.get('a')).toBeUndefined();
    expect(() => store.remove('a')).not.toThrow();
  });

  it('swallows QuotaExceededError on write', () => {
    const area = new MapStorage();
    area.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = new WebStorage(() => area);
    expect(() => store.set('a', 'b')).not.toThrow();
    expect(store.get('a')).toBeUndefined();
  });
});
