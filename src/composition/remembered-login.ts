import { AesCipher } from '../adapters/crypto/aes-cipher';
import { readRememberedLogin, type RememberedLogin } from '../domain/session/session';
import { storageKeys } from '../domain/session/storage-keys';
import type { AppConfig } from '../ports/http-events.port';

/** The remembered credentials for the first login page; its own chunk, fetched only when some are saved. */
export function rememberedLogin(config: AppConfig, storage: Pick<Storage, 'getItem'>): RememberedLogin | undefined {
  const cipher = new AesCipher(config);
  return readRememberedLogin(storage.getItem(storageKeys.rememberedLogin), (text) => cipher.decrypt(text));
}
