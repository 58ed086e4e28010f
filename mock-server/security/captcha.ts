import { randomBytes, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** svg-captcha's default export renders a given text; its typings only declare the helpers. */
type RenderOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
const render = svgCaptcha as unknown as (text: string, options: RenderOptions) => string;

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefhjkmnpqrstuvwxyz23456789';
const LENGTH = 4;
/** Bounds memory when a client fetches captchas in a loop. */
const MAX_PENDING = 10_000;

type CaptchaCheck = { readonly status: 'ok' } | { readonly status: 'expired' } | { readonly status: 'wrong' };

interface Pending {
  readonly text: string;
  readonly expiresAt: number;
}

/**
 * Captchas waiting to be answered, keyed by the captcha_sid cookie. Kept in memory only: after a
 * restart the user simply refreshes the image. Each one is single-use and expires.
 */
export class CaptchaBook {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly fixedText: string | undefined,
    private readonly now: () => number,
  ) {}

  /** A new captcha; replaces the one this client held before. */
  issue(previousSid: string | undefined): { sid: string; svg: string } {
    if (previousSid !== undefined) this.pending.delete(previousSid);
    this.prune();
    const text = this.fixedText ?? Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const sid = randomBytes(18).toString('base64url');
    this.pending.set(sid, { text, expiresAt: this.now() + CAPTCHA_TTL_MS });
    const svg = render(text, { width: 120, height: 40, fontSize: 46, noise: 2, color: true, background: '#eef3fb' });
    return { sid, svg };
  }

  /** Checks the answer and consumes the captcha whatever the outcome, so it cannot be brute-forced. */
  consume(sid: string | undefined, answer: string): CaptchaCheck {
    if (sid === undefined) return { status: 'expired' };
    const entry = this.pending.get(sid);
    this.pending.delete(sid);
    if (entry === undefined || entry.expiresAt <= this.now()) return { status: 'expired' };
    return entry.text.toLowerCase() === answer.trim().toLowerCase() ? { status: 'ok' } : { status: 'wrong' };
  }

  private prune(): void {
    if (this.pending.size < MAX_PENDING) return;
    const now = this.now();
    for (const [sid, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(sid);
    // Still full: drop the oldest (Map keeps insertion order).
    for (const sid of this.pending.keys()) {
      if (this.pending.size < MAX_PENDING) break;
      this.pending.delete(sid);
    }
  }
}
