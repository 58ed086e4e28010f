import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * AES-128-CBC with PKCS7 padding, key and IV taken as UTF-8 bytes, ciphertext as base64: exactly
 * what the client's crypto-js adapter produces with Utf8-parsed key and iv.
 */
export interface CredentialCipher {
  encrypt(plain: string): string;
  /** undefined when the text is not something our key produced. */
  decrypt(encrypted: string): string | undefined;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function assertKeyMaterial(name: string, value: string): void {
  if (Buffer.byteLength(value, 'utf8') !== 16) {
    throw new Error(`${name} must be exactly 16 bytes of UTF-8 for AES-128 (got ${Buffer.byteLength(value, 'utf8')})`);
  }
}

export function createCredentialCipher(key: string, iv: string): CredentialCipher {
  assertKeyMaterial('CIPHER_KEY', key);
  assertKeyMaterial('CIPHER_IV', iv);
  const keyBytes = Buffer.from(key, 'utf8');
  const ivBytes = Buffer.from(iv, 'utf8');
  return {
    encrypt(plain) {
      const cipher = createCipheriv('aes-128-cbc', keyBytes, ivBytes);
      return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
    },
    decrypt(encrypted) {
      // A client that forgot to URL-encode a query value turns '+' into ' '; undo that.
      const text = encrypted.replace(/ /g, '+');
      if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text)) return undefined;
      try {
        const decipher = createDecipheriv('aes-128-cbc', keyBytes, ivBytes);
        const bytes = Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]);
        return utf8.decode(bytes);
      } catch {
        return undefined;
      }
    },
  };
}
