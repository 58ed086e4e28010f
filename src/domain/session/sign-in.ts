import { fieldMessages } from '../validation/field-messages';
import { CREDENTIAL_MAX_LENGTH } from '../validation/validators';
import { credentialLabels, signInCodes as codes, signInMessages as m } from './auth-failures';
import { badRequest, rejection, type AuthRefusal } from './auth-refusal';
import { lockedRefusal, type LockoutState } from './lockout';
import type { Result } from '../shared/result';

/** What sign-in needs to know of an account. */
export interface SignInAccount extends LockoutState {
  readonly userId: string;
  readonly userName: string;
  readonly kind: 'staff' | 'service';
  /** Set by an administrator (src/domain/admin); absent on accounts that never were. */
  readonly disabled?: boolean;
}

/** The sign-in form and query as they arrived, credentials still encrypted. */
interface SignInAttempt {
  readonly username: string;
  readonly password: string;
  readonly captcha: string;
  readonly uid: string | undefined;
  readonly ignorekey: string | undefined;
}

/** How a captcha answer fared against the image the browser was shown. */
type CaptchaStatus = 'ok' | 'wrong' | 'expired';

/** What each backend looks up its own way (a cookie's captcha, its cipher, its accounts). */
export interface SignInSources<A extends SignInAccount> {
  /** Checks (and, where the backend does, consumes) the captcha; called only when one is required. */
  captcha(answer: string): CaptchaStatus;
  decrypt(encrypted: string): string | undefined;
  account(userName: string): A | undefined;
  accountById(userId: string): A | undefined;
}

/** A sign-in that passed every check before the password is compared. */
interface AdmittedSignIn<A extends SignInAccount> {
  readonly account: A;
  readonly password: string;
  /** The user id of a uid link (SPEC section 2), or undefined for a direct sign-in. */
  readonly uid: string | undefined;
}

/** The captcha text compared as the user sees it: case and surrounding blanks do not matter. */
export const captchaMatches = (expected: string, answer: string): boolean => expected.toLowerCase() === answer.trim().toLowerCase();

/**
 * The checks before the password, in the order both backends answer them so the same mistake
 * gets the same answer: the uid link's parameters, the captcha (not for a uid link, a
 * server-to-server credential), the two credentials, the account, and a lock still running.
 */
export function admitSignIn<A extends SignInAccount>(attempt: SignInAttempt, sources: SignInSources<A>, now: number): Result<AdmittedSignIn<A>, AuthRefusal> {
  const uidLink = attempt.uid !== undefined || attempt.ignorekey !== undefined;
  if (uidLink && (attempt.uid === undefined || attempt.ignorekey !== 'ignore')) return refused(badRequest(m.uidIncomplete));
  if (!uidLink) {
    const captcha = captchaRefusal(attempt.captcha, sources);
    if (captcha !== undefined) return refused(captcha);
  }
  const userName = credential(sources.decrypt(attempt.username), credentialLabels.username);
  if (!userName.ok) return userName;
  const password = credential(sources.decrypt(attempt.password), credentialLabels.password);
  if (!password.ok) return password;
  const account = sources.account(userName.value);
  if (account === undefined) return refused(rejection(codes.badCredentials, m.badCredentials));
  const locked = lockedRefusal(account, now);
  if (locked !== undefined) return refused(locked);
  return { ok: true, value: { account, password: password.value, uid: uidLink ? attempt.uid : undefined } };
}

/**
 * Whom a sign-in with the right password opens a session for: the account itself, which must not
 * be disabled or a service account; or, through a uid link, the staff member named, which only the gateway
 * (service) account may ask for.
 */
export function signInTarget<A extends SignInAccount>(admitted: AdmittedSignIn<A>, sources: Pick<SignInSources<A>, 'accountById'>): Result<A, AuthRefusal> {
  const { account, uid } = admitted;
  // Told only after the right password, so a guess does not learn that the account exists.
  if (account.disabled === true) return refused(rejection(codes.disabled, m.disabled));
  if (uid === undefined) {
    return account.kind === 'service' ? refused(rejection(codes.serviceAccountOnly, m.serviceAccountOnly)) : { ok: true, value: account };
  }
  if (account.kind !== 'service') return refused(rejection(codes.uidNotAllowed, m.uidNotAllowed));
  const target = sources.accountById(uid);
  if (target === undefined || target.kind === 'service' || target.disabled === true) return refused(rejection(codes.uidUnknown, m.uidUnknown));
  return { ok: true, value: target };
}

function captchaRefusal<A extends SignInAccount>(answer: string, sources: SignInSources<A>): AuthRefusal | undefined {
  // Checked before the blank test, so one image buys exactly one attempt even when left empty.
  const status = sources.captcha(answer);
  if (answer.trim().length === 0) return rejection(codes.captchaMissing, m.captchaMissing);
  if (status === 'expired') return rejection(codes.captchaExpired, m.captchaExpired);
  if (status === 'wrong') return rejection(codes.captchaWrong, m.captchaWrong);
  return undefined;
}

function credential(plain: string | undefined, label: string): Result<string, AuthRefusal> {
  if (plain === undefined) return refused(rejection(codes.malformedCredentials, m.malformedCredentials));
  if (plain.length === 0) return refused(badRequest(fieldMessages.missing(label)));
  if (plain.length > CREDENTIAL_MAX_LENGTH) return refused(badRequest(fieldMessages.tooLong(label, CREDENTIAL_MAX_LENGTH)));
  return { ok: true, value: plain };
}

const refused = <T>(error: AuthRefusal): Result<T, AuthRefusal> => ({ ok: false, error });
