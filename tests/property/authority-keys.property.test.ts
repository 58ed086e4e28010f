import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  AUTHORITY_KEYS_MAX,
  cancelKey,
  collectKey,
  grantKey,
  issueKey,
  phaseOf,
  viewKey,
  type AuthorityBook,
  type AuthorityPhase,
  type Changed,
} from '../../src/domain/authority/authority-keys';
import { authorityMessages as m } from '../../src/domain/authority/authority-messages';

const TTL = 120;
const KEY = 'k'.repeat(22);
const TICKET = 't'.repeat(22);
const start = fc.integer({ min: 1, max: 2_000_000_000_000 });
const users = ['u1', 'u2'] as const;

type Step =
  | { readonly op: 'view'; readonly gap: number }
  | { readonly op: 'cancel'; readonly gap: number }
  | { readonly op: 'grant'; readonly user: (typeof users)[number]; readonly gap: number }
  | { readonly op: 'collect'; readonly rightTicket: boolean; readonly gap: number };

/** Mostly well inside the key's life, sometimes past it. */
const gap = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 20_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 * TTL * 1000 }) });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('view' as const), gap }),
  fc.record({ op: fc.constant('cancel' as const), gap }),
  fc.record({ op: fc.constant('grant' as const), user: fc.constantFrom(...users), gap }),
  fc.record({ op: fc.constant('collect' as const), rightTicket: fc.boolean(), gap }),
);

const issued = (now: number): AuthorityBook => issueKey([], { key: KEY, ticket: TICKET, agent: 'agent', ip: '10.0.0.1' }, now, TTL).book;

/** The state machine told plainly, beside the domain's answers. */
interface Model {
  state: 'waiting' | 'scanned' | 'granted' | 'cancelled' | 'used';
  granter: string | undefined;
}

const modelPhase = (model: Model, now: number, expiresAt: number): AuthorityPhase =>
  model.state === 'used' || model.state === 'cancelled' ? model.state : now >= expiresAt ? 'expired' : model.state;

const endedMessage: Partial<Record<AuthorityPhase, string>> = { expired: m.expired, used: m.used, cancelled: m.cancelled };

describe('QR sign-in keys', () => {
  test.prop([start, fc.array(step, { maxLength: 30 })])('follow waiting → scanned → granted/cancelled/expired, and a granted key signs in exactly once', (t0, steps) => {
    let book = issued(t0);
    const expiresAt = t0 + TTL * 1000;
    const model: Model = { state: 'waiting', granter: undefined };
    let now = t0;
    let signIns = 0;
    for (const next of steps) {
      now += next.gap;
      const phase = modelPhase(model, now, expiresAt);
      const ended = endedMessage[phase];
      let result: Changed<unknown>;
      if (next.op === 'view') {
        result = viewKey(book, KEY, now);
        if (ended !== undefined) expect(result).toEqual({ ok: false, error: { status: 409, message: ended } });
        else if (model.state === 'waiting') model.state = 'scanned';
      } else if (next.op === 'grant') {
        result = grantKey(book, KEY, next.user, now);
        if (ended !== undefined) expect(result).toEqual({ ok: false, error: { status: 409, message: ended } });
        else if (phase === 'waiting') expect(result).toEqual({ ok: false, error: { status: 409, message: m.notScanned } });
        else if (phase === 'granted') {
          // Granting again does nothing: the same book, or a refusal for another user.
          if (model.granter === next.user) expect(result.ok && result.value.book).toBe(book);
          else expect(result).toEqual({ ok: false, error: { status: 409, message: m.grantedByOther } });
        } else {
          expect(result.ok).toBe(true);
          model.state = 'granted';
          model.granter = next.user;
        }
      } else if (next.op === 'cancel') {
        result = cancelKey(book, KEY, now);
        if (phase === 'cancelled') expect(result.ok && result.value.book).toBe(book);
        else if (ended !== undefined) expect(result).toEqual({ ok: false, error: { status: 409, message: ended } });
        else if (phase === 'granted') expect(result).toEqual({ ok: false, error: { status: 409, message: m.alreadyGranted } });
        else model.state = 'cancelled';
      } else {
        result = collectKey(book, KEY, next.rightTicket ? TICKET : 'x'.repeat(22), now);
        if (!next.rightTicket) expect(result).toEqual({ ok: false, error: { status: 404, message: m.unknownKey } });
        else if (phase === 'used') expect(result).toEqual({ ok: false, error: { status: 409, message: m.used } });
        else if (phase === 'granted') {
          expect(result.ok && result.value.answer).toEqual({ state: 'granted', userId: model.granter });
          signIns += 1;
          model.state = 'used';
        } else expect(result.ok && result.value.answer).toEqual({ state: phase, expiresIn: Math.max(0, Math.ceil((expiresAt - now) / 1000)) });
      }
      if (result.ok) book = result.value.book;
      const entry = book.find((candidate) => candidate.key === KEY);
      expect(entry && phaseOf(entry, now)).toBe(modelPhase(model, now, expiresAt));
    }
    expect(signIns).toBeLessThanOrEqual(1);
    expect(signIns === 1).toBe(model.state === 'used');
  });

  test.prop([start, fc.integer({ min: 0, max: 10 * TTL * 1000 })])('a key past its time is expired whatever the clock says after it', (t0, late) => {
    let book = issued(t0);
    const viewed = viewKey(book, KEY, t0);
    if (viewed.ok) book = viewed.value.book;
    const granted = grantKey(book, KEY, 'u1', t0);
    if (granted.ok) book = granted.value.book;
    const now = t0 + TTL * 1000 + late;
    expect(collectKey(book, KEY, TICKET, now)).toEqual({ ok: true, value: { book, answer: { state: 'expired', expiresIn: 0 } } });
    expect(grantKey(book, KEY, 'u1', now)).toEqual({ ok: false, error: { status: 409, message: m.expired } });
    expect(cancelKey(book, KEY, now)).toEqual({ ok: false, error: { status: 409, message: m.expired } });
  });

  test.prop([start, fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/)])('unknown keys are 404 for every call', (t0, other) => {
    fc.pre(other !== KEY);
    const book = issued(t0);
    const unknown = { ok: false, error: { status: 404, message: m.unknownKey } };
    expect(viewKey(book, other, t0)).toEqual(unknown);
    expect(grantKey(book, other, 'u1', t0)).toEqual(unknown);
    expect(cancelKey(book, other, t0)).toEqual(unknown);
    expect(collectKey(book, other, TICKET, t0)).toEqual(unknown);
  });

  test.prop([start, fc.integer({ min: 1, max: 2 * AUTHORITY_KEYS_MAX }), fc.integer({ min: 0, max: 5000 })])(
    'the book stays bounded and forgets keys long ended, never the new one',
    (t0, count, spacing) => {
      let book: AuthorityBook = [];
      let now = t0;
      for (let index = 0; index < count; index += 1) {
        now += spacing;
        book = issueKey(book, { key: `key-${String(index).padStart(16, '0')}`, ticket: TICKET, agent: '', ip: '' }, now, TTL).book;
      }
      expect(book.length).toBeLessThanOrEqual(AUTHORITY_KEYS_MAX);
      expect(book.at(-1)?.key).toBe(`key-${String(count - 1).padStart(16, '0')}`);
      expect(new Set(book.map((entry) => entry.key)).size).toBe(book.length);
      for (const entry of book) expect(entry.expiresAt + 10 * 60 * 1000).toBeGreaterThan(now);
    },
  );
});
