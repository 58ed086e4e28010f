import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { CAPTCHA_NONCE_MAX, CAPTCHA_NONCE_MIN, nextCaptchaNonce } from '../../src/domain/session/captcha';

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('captcha refresh suffix (SPEC section 7)', () => {
  test.prop([fc.integer({ min: CAPTCHA_NONCE_MIN, max: CAPTCHA_NONCE_MAX }), unit])('is 1 to 10 and never the previous one', (previous, r) => {
    const next = nextCaptchaNonce(previous, () => r);
    expect(Number.isInteger(next)).toBe(true);
    expect(next).toBeGreaterThanOrEqual(CAPTCHA_NONCE_MIN);
    expect(next).toBeLessThanOrEqual(CAPTCHA_NONCE_MAX);
    expect(next).not.toBe(previous);
  });

  test.prop([fc.oneof(fc.integer(), fc.constant(Number.NaN)), fc.oneof(unit, fc.constant(1), fc.constant(-3))])(
    'stays in range for any previous value and even a misbehaving random source',
    (previous, r) => {
      const next = nextCaptchaNonce(previous, () => r);
      expect(next).toBeGreaterThanOrEqual(CAPTCHA_NONCE_MIN);
      expect(next).toBeLessThanOrEqual(CAPTCHA_NONCE_MAX);
    },
  );

  test('every other value is reachable from each previous one', () => {
    for (let previous = CAPTCHA_NONCE_MIN; previous <= CAPTCHA_NONCE_MAX; previous += 1) {
      const seen = new Set<number>();
      for (let i = 0; i < 9; i += 1) seen.add(nextCaptchaNonce(previous, () => (i + 0.5) / 9));
      expect(seen.size).toBe(9);
    }
  });
});
