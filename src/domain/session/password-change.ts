import { isStrongPassword } from '../validation/validators';
import { passwordChangeCodes as codes, passwordChangeMessages as m } from './auth-failures';
import { rejection, type AuthRefusal } from './auth-refusal';
import type { Result } from '../shared/result';

/** A password change as the backend read it: both passwords decrypted (undefined: not decryptable). */
interface PasswordChange {
  readonly oldPassword: string | undefined;
  readonly newPassword: string | undefined;
  /** Whether oldPassword is the account's current password (compared by the backend, hashed or not). */
  readonly oldMatches: boolean;
}

/**
 * SPEC section 4, in the order both backends answer: unreadable input, the current password, the
 * change dialog's own strength rule (so client and server cannot drift), and no reuse.
 * Accepted, it gives the new password to store.
 */
export function checkPasswordChange(change: PasswordChange): Result<string, AuthRefusal> {
  const { oldPassword, newPassword } = change;
  if (oldPassword === undefined || newPassword === undefined) return refused(rejection(codes.malformedPassword, m.malformedPassword));
  if (!change.oldMatches) return refused(rejection(codes.oldPasswordWrong, m.oldPasswordWrong));
  if (!isStrongPassword(newPassword)) return refused(rejection(codes.newPasswordWeak, m.newPasswordWeak));
  if (newPassword === oldPassword) return refused(rejection(codes.samePassword, m.samePassword));
  return { ok: true, value: newPassword };
}

const refused = (error: AuthRefusal): Result<string, AuthRefusal> => ({ ok: false, error });
