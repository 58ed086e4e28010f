import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { isTokenLive, tokenExpiresAt, tokenExpiresIn } from '../../src/domain/session/token-lifetime';

const issuedAt = fc.integer({ min: 0, max: 4_000_000_000_000 });
const ttlSeconds = fc.integer({ min: 1, max: 30 * 24 * 60 * 60 });

describe('token lifetime', () => {
  test.prop([issuedAt, ttlSeconds, fc.double({ min: 0, max: 1, noNaN: true })])('a token is live from its issue until just before ttl seconds have passed', (now, ttl, share) => {
    const expiresAt = tokenExpiresAt(now, ttl);
    const elapsed = Math.min(ttl * 1000 - 1, Math.floor(share * ttl * 1000));
    expect(isTokenLive(expiresAt, now + elapsed)).toBe(true);
  });

  test.prop([issuedAt, ttlSeconds, fc.integer({ min: 0, max: 1_000_000_000 })])('and stale from then on', (now, ttl, later) => {
    expect(isTokenLive(tokenExpiresAt(now, ttl), now + ttl * 1000 + later)).toBe(false);
  });

  test.prop([issuedAt, ttlSeconds])('the answer names the whole lifetime in seconds', (now, ttl) => {
    expect(tokenExpiresIn(ttl)).toBe(ttl);
    expect(tokenExpiresAt(now, ttl) - now).toBe(ttl * 1000);
  });
});
