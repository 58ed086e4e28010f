import { describe, expect, it } from 'vitest';
import { DocumentCookieStore, type CookieJar } from '../../../../src/adapters/browser/cookie-store';

/** Enough of document.cookie: each write sets or (with a past expiry) deletes one cookie. */
class FakeJar implements CookieJar {
  readonly writes: string[] = [];
  private readonly values = new Map<string, string>();
  get cookie(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    this.writes.push(line);
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const expires = attributes.find((a) => a.startsWith('expires='));
    if (expires !== undefined && Date.parse(expires.slice('expires='.length)) < Date.now()) this.values.delete(pair.slice(0, eq));
    else this.values.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

const NOW = Date.now();

describe('DocumentCookieStore', () => {
  it('writes site-wide Lax cookies with encoded values and reads them back', () => {
    const jar = new FakeJar();
    const store = new DocumentCookieStore(jar, () => NOW);
    store.set('size', '小 ; =', 30);
    expect(jar.writes[0]).toBe(`size=${encodeURIComponent('小 ; =')}; expires=${new Date(NOW + 30 * 86_400_000).toUTCString()}; path=/; SameSite=Lax`);
    expect(store.get('size')).toBe('小 ; =');
  });

  it('writes a session cookie without days', () => {
    const jar = new FakeJar();
    new DocumentCookieStore(jar).set('theme', 'skyBlue');
    expect(jar.writes[0]).toBe('theme=skyBlue; path=/; SameSite=Lax');
  });

  it('tells names apart that share a prefix, and gives undefined for a missing one', () => {
    const jar = new FakeJar();
    jar.cookie = 'sizeX=1';
    jar.cookie = 'size=2';
    const store = new DocumentCookieStore(jar);
    expect(store.get('size')).toBe('2');
    expect(store.get('siz')).toBeUndefined();
  });

  it('removes by expiring in the past', () => {
    const jar = new FakeJar();
    const store = new DocumentCookieStore(jar);
    store.set('size', 'mini');
    store.remove('size');
    expect(store.get('size')).toBeUndefined();
    expect(jar.writes[1]).toMatch(/^size=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=\/; SameSite=Lax$/);
  });

  it('treats a malformed value written by someone else as absent', () => {
    const jar = new FakeJar();
    jar.cookie = 'bad=%E0%A4%A';
    expect(new DocumentCookieStore(jar).get('bad')).toBeUndefined();
  });
});
