import { errorMessages as m } from './messages';

export type MessageLevel = 'success' | 'info' | 'warning' | 'error';

/** What the client does after showing the message. */
export type FollowUp =
  | { readonly kind: 'none' }
  /** The session is no longer valid: drop the token and sign in again. */
  | { readonly kind: 'relogin' }
  /** SPEC 504: wait, then log out and reload the page. */
  | { readonly kind: 'logout-and-reload'; readonly afterMs: number };

export interface UserMessage {
  readonly message: string;
  readonly level: MessageLevel;
  readonly durationMs: number;
  readonly followUp: FollowUp;
}

/** The parts of an error body the catalogue reads; anything else in it is ignored. */
interface ErrorBody {
  readonly error_description?: unknown;
  readonly error?: unknown;
  readonly msg?: unknown;
  readonly message?: unknown;
}

export type RequestFailure =
  | { readonly kind: 'http'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  /** HTTP 2xx whose envelope carries a non-zero code. */
  | { readonly kind: 'rejected'; readonly code: number; readonly msg: unknown };

export const SHORT_MS = 3000;
export const LONG_MS = 5000;
export const RELOGIN_DELAY_MS = 5000;
/** Longest server text shown, in code points; longer texts are cut and end with an ellipsis. */
export const MAX_SHOWN_LENGTH = 200;

const none: FollowUp = { kind: 'none' };

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed.length === 0) return undefined;
  if (trimmed.length <= MAX_SHOWN_LENGTH) return trimmed;
  // Cut by code point, so that a surrogate pair (an emoji, a rare CJK character) is never split in half.
  const points = Array.from(trimmed);
  return points.length > MAX_SHOWN_LENGTH ? `${points.slice(0, MAX_SHOWN_LENGTH).join('')}…` : trimmed;
}

function field(body: unknown, key: keyof ErrorBody): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  return text((body as Record<string, unknown>)[key]);
}

/** SPEC section 8: the message, level, duration and follow-up for a failed request. */
export function describeFailure(failure: RequestFailure): UserMessage {
  switch (failure.kind) {
    case 'timeout':
      return { message: m.timeout, level: 'error', durationMs: LONG_MS, followUp: none };
    case 'network':
      return { message: m.network, level: 'error', durationMs: LONG_MS, followUp: none };
    case 'rejected':
      return { message: text(failure.msg) ?? m.requestFailed, level: 'warning', durationMs: LONG_MS, followUp: none };
    case 'http':
      return describeHttpStatus(failure.status, failure.body);
  }
}

function describeHttpStatus(status: number, body: unknown): UserMessage {
  if (status === 401) {
    return {
      message: field(body, 'error_description') ?? m.unauthorized,
      level: 'warning',
      durationMs: SHORT_MS,
      followUp: { kind: 'relogin' },
    };
  }
  if (status >= 400 && status < 500) {
    return {
      message: field(body, 'error_description') ?? field(body, 'error') ?? field(body, 'msg') ?? m.requestFailed,
      level: 'warning',
      durationMs: LONG_MS,
      followUp: none,
    };
  }
  if (status === 500) {
    return {
      message: field(body, 'msg') ?? field(body, 'message') ?? m.serverFailed,
      level: 'error',
      durationMs: LONG_MS,
      followUp: none,
    };
  }
  if (status === 502) return { message: m.gateway, level: 'error', durationMs: LONG_MS, followUp: none };
  if (status === 504) {
    return {
      message: m.gatewayTimeout,
      level: 'error',
      durationMs: RELOGIN_DELAY_MS,
      followUp: { kind: 'logout-and-reload', afterMs: RELOGIN_DELAY_MS },
    };
  }
  return { message: m.requestFailed, level: 'error', durationMs: LONG_MS, followUp: none };
}

/** SPEC section 8: a success message comes from statusText when the status is not 200, else from msg. */
export function describeSuccess(status: number, statusText: string, msg: unknown): string {
  if (status !== 200) return text(statusText) ?? m.operationSucceeded;
  return text(msg) ?? m.operationSucceeded;
}
