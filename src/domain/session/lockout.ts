import { LOCK_MS, MAX_FAILED_LOGINS, lockMinutesLeft, signInCodes, signInMessages, stillLocked, wrongPassword } from './auth-failures';
import { rejection, type AuthRefusal } from './auth-refusal';

/** What the lockout rule keeps per account: wrong passwords in a row, and the end of a lock (0: none). */
export interface LockoutState {
  readonly failedLogins: number;
  readonly lockedUntil: number;
}

/** While an account is locked even the right password is refused, naming the whole minutes left. */
export function lockedRefusal(state: LockoutState, now: number): AuthRefusal | undefined {
  if (state.lockedUntil <= now) return undefined;
  return rejection(signInCodes.locked, stillLocked(lockMinutesLeft(state.lockedUntil - now)));
}

interface PasswordOutcome {
  readonly state: LockoutState;
  readonly refusal: AuthRefusal | undefined;
}

/**
 * Counts one password attempt: the right one clears the count; after MAX_FAILED_LOGINS wrong
 * ones in a row the account is locked for LOCK_MS; a lock that ran out starts the count afresh.
 */
export function countPassword(state: LockoutState, matches: boolean, now: number): PasswordOutcome {
  const locked = lockedRefusal(state, now);
  if (locked !== undefined) return { state, refusal: locked };
  const failedBefore = state.lockedUntil === 0 ? state.failedLogins : 0;
  if (matches) return { state: { failedLogins: 0, lockedUntil: 0 }, refusal: undefined };
  const failedLogins = failedBefore + 1;
  if (failedLogins >= MAX_FAILED_LOGINS) {
    return { state: { failedLogins, lockedUntil: now + LOCK_MS }, refusal: rejection(signInCodes.locked, signInMessages.lockedNow) };
  }
  return {
    state: { failedLogins, lockedUntil: 0 },
    refusal: rejection(signInCodes.badCredentials, wrongPassword(MAX_FAILED_LOGINS - failedLogins)),
  };
}
