// Only the crypto-js parts this cipher needs (aes pulls in core and cipher-core, which hold CBC),
// so the login route's bundle does not carry the whole library.
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { Cipher } from '../../ports/browser.port';

interface CipherSecrets {
  readonly cipherKey: string;
  readonly cipherIv: string;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$|^(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$/;
const BLOCK_BYTES = 16;

/**
 * The symmetric text cipher of SPEC section 9: AES-CBC, PKCS7 padding, key and IV read as UTF-8
 * (16 characters give AES-128), base64 out. The same as node:crypto's aes-128-cbc on the mock
 * server. Obfuscation for credentials in transit and in remember-me, not protection.
 */
export class AesCipher implements Cipher {
  private readonly key: CryptoJS.lib.WordArray;
  private readonly options: { iv: CryptoJS.lib.WordArray; mode: typeof CryptoJS.mode.CBC; padding: typeof Pkcs7 };

  constructor(secrets: CipherSecrets) {
    this.key = Utf8.parse(secrets.cipherKey);
    this.options = { iv: Utf8.parse(secrets.cipherIv), mode: CryptoJS.mode.CBC, padding: Pkcs7 };
  }

  encrypt(plain: string): string {
    return AES.encrypt(Utf8.parse(plain), this.key, this.options).ciphertext.toString(Base64);
  }

  /**
   * With a fixed key and IV encryption is deterministic, so a text is ours exactly when
   * re-encrypting its decryption gives it back. That also catches what crypto-js lets through
   * (it does not check the padding bytes), and malformed UTF-8 throws: both give undefined.
   */
  decrypt(encrypted: string): string | undefined {
    if (!BASE64.test(encrypted)) return undefined;
    try {
      const ciphertext = Base64.parse(encrypted);
      if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % BLOCK_BYTES !== 0) return undefined;
      const params = CryptoJS.lib.CipherParams.create({ ciphertext });
      const plain = Utf8.stringify(AES.decrypt(params, this.key, this.options));
      return this.encrypt(plain) === encrypted ? plain : undefined;
    } catch {
      return undefined;
    }
  }
}
