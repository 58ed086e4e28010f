import { createCipheriv, createDecipheriv } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { AesCipher } from '../../../../src/adapters/crypto/aes-cipher';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../../src/ports/api/defaults';

const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });

/** What the mock server does with node:crypto. */
function nodeEncrypt(plain: string): string {
  const c = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_CIPHER_KEY, 'utf8'), Buffer.from(DEFAULT_CIPHER_IV, 'utf8'));
  return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
}
function nodeDecrypt(encrypted: string): string {
  const d = createDecipheriv('aes-128-cbc', Buffer.from(DEFAULT_CIPHER_KEY, 'utf8'), Buffer.from(DEFAULT_CIPHER_IV, 'utf8'));
  return Buffer.concat([d.update(encrypted, 'base64'), d.final()]).toString('utf8');
}

const chinese = fc.string({ unit: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCharCode(code)) });
const text = fc.oneof(fc.string(), chinese, fc.string({ unit: 'grapheme' }));

describe('AesCipher interoperates with node:crypto aes-128-cbc', () => {
  it.each(['admin', 'Admin@2026', '江西省自然资源厅', '', '混合 mixed 123!@#'])('%j both ways', (plain) => {
    expect(nodeDecrypt(cipher.encrypt(plain))).toBe(plain);
    expect(cipher.decrypt(nodeEncrypt(plain))).toBe(plain);
  });

  test.prop([text])('client → server', (plain) => {
    expect(nodeDecrypt(cipher.encrypt(plain))).toBe(plain);
  });

  test.prop([text])('server → client', (plain) => {
    expect(cipher.decrypt(nodeEncrypt(plain))).toBe(plain);
  });

  test.prop([text])('round trip, and the same text always encrypts the same (fixed IV)', (plain) => {
    expect(cipher.decrypt(cipher.encrypt(plain))).toBe(plain);
    expect(cipher.encrypt(plain)).toBe(nodeEncrypt(plain));
  });
});

describe('AesCipher.decrypt of what it did not produce', () => {
  it.each(['', 'not base64!', 'abc', 'AAAA', 'YWJj', '{"username":"a"}', 'Admin@2026'])('%j gives undefined', (input) => {
    expect(cipher.decrypt(input)).toBeUndefined();
  });

  it('gives undefined for a ciphertext made with another key', () => {
    const other = new AesCipher({ cipherKey: 'another-key-1234', cipherIv: DEFAULT_CIPHER_IV });
    expect(cipher.decrypt(other.encrypt('Admin@2026'))).toBeUndefined();
  });

  test.prop([fc.string()])('never throws on any string', (input) => {
    const result = cipher.decrypt(input);
    expect(result === undefined || typeof result === 'string').toBe(true);
  });

  test.prop([fc.uint8Array({ minLength: 1, maxLength: 64 })])('never throws on any bytes, and accepts only its own', (bytes) => {
    const encoded = Buffer.from(bytes).toString('base64');
    const result = cipher.decrypt(encoded);
    if (result !== undefined) expect(cipher.encrypt(result)).toBe(encoded);
  });
});
