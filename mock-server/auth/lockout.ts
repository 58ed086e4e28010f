import { LOCK_MS, MAX_FAILED_LOGINS, lockMinutesLeft, signInCodes, signInMessages, stillLocked, wrongPassword } from '../../src/domain/session/auth-failures';
import type { ServerContext } from '../context';
import type { DbUser } from '../db-types';
import { Rejection } from '../http/errors';
import { verifyPassword } from '../security/passwords';

/**
 * Checks a password with the lockout rule: after MAX_FAILED_LOGINS wrong passwords in a row the
 * account is locked for LOCK_MINUTES, persisted so a restart does not unlock it. While locked even
 * the right password is refused. Returns the refusal, or undefined when the password is right.
 */
export async function checkPassword(server: ServerContext, user: DbUser, password: string): Promise<Rejection | undefined> {
  const started = server.now();
  if (user.lockedUntil > started) return lockedRejection(user.lockedUntil - started);
  const matches = await verifyPassword(password, user.passwordHash);
  return server.store.update((db) => {
    const current = db.users.find((u) => u.userId === user.userId) ?? user;
    const now = server.now();
    if (current.lockedUntil > now) return lockedRejection(current.lockedUntil - now);
    if (current.lockedUntil !== 0) {
      // The lock has run out: start counting afresh.
      current.lockedUntil = 0;
      current.failedLogins = 0;
    }
    if (matches) {
      current.failedLogins = 0;
      return undefined;
    }
    current.failedLogins += 1;
    if (current.failedLogins >= MAX_FAILED_LOGINS) {
      current.lockedUntil = now + LOCK_MS;
      return new Rejection(signInCodes.locked, signInMessages.lockedNow);
    }
    return new Rejection(signInCodes.badCredentials, wrongPassword(MAX_FAILED_LOGINS - current.failedLogins));
  });
}

function lockedRejection(remainingMs: number): Rejection {
  return new Rejection(signInCodes.locked, stillLocked(lockMinutesLeft(remainingMs)));
}
