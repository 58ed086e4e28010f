import { admitSignIn, signInTarget, type SignInSources } from '../../src/domain/session/sign-in';
import type { TokenData } from '../../src/ports/api/user.dto';
import type { ServerContext } from '../context';
import type { DbUser } from '../db-types';
import { formatTimestamp } from '../../src/domain/format/date';
import { placeOf } from '../push/place';
import { checkPassword } from './lockout';
import { refusalError } from './refusal';
import { issueToken } from './tokens';

interface SignInRequest {
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

/** The password grant and its uid-link variant (SPEC section 2): the rules of src/domain/session over the stored accounts. */
export async function signIn(server: ServerContext, request: SignInRequest): Promise<TokenData> {
  const users = (): readonly DbUser[] => server.store.db.users;
  const sources: SignInSources<DbUser> = {
    // Consumed whatever the answer, so one image buys exactly one attempt.
    captcha: (answer) => server.captchas.consume(request.captchaSid, answer).status,
    decrypt: (encrypted) => server.cipher.decrypt(encrypted),
    account: (userName) => users().find((u) => u.userName === userName),
    accountById: (userId) => users().find((u) => u.userId === userId),
  };
  const admitted = admitSignIn(request, sources, server.now());
  if (!admitted.ok) throw refusalError(admitted.error);
  const refusal = await checkPassword(server, admitted.value.account, admitted.value.password);
  if (refusal !== undefined) throw refusal;
  const target = signInTarget(admitted.value, sources);
  if (!target.ok) throw refusalError(target.error);
  const token = await issueToken(server, target.value.userId, request.ip);
  server.push.notifyRemoteLogin(target.value.userId, request.clientUid, {
    type: 'remote-login',
    place: placeOf(request.ip),
    time: formatTimestamp(server.now()),
  });
  return token;
}
