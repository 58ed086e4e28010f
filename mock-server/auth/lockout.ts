import { countPassword, lockedRefusal } from '../../src/domain/session/lockout';
import type { ServerContext } from '../context';
import { replaceUser, type DbUser } from '../db-types';
import type { HttpError, Rejection } from '../http/errors';
import { verifyPassword } from '../security/passwords';
import { refusalError } from './refusal';

/**
 * The lockout rule of src/domain/session on the stored account, persisted so a restart does not
 * unlock it. The hash is compared outside the store's update (it is slow); the count is taken
 * inside it, on the account as it is then, so two attempts at once are both counted.
 * Returns the refusal, or undefined when the password is right.
 */
export async function checkPassword(server: ServerContext, user: DbUser, password: string): Promise<HttpError | Rejection | undefined> {
  // A locked account is refused before the slow hash, so guessing at it costs the server nothing.
  const locked = lockedRefusal(user, server.now());
  if (locked !== undefined) return refusalError(locked);
  const matches = await verifyPassword(password, user.passwordHash);
  return server.store.update((db) => {
    const current = db.users.find((u) => u.userId === user.userId) ?? user;
    const counted = countPassword(current, matches, server.now());
    replaceUser(db, user.userId, { failedLogins: counted.state.failedLogins, lockedUntil: counted.state.lockedUntil });
    return counted.refusal === undefined ? undefined : refusalError(counted.refusal);
  });
}
