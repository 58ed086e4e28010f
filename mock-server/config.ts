import path from 'node:path';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../src/ports/api/defaults';
import { AUTHORITY_KEY_TTL_SECONDS } from '../src/domain/authority/authority-keys';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../src/domain/session/token-lifetime';
import { OVERDUE_SCAN_EVERY_MS } from '../src/domain/archive/archive-overdue';

export interface MockServerOptions {
  /** Where db.json and uploaded avatars live. */
  readonly dataDir: string;
  /** The production build to serve with an SPA fallback; omitted means API only. */
  readonly staticDir?: string;
  /** Fixes the captcha answer (tests, demos); the captcha cookie is still required. */
  readonly captchaText?: string;
  /** Bearer token lifetime; default 8 hours. */
  readonly tokenTtlSeconds?: number;
  /** Lifetime of a QR sign-in key (MOCK_QR_TTL); default 120 s, shorter in the browser test of expiry. */
  readonly qrKeyTtlSeconds?: number;
  readonly cipherKey?: string;
  readonly cipherIv?: string;
  /** Silences informational logs (errors are always logged). */
  readonly quiet?: boolean;
  /** Epoch milliseconds now; the system clock unless a test moves time on without waiting. */
  readonly clock?: () => number;
  /** How many times the demo's records the seed holds (MOCK_SCALE), 1 to 100; default 1. */
  readonly scale?: number;
  /** How often the overdue-loan scan runs (MOCK_OVERDUE_SCAN_MS); default a minute, a few milliseconds in tests. */
  readonly overdueScanMs?: number;
}

export interface ServerConfig {
  readonly dataDir: string;
  readonly avatarsDir: string;
  readonly staticDir: string | undefined;
  readonly captchaText: string | undefined;
  readonly tokenTtlSeconds: number;
  readonly qrKeyTtlSeconds: number;
  readonly cipherKey: string;
  readonly cipherIv: string;
  readonly quiet: boolean;
  readonly scale: number;
  readonly overdueScanMs: number;
}

export const MAX_SCALE = 100;

const isScale = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_SCALE;

/** MOCK_SCALE from the environment: absent or empty is 1, anything but an integer 1..100 stops the start with both languages' reason. */
export function scaleFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 1;
  const value = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !isScale(value)) {
    throw new Error(`MOCK_SCALE 须为 1 到 ${MAX_SCALE} 之间的整数（当前为 "${text}"）/ MOCK_SCALE must be an integer from 1 to ${MAX_SCALE} (got "${text}")`);
  }
  return value;
}

export const avatarsDirOf = (dataDir: string): string => path.join(path.resolve(dataDir), 'avatars');

export function resolveConfig(options: MockServerOptions): ServerConfig {
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`tokenTtlSeconds must be a positive integer (got ${ttl})`);
  const qrTtl = options.qrKeyTtlSeconds ?? AUTHORITY_KEY_TTL_SECONDS;
  if (!Number.isInteger(qrTtl) || qrTtl <= 0) throw new Error(`qrKeyTtlSeconds must be a positive integer (got ${qrTtl})`);
  const overdueScanMs = options.overdueScanMs ?? OVERDUE_SCAN_EVERY_MS;
  if (!Number.isInteger(overdueScanMs) || overdueScanMs <= 0) throw new Error(`overdueScanMs must be a positive integer (got ${overdueScanMs})`);
  const captchaText = options.captchaText === undefined || options.captchaText.length === 0 ? undefined : options.captchaText;
  if (captchaText !== undefined && captchaText.length > 16) throw new Error('captchaText must be at most 16 characters');
  return {
    dataDir: path.resolve(options.dataDir),
    avatarsDir: avatarsDirOf(options.dataDir),
    staticDir: options.staticDir === undefined ? undefined : path.resolve(options.staticDir),
    captchaText,
    tokenTtlSeconds: ttl,
    qrKeyTtlSeconds: qrTtl,
    cipherKey: options.cipherKey ?? DEFAULT_CIPHER_KEY,
    cipherIv: options.cipherIv ?? DEFAULT_CIPHER_IV,
    quiet: options.quiet ?? false,
    scale: validScale(options.scale ?? 1),
    overdueScanMs,
  };
}

function validScale(scale: number): number {
  if (!isScale(scale)) throw new Error(`scale must be an integer from 1 to ${MAX_SCALE} (got ${scale})`);
  return scale;
}
