import { formatTimestamp } from '../format/date';
import { err, ok, type Result } from '../shared/result';
import { authorityMessages as m } from './authority-messages';
import { AGENT_MAX, browserOf } from './user-agent';

/** A key signs in within two minutes of being shown or not at all: a photographed code soon goes stale. */
export const AUTHORITY_KEY_TTL_SECONDS = 120;
/** How often /qrcode asks after its key; also the step of its countdown. */
export const AUTHORITY_POLL_MS = 1000;
/** An ended key is remembered this long after its expiry, so a late poll hears "expired", not "unknown". */
const ENDED_KEPT_MS = 10 * 60 * 1000;
/** At most this many keys are remembered (the oldest go first), so asking for codes cannot fill the server. */
export const AUTHORITY_KEYS_MAX = 1000;
/** Keys and tickets are url-safe random text made by the backends. */
export const AUTHORITY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const AUTHORITY_KEY_MAX = 64;

/**
 * waiting → scanned (a signed-in user read the brief) → granted (then used by the one sign-in it
 * buys) or cancelled; anything not yet used or cancelled is expired once its time is up.
 */
export type AuthorityPhase = AuthorityKey['state'] | 'expired';

/** One key as a backend keeps it. The ticket stays with the page that asked, so only it can collect the sign-in. */
interface KeyOrigin {
  readonly key: string;
  readonly ticket: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly agent: string;
  readonly ip: string;
}
export type AuthorityKey = KeyOrigin &
  (
    | { readonly state: 'waiting' | 'scanned' | 'cancelled' }
    /** userId granted it: the sign-in it buys is for this account. */
    | { readonly state: 'granted' | 'used'; readonly userId: string }
  );
export type AuthorityBook = readonly AuthorityKey[];

export interface AuthorityRefusal {
  readonly status: 404 | 409;
  readonly message: string;
}

/** A rule's answer with the book as it is afterwards (the same book when nothing changed). */
export type Changed<T> = Result<{ readonly book: AuthorityBook; readonly answer: T }, AuthorityRefusal>;

/** What the person granting is shown: who asks, from where, and how long the key still lives. */
export interface AuthorityBrief {
  readonly key: string;
  readonly state: AuthorityPhase;
  readonly browser: string;
  readonly agent: string;
  readonly ip: string;
  readonly place: string;
  /** yyyy-MM-dd HH:mm:ss in China time. */
  readonly createdAt: string;
  readonly expiresIn: number;
}

/** What the asking page hears: the key's phase, or (once) the account it may now sign in as. */
export type Collected =
  | { readonly state: 'waiting' | 'scanned' | 'cancelled' | 'expired'; readonly expiresIn: number }
  | { readonly state: 'granted'; readonly userId: string };

export interface KeyRequest {
  readonly key: string;
  readonly ticket: string;
  readonly agent: string;
  readonly ip: string;
}

export interface IssuedKey {
  readonly key: string;
  readonly ticket: string;
  readonly expiresIn: number;
}

export function phaseOf(entry: AuthorityKey, now: number): AuthorityPhase {
  if (entry.state === 'used' || entry.state === 'cancelled') return entry.state;
  return now >= entry.expiresAt ? 'expired' : entry.state;
}

/** Whole seconds left, 0 once expired. */
export const expiresInOf = (entry: AuthorityKey, now: number): number => Math.max(0, Math.ceil((entry.expiresAt - now) / 1000));

const refusal = (status: AuthorityRefusal['status'], message: string): Result<never, AuthorityRefusal> => err({ status, message });

const ENDED_REFUSALS: Readonly<Partial<Record<AuthorityPhase, string>>> = { expired: m.expired, used: m.used, cancelled: m.cancelled };

const replaced = (book: AuthorityBook, entry: AuthorityKey): AuthorityBook => book.map((other) => (other.key === entry.key ? entry : other));

/** The key, or 404 for one never issued (or forgotten long after it ended). */
function found(book: AuthorityBook, key: string): Result<AuthorityKey, AuthorityRefusal> {
  const entry = book.find((candidate) => candidate.key === key);
  return entry === undefined ? refusal(404, m.unknownKey) : ok(entry);
}

/** A new key for an asking page; keys long ended are forgotten on the way. */
export function issueKey(book: AuthorityBook, request: KeyRequest, now: number, ttlSeconds: number): { book: AuthorityBook; answer: IssuedKey } {
  const entry: AuthorityKey = {
    key: request.key,
    ticket: request.ticket,
    createdAt: now,
    expiresAt: now + ttlSeconds * 1000,
    agent: request.agent.slice(0, AGENT_MAX),
    ip: request.ip,
    state: 'waiting',
  };
  const kept = book.filter((other) => other.key !== request.key && other.expiresAt + ENDED_KEPT_MS > now).slice(-(AUTHORITY_KEYS_MAX - 1));
  return { book: [...kept, entry], answer: { key: entry.key, ticket: entry.ticket, expiresIn: expiresInOf(entry, now) } };
}

/** userBrief: a signed-in user reads who asks; a waiting key becomes scanned. Ended keys are refused. */
export function viewKey(book: AuthorityBook, key: string, now: number): Changed<AuthorityKey> {
  const entry = found(book, key);
  if (!entry.ok) return entry;
  const phase = phaseOf(entry.value, now);
  const ended = ENDED_REFUSALS[phase];
  if (ended !== undefined) return refusal(409, ended);
  if (phase !== 'waiting') return ok({ book, answer: entry.value });
  const scanned: AuthorityKey = { ...entry.value, state: 'scanned' };
  return ok({ book: replaced(book, scanned), answer: scanned });
}

/** userAuthority: the signed-in user lets the asking page sign in as themself. Granting again changes nothing. */
export function grantKey(book: AuthorityBook, key: string, userId: string, now: number): Changed<AuthorityKey> {
  const entry = found(book, key);
  if (!entry.ok) return entry;
  const phase = phaseOf(entry.value, now);
  const ended = ENDED_REFUSALS[phase];
  if (ended !== undefined) return refusal(409, ended);
  if (phase === 'waiting') return refusal(409, m.notScanned);
  if (entry.value.state === 'granted') return entry.value.userId === userId ? ok({ book, answer: entry.value }) : refusal(409, m.grantedByOther);
  const granted: AuthorityKey = { ...entry.value, state: 'granted', userId };
  return ok({ book: replaced(book, granted), answer: granted });
}

/** cancelUserAuthority: the request is refused; cancelling again changes nothing, a granted one stays granted. */
export function cancelKey(book: AuthorityBook, key: string, now: number): Changed<AuthorityKey> {
  const entry = found(book, key);
  if (!entry.ok) return entry;
  const phase = phaseOf(entry.value, now);
  if (phase === 'cancelled') return ok({ book, answer: entry.value });
  const ended = ENDED_REFUSALS[phase];
  if (ended !== undefined) return refusal(409, ended);
  if (phase === 'granted') return refusal(409, m.alreadyGranted);
  const cancelled: AuthorityKey = { ...entry.value, state: 'cancelled' };
  return ok({ book: replaced(book, cancelled), answer: cancelled });
}

/**
 * userAuthorityKey: the asking page (holding the ticket) asks after its key. A granted key answers
 * the granter's account exactly once and is used from then on; the wrong ticket reads as unknown.
 */
export function collectKey(book: AuthorityBook, key: string, ticket: string, now: number): Changed<Collected> {
  const entry = found(book, key);
  if (!entry.ok) return entry;
  if (entry.value.ticket !== ticket) return refusal(404, m.unknownKey);
  const phase = phaseOf(entry.value, now);
  if (phase === 'expired') return ok({ book, answer: { state: 'expired', expiresIn: 0 } });
  const value = entry.value;
  if (value.state === 'granted') return ok({ book: replaced(book, { ...value, state: 'used' }), answer: { state: 'granted', userId: value.userId } });
  if (value.state === 'used') return refusal(409, m.used);
  return ok({ book, answer: { state: value.state, expiresIn: expiresInOf(value, now) } });
}

/** The brief of a key as both backends answer it; `place` is the backend's reading of the IP. */
export function briefOf(entry: AuthorityKey, now: number, place: string): AuthorityBrief {
  return {
    key: entry.key,
    state: phaseOf(entry, now),
    browser: browserOf(entry.agent),
    agent: entry.agent,
    ip: entry.ip,
    place,
    createdAt: formatTimestamp(entry.createdAt),
    expiresIn: expiresInOf(entry, now),
  };
}

/** The address a key's QR code holds: the grant page of this product, opened on a signed-in device. */
export const AUTHORITY_GRANT_PATH = '/authority';
export const authorityLinkOf = (origin: string, key: string): string => `${origin}${AUTHORITY_GRANT_PATH}?key=${encodeURIComponent(key)}`;
