import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../ports/api/defaults';
import type { AppConfig } from '../ports/http-events.port';

/** Which adapter family serves the ports: the HTTP backend, or the in-memory one of tests and offline demos. */
export type ApiMode = 'http' | 'memory';

/** Build-time configuration: VITE_API_BASE_URL points the client at a real backend. */
export function readConfig(env: ImportMetaEnv): { config: AppConfig; mode: ApiMode } {
  const base = typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL.replace(/\/+$/, '') : '';
  return {
    config: {
      apiBaseUrl: base,
      cipherKey: typeof env.VITE_CIPHER_KEY === 'string' && env.VITE_CIPHER_KEY.length > 0 ? env.VITE_CIPHER_KEY : DEFAULT_CIPHER_KEY,
      cipherIv: typeof env.VITE_CIPHER_IV === 'string' && env.VITE_CIPHER_IV.length > 0 ? env.VITE_CIPHER_IV : DEFAULT_CIPHER_IV,
    },
    mode: env.VITE_API_MODE === 'memory' ? 'memory' : 'http',
  };
}
