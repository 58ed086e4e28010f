import path from 'node:path';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../src/ports/api/defaults';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../src/domain/session/token-lifetime';

export interface MockServerOptions {
  /** Where db.json and uploaded avatars live. */
  readonly dataDir: string;
  /** The production build to serve with an SPA fallback; omitted means API only. */
  readonly staticDir?: string;
  /** Fixes the captcha answer (tests, demos); the captcha cookie is still required. */
  readonly captchaText?: string;
  /** Bearer token lifetime; default 8 hours. */
  readonly tokenTtlSeconds?: number;
  readonly cipherKey?: string;
  readonly cipherIv?: string;
  /** Silences informational logs (errors are always logged). */
  readonly quiet?: boolean;
  /** Epoch milliseconds now; the system clock unless a test moves time on without waiting. */
  readonly clock?: () => number;
}

export interface ServerConfig {
  readonly dataDir: string;
  readonly avatarsDir: string;
  readonly staticDir: string | undefined;
  readonly captchaText: string | undefined;
  readonly tokenTtlSeconds: number;
  readonly cipherKey: string;
  readonly cipherIv: string;
  readonly quiet: boolean;
}

export const avatarsDirOf = (dataDir: string): string => path.join(path.resolve(dataDir), 'avatars');

export function resolveConfig(options: MockServerOptions): ServerConfig {
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`tokenTtlSeconds must be a positive integer (got ${ttl})`);
  const captchaText = options.captchaText === undefined || options.captchaText.length === 0 ? undefined : options.captchaText;
  if (captchaText !== undefined && captchaText.length > 16) throw new Error('captchaText must be at most 16 characters');
  return {
    dataDir: path.resolve(options.dataDir),
    avatarsDir: avatarsDirOf(options.dataDir),
    staticDir: options.staticDir === undefined ? undefined : path.resolve(options.staticDir),
    captchaText,
    tokenTtlSeconds: ttl,
    cipherKey: options.cipherKey ?? DEFAULT_CIPHER_KEY,
    cipherIv: options.cipherIv ?? DEFAULT_CIPHER_IV,
    quiet: options.quiet ?? false,
  };
}
