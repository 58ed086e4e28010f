import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CryptoIdGenerator, type RandomSource } from '../../../../src/adapters/browser/crypto-id-generator';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Web Crypto without randomUUID, as on a page served over plain http from a LAN address. */
const insecureContext: RandomSource = { getRandomValues: (array) => crypto.getRandomValues(array) };

describe('CryptoIdGenerator', () => {
  it('uses randomUUID when the context has it', () => {
    expect(new CryptoIdGenerator({ getRandomValues: (a) => a, randomUUID: () => 'fixed' }).uuid()).toBe('fixed');
  });

  it('falls back to a version 4 uuid from getRandomValues', () => {
    const ids = new CryptoIdGenerator(insecureContext);
    const made = Array.from({ length: 200 }, () => ids.uuid());
    for (const id of made) expect(id).toMatch(UUID_V4);
    expect(new Set(made).size).toBe(made.length);
  });

  test.prop([fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 50 })])('randomInt stays in [min, max]', (min, width) => {
    const value = new CryptoIdGenerator(insecureContext).randomInt(min, min + width);
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(min);
    expect(value).toBeLessThanOrEqual(min + width);
  });

  it('reaches every value of the captcha range 1..10', () => {
    const ids = new CryptoIdGenerator(crypto);
    const seen = new Set(Array.from({ length: 500 }, () => ids.randomInt(1, 10)));
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('redraws values in the uneven tail of 2^32 instead of favouring low numbers', () => {
    const draws = [0xffffffff, 5];
    const source: RandomSource = {
      getRandomValues: <T extends Uint32Array | Uint8Array>(array: T): T => {
        array[0] = draws.shift() ?? 0;
        return array;
      },
    };
    // 2^32 mod 10 = 6, so 0xffffffff lies in the tail and must be thrown away.
    expect(new CryptoIdGenerator(source).randomInt(1, 10)).toBe(6);
  });
});
