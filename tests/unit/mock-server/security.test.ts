import CryptoJS from 'crypto-js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPassword } from '../../../mock-server/auth/lockout';
import type { ServerContext } from '../../../mock-server/context';
import type { DbUser } from '../../../mock-server/db-types';
import { CAPTCHA_TTL_MS, CaptchaBook } from '../../../mock-server/security/captcha';
import { createCredentialCipher } from '../../../mock-server/security/cipher';
import { hashPassword, verifyPassword } from '../../../mock-server/security/passwords';
import { Store } from '../../../mock-server/store';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';

describe('credential cipher', () => {
  const cipher = createCredentialCipher(DEFAULT_CIPHER_KEY, DEFAULT_CIPHER_IV);

  it.each(['county', 'Prov@2026', '江西省自然资源厅', ''.padEnd(64, 'x')])('decrypts what crypto-js encrypts with the shared key: %s', (plain) => {
    const encrypted = CryptoJS.AES.encrypt(plain, CryptoJS.enc.Utf8.parse(DEFAULT_CIPHER_KEY), {
      iv: CryptoJS.enc.Utf8.parse(DEFAULT_CIPHER_IV),
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    expect(cipher.encrypt(plain)).toBe(encrypted);
    expect(cipher.decrypt(encrypted)).toBe(plain);
    expect(cipher.decrypt(encrypted.replace(/\+/g, ' '))).toBe(plain);
  });

  it.each(['', 'plain text', 'AAAA', '!!!!', Buffer.alloc(32).toString('base64')])('refuses %j', (garbage) => {
    expect(cipher.decrypt(garbage)).toBeUndefined();
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => createCredentialCipher('short', DEFAULT_CIPHER_IV)).toThrow(/16 bytes/);
  });
});

describe('captcha book', () => {
  it('accepts the answer once, case-insensitively, within 5 minutes', () => {
    let now = 0;
    const book = new CaptchaBook('Ab3d', () => now);
    const { sid, svg } = book.issue(undefined);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(book.consume(sid, ' aB3D ')).toEqual({ status: 'ok' });
    expect(book.consume(sid, 'Ab3d')).toEqual({ status: 'expired' });
    const late = book.issue(undefined);
    now += CAPTCHA_TTL_MS;
    expect(book.consume(late.sid, 'Ab3d')).toEqual({ status: 'expired' });
    expect(book.consume(undefined, 'Ab3d')).toEqual({ status: 'expired' });
  });

  it('replaces the previous captcha of the same client and draws random texts without a fixed one', () => {
    const book = new CaptchaBook(undefined, () => 0);
    const first = book.issue(undefined);
    const second = book.issue(first.sid);
    expect(book.consume(first.sid, 'x')).toEqual({ status: 'expired' });
    expect(book.consume(second.sid, '')).toEqual({ status: 'wrong' });
  });
});

describe('passwords', () => {
  it('hashes with a per-user salt and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('County@2026'), hashPassword('County@2026')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('County@2026', a)).toBe(true);
    expect(await verifyPassword('County@2027', a)).toBe(false);
    expect(await verifyPassword('County@2026', 'plain')).toBe(false);
  });

  it('unlocks an account when the 30 minutes are over and counts afresh', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mock-server-lock-'));
    try {
      let now = 1_000_000;
      const server = { store: await Store.open(dataDir, () => undefined), now: () => now } as unknown as ServerContext;
      // Each attempt looks the account up afresh, as a sign-in does: a change replaces the stored record.
      const user = (): DbUser => {
        const found = server.store.db.users.find((u) => u.userName === 'city');
        if (found === undefined) throw new Error('no city user');
        return found;
      };
      for (let i = 0; i < 5; i += 1) await checkPassword(server, user(), 'Wrong@2026');
      expect((await checkPassword(server, user(), 'City@2026'))?.message).toBe('账号已锁定，请30分钟后再试');
      now += 29 * 60_000;
      expect((await checkPassword(server, user(), 'City@2026'))?.message).toBe('账号已锁定，请1分钟后再试');
      now += 60_000;
      expect((await checkPassword(server, user(), 'Wrong@2026'))?.message).toBe('用户名或密码错误，还可尝试4次');
      expect(await checkPassword(server, user(), 'City@2026')).toBeUndefined();
      await server.store.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
