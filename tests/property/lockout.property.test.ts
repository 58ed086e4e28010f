import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { LOCK_MS, MAX_FAILED_LOGINS, signInCodes } from '../../src/domain/session/auth-failures';
import { countPassword, lockedRefusal, type LockoutState } from '../../src/domain/session/lockout';

const fresh: LockoutState = { failedLogins: 0, lockedUntil: 0 };
const start = fc.integer({ min: 1, max: 2_000_000_000_000 });
/** Attempts (true: the right password) and the milliseconds before each. */
const attempts = fc.array(fc.record({ matches: fc.boolean(), gap: fc.integer({ min: 0, max: 2 * LOCK_MS }) }), { maxLength: 40 });

/** The rule told plainly: a lock for LOCK_MS after MAX_FAILED_LOGINS wrong passwords in a row, nothing counted while locked. */
function model(steps: readonly { matches: boolean; gap: number }[], t0: number): { locked: boolean; refusedCodes: (number | undefined)[] } {
  let wrongInRow = 0;
  let lockEnd = -Infinity;
  let now = t0;
  const refusedCodes: (number | undefined)[] = [];
  for (const step of steps) {
    now += step.gap;
    if (now < lockEnd) {
      refusedCodes.push(signInCodes.locked);
      continue;
    }
    if (lockEnd !== -Infinity) {
      lockEnd = -Infinity;
      wrongInRow = 0;
    }
    if (step.matches) {
      wrongInRow = 0;
      refusedCodes.push(undefined);
      continue;
    }
    wrongInRow += 1;
    if (wrongInRow >= MAX_FAILED_LOGINS) lockEnd = now + LOCK_MS;
    refusedCodes.push(wrongInRow >= MAX_FAILED_LOGINS ? signInCodes.locked : signInCodes.badCredentials);
  }
  return { locked: now < lockEnd, refusedCodes };
}

describe('the lockout rule', () => {
  test.prop([attempts, start])('answers every attempt as the plain rule does', (steps, t0) => {
    let state = fresh;
    let now = t0;
    const codes: (number | undefined)[] = [];
    for (const step of steps) {
      now += step.gap;
      const outcome = countPassword(state, step.matches, now);
      state = outcome.state;
      codes.push(outcome.refusal?.status === 200 ? outcome.refusal.code : undefined);
    }
    const expected = model(steps, t0);
    expect(codes).toEqual(expected.refusedCodes);
    expect(lockedRefusal(state, now) !== undefined).toBe(expected.locked);
  });

  test.prop([fc.integer({ min: 1, max: MAX_FAILED_LOGINS - 1 }), start])('fewer wrong passwords than the limit never lock, and the right one clears them', (wrong, t0) => {
    let state = fresh;
    for (let i = 0; i < wrong; i += 1) state = countPassword(state, false, t0).state;
    expect(lockedRefusal(state, t0)).toBeUndefined();
    expect(state.failedLogins).toBe(wrong);
    const right = countPassword(state, true, t0);
    expect(right.refusal).toBeUndefined();
    expect(right.state).toEqual(fresh);
  });

  test.prop([start, fc.integer({ min: 0, max: LOCK_MS - 1 })])('a lock refuses even the right password for exactly LOCK_MS, naming the minutes left', (t0, elapsed) => {
    let state = fresh;
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) state = countPassword(state, false, t0).state;
    expect(state.lockedUntil).toBe(t0 + LOCK_MS);
    const during = countPassword(state, true, t0 + elapsed);
    expect(during.refusal).toEqual({ status: 200, code: signInCodes.locked, message: `账号已锁定，请${Math.max(1, Math.ceil((LOCK_MS - elapsed) / 60_000))}分钟后再试` });
    expect(during.state).toEqual(state);
    const after = countPassword(state, true, t0 + LOCK_MS);
    expect(after.refusal).toBeUndefined();
    expect(after.state).toEqual(fresh);
  });
});
