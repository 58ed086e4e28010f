import { credentialLabels, signInCodes, signInMessages as m } from '../../src/domain/session/auth-failures';
import { fieldMessages } from '../../src/domain/validation/field-messages';
import { formatTimestamp } from '../../src/domain/format/date';
import { CREDENTIAL_MAX_LENGTH } from '../../src/domain/validation/validators';
import type { TokenData } from '../../src/ports/api/user.dto';
import type { ServerContext } from '../context';
import type { DbUser } from '../db-types';
import { HttpError, Rejection } from '../http/errors';
import { placeOf } from '../push/place';
import { checkPassword } from './lockout';
import { issueToken } from './tokens';

export interface SignInRequest {
  readonly username: string;
  readonly password: string;
  readonly captcha: string;
  /** The push client uuid of the signing-in browser, so its own stream is not told "remote login". */
  readonly clientUid: string | undefined;
  readonly uid: string | undefined;
  readonly ignorekey: 'ignore' | undefined;
  readonly captchaSid: string | undefined;
  readonly ip: string;
}

/** The password grant and its uid-link variant (SPEC section 2, entry guard). */
export async function signIn(server: ServerContext, request: SignInRequest): Promise<TokenData> {
  const uidLink = request.uid !== undefined || request.ignorekey !== undefined;
  if (uidLink && (request.uid === undefined || request.ignorekey !== 'ignore')) throw new HttpError(400, m.uidIncomplete);
  // The uid link is a server-to-server style credential; everyone else proves they are human.
  if (!uidLink) checkCaptcha(server, request.captchaSid, request.captcha);
  const username = decryptCredential(server, request.username, credentialLabels.username);
  const password = decryptCredential(server, request.password, credentialLabels.password);
  const account = server.store.db.users.find((u) => u.userName === username);
  if (account === undefined) throw new Rejection(signInCodes.badCredentials, m.badCredentials);
  const refusal = await checkPassword(server, account, password);
  if (refusal !== undefined) throw refusal;
  const target = uidLink ? uidLinkTarget(server, account, request.uid ?? '') : directTarget(account);
  const token = await issueToken(server, target.userId, request.ip);
  server.push.notifyRemoteLogin(target.userId, request.clientUid, {
    type: 'remote-login',
    place: placeOf(request.ip),
    time: formatTimestamp(server.now()),
  });
  return token;
}

function checkCaptcha(server: ServerContext, sid: string | undefined, answer: string): void {
  // Consumed before anything else is looked at, so one image buys exactly one attempt.
  const check = server.captchas.consume(sid, answer);
  if (answer.trim().length === 0) throw new Rejection(signInCodes.captchaMissing, m.captchaMissing);
  if (check.status === 'expired') throw new Rejection(signInCodes.captchaExpired, m.captchaExpired);
  if (check.status === 'wrong') throw new Rejection(signInCodes.captchaWrong, m.captchaWrong);
}

function decryptCredential(server: ServerContext, encrypted: string, label: string): string {
  const plain = server.cipher.decrypt(encrypted);
  if (plain === undefined) throw new Rejection(signInCodes.malformedCredentials, m.malformedCredentials);
  if (plain.length === 0) throw new HttpError(400, fieldMessages.missing(label));
  if (plain.length > CREDENTIAL_MAX_LENGTH) throw new HttpError(400, fieldMessages.tooLong(label, CREDENTIAL_MAX_LENGTH));
  return plain;
}

function directTarget(account: DbUser): DbUser {
  if (account.kind === 'service') throw new Rejection(signInCodes.serviceAccountOnly, m.serviceAccountOnly);
  return account;
}

/** Only the gateway credential may open a session for another user id, and never for a service account. */
function uidLinkTarget(server: ServerContext, account: DbUser, uid: string): DbUser {
  if (account.kind !== 'service') throw new Rejection(signInCodes.uidNotAllowed, m.uidNotAllowed);
  const target = server.store.db.users.find((u) => u.userId === uid && u.kind === 'staff');
  if (target === undefined) throw new Rejection(signInCodes.uidUnknown, m.uidUnknown);
  return target;
}
