import { describe, expect, it } from 'vitest';
import { AesCipher } from '../../../../src/adapters/crypto/aes-cipher';
import { BackendFault } from '../../../../src/adapters/memory/backend-fault';
import { MEMORY_CAPTCHA_TEXT, MemoryBackend } from '../../../../src/adapters/memory/memory-backend';
import { stillLocked } from '../../../../src/domain/session/auth-failures';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../../src/ports/api/defaults';
import type { TokenForm } from '../../../../src/ports/api/user.dto';

const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });
const form = (username: string, password: string, captcha = MEMORY_CAPTCHA_TEXT): TokenForm => ({
  username: cipher.encrypt(username),
  password: cipher.encrypt(password),
  captcha,
  grant_type: 'password',
});

function faultOf(action: () => unknown): BackendFault {
  try {
    action();
  } catch (error) {
    if (error instanceof BackendFault) return error;
    throw error;
  }
  throw new Error('expected a BackendFault');
}

describe('MemoryBackend, with a clock under test control', () => {
  it('accepts the captcha case-insensitively and trimmed', () => {
    const backend = new MemoryBackend(cipher);
    expect(backend.signIn(form('admin', 'Admin@2026', ` ${MEMORY_CAPTCHA_TEXT.toUpperCase()} `), {}).access_token).toMatch(/^memory-/);
  });

  it('expires tokens after their lifetime with a 401', () => {
    let now = 1_000_000;
    const backend = new MemoryBackend(cipher, { now: () => now, tokenTtlSeconds: 60 });
    const { access_token, expires_in } = backend.signIn(form('city', 'City@2026'), {});
    expect(expires_in).toBe(60);
    expect(backend.requireAccount(access_token).userName).toBe('city');
    now += 60_000;
    expect(faultOf(() => backend.requireAccount(access_token)).failure).toMatchObject({ kind: 'http', status: 401 });
  });

  it('unlocks an account after 30 minutes and counts afresh', () => {
    let now = 0;
    const backend = new MemoryBackend(cipher, { now: () => now });
    for (let i = 0; i < 5; i += 1) faultOf(() => backend.signIn(form('county', 'Wrong@2026'), {}));
    now += 29 * 60_000;
    expect(faultOf(() => backend.signIn(form('county', 'County@2026'), {})).failure).toMatchObject({ msg: stillLocked(1) });
    now += 60_000;
    expect(backend.signIn(form('county', 'County@2026'), {}).token_type).toBe('bearer');
  });

  it('announces a sign-in to the other browsers of the account, in Beijing time', async () => {
    const backend = new MemoryBackend(cipher, { now: () => Date.UTC(2026, 0, 15, 1, 2, 3), place: '南昌' });
    const heard: unknown[] = [];
    backend.push.subscribe('10003', 'a', (m) => heard.push(m));
    backend.signIn({ ...form('city', 'City@2026'), client_uid: 'b' }, {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(heard).toEqual([{ type: 'remote-login', place: '南昌', time: '2026-01-15 09:02:03' }]);
  });
});
