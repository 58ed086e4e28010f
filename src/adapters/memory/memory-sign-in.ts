import { countPassword } from '../../domain/session/lockout';
import { admitSignIn, captchaMatches, signInTarget, type SignInSources } from '../../domain/session/sign-in';
import type { TokenForm, TokenQuery } from '../../ports/api/user.dto';
import type { Cipher } from '../../ports/browser.port';
import type { MemoryAccount } from './memory-accounts';
import { refusalFault } from './memory-refusal';

/** What the sign-in rules need from the backend. */
interface SignInContext {
  readonly cipher: Cipher;
  readonly captchaText: string;
  readonly now: () => number;
  account(userName: string): MemoryAccount | undefined;
  accountById(userId: string): MemoryAccount | undefined;
}

/**
 * The sign-in rules of src/domain/session over the memory accounts: the memory backend's captcha
 * never expires (its text is fixed), and the lockout state lives on the account itself.
 */
export function checkSignIn(context: SignInContext, form: TokenForm, query: TokenQuery): MemoryAccount {
  const sources: SignInSources<MemoryAccount> = {
    captcha: (answer) => (captchaMatches(context.captchaText, answer) ? 'ok' : 'wrong'),
    decrypt: (encrypted) => context.cipher.decrypt(encrypted),
    account: (userName) => context.account(userName),
    accountById: (userId) => context.accountById(userId),
  };
  const now = context.now();
  const attempt = { username: form.username, password: form.password, captcha: form.captcha, uid: query.uid, ignorekey: query.ignorekey };
  const admitted = admitSignIn(attempt, sources, now);
  if (!admitted.ok) throw refusalFault(admitted.error);
  const { account, password } = admitted.value;
  const counted = countPassword(account, account.password === password, now);
  account.failedLogins = counted.state.failedLogins;
  account.lockedUntil = counted.state.lockedUntil;
  if (counted.refusal !== undefined) throw refusalFault(counted.refusal);
  const target = signInTarget(admitted.value, sources);
  if (!target.ok) throw refusalFault(target.error);
  return target.value;
}
