import {
  credentialLabels,
  LOCK_MS,
  lockMinutesLeft,
  MAX_FAILED_LOGINS,
  signInCodes as codes,
  signInMessages as m,
  stillLocked,
  wrongPassword,
} from '../../domain/session/auth-failures';
import { fieldMessages } from '../../domain/validation/field-messages';
import { CREDENTIAL_MAX_LENGTH } from '../../domain/validation/validators';
import type { TokenForm, TokenQuery } from '../../ports/api/user.dto';
import type { Cipher } from '../../ports/browser.port';
import { httpError, rejected } from './backend-fault';
import type { MemoryAccount } from './memory-accounts';

/** What the sign-in rules need from the backend. */
export interface SignInContext {
  readonly cipher: Cipher;
  readonly captchaText: string;
  readonly now: () => number;
  account(userName: string): MemoryAccount | undefined;
  accountById(userId: string): MemoryAccount | undefined;
}

/**
 * The mock server's sign-in rules (mock-server/auth/login.ts), in the same order so the same
 * mistake gets the same answer: captcha, credentials, lockout after 5 wrong passwords in a row,
 * and the uid link.
 */
export function checkSignIn(context: SignInContext, form: TokenForm, query: TokenQuery): MemoryAccount {
  const uidLink = query.uid !== undefined || query.ignorekey !== undefined;
  if (uidLink && (query.uid === undefined || query.ignorekey !== 'ignore')) throw httpError(400, 'bad_request', m.uidIncomplete);
  if (!uidLink) checkCaptcha(context, form.captcha);
  const userName = decryptCredential(context, form.username, credentialLabels.username);
  const password = decryptCredential(context, form.password, credentialLabels.password);
  const account = context.account(userName);
  if (account === undefined) throw rejected(m.badCredentials, codes.badCredentials);
  checkPassword(context, account, password);
  if (uidLink) return linkedAccount(context, account, query.uid ?? '');
  if (account.kind === 'service') throw rejected(m.serviceAccountOnly, codes.serviceAccountOnly);
  return account;
}

function checkCaptcha(context: SignInContext, answer: string): void {
  if (answer.trim().length === 0) throw rejected(m.captchaMissing, codes.captchaMissing);
  if (answer.trim().toLowerCase() !== context.captchaText.toLowerCase()) throw rejected(m.captchaWrong, codes.captchaWrong);
}

function decryptCredential(context: SignInContext, encrypted: string, label: string): string {
  const plain = context.cipher.decrypt(encrypted);
  if (plain === undefined) throw rejected(m.malformedCredentials, codes.malformedCredentials);
  if (plain.length === 0) throw httpError(400, 'bad_request', fieldMessages.missing(label));
  if (plain.length > CREDENTIAL_MAX_LENGTH) throw httpError(400, 'bad_request', fieldMessages.tooLong(label, CREDENTIAL_MAX_LENGTH));
  return plain;
}

/** While locked even the right password is refused; a lock that ran out starts the count afresh. */
function checkPassword(context: SignInContext, account: MemoryAccount, password: string): void {
  const now = context.now();
  if (account.lockedUntil > now) {
    throw rejected(stillLocked(lockMinutesLeft(account.lockedUntil - now)), codes.locked);
  }
  if (account.lockedUntil !== 0) {
    account.lockedUntil = 0;
    account.failedLogins = 0;
  }
  if (account.password === password) {
    account.failedLogins = 0;
    return;
  }
  account.failedLogins += 1;
  if (account.failedLogins >= MAX_FAILED_LOGINS) {
    account.lockedUntil = now + LOCK_MS;
    throw rejected(m.lockedNow, codes.locked);
  }
  throw rejected(wrongPassword(MAX_FAILED_LOGINS - account.failedLogins), codes.badCredentials);
}

/** SPEC section 2: only the gateway account may open a session for another user id, never for a service account. */
function linkedAccount(context: SignInContext, gateway: MemoryAccount, uid: string): MemoryAccount {
  if (gateway.kind !== 'service') throw rejected(m.uidNotAllowed, codes.uidNotAllowed);
  const target = context.accountById(uid);
  if (target === undefined || target.kind === 'service') throw rejected(m.uidUnknown, codes.uidUnknown);
  return target;
}
