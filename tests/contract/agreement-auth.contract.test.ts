import { describe, expect, it } from 'vitest';
import { UID_LINK_PASSWORD, UID_LINK_USERNAME } from '../../src/demo/demo-data';
import { storageKeys } from '../../src/domain/session/storage-keys';
import type { TokenQuery } from '../../src/ports/api/user.dto';
import { isApiFailure } from '../../src/ports/api-failure';
import { demoUser, signIn, type Backend, type Client } from './support/harness';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';
import { useBothBackends } from './support/both-backends';

/** What a call came to, without what differs by nature between backends (the token's own text). */
type Outcome = { readonly value: unknown } | { readonly failure: unknown };

async function outcomeOf(call: Promise<unknown>): Promise<Outcome> {
  try {
    const value = await call;
    if (typeof value === 'object' && value !== null && 'access_token' in value) {
      const { access_token: token, ...rest } = value as Record<string, unknown>;
      return { value: { ...rest, hasToken: typeof token === 'string' && token.length > 0 } };
    }
    return { value };
  } catch (error) {
    if (isApiFailure(error)) return { failure: error.failure };
    throw error;
  }
}

/** One sign-in attempt from the login page, with a fresh captcha unless one is given. */
async function attempt(client: Client, userName: string, password: string, options: { captcha?: string; query?: TokenQuery } = {}): Promise<Outcome> {
  const shown = await client.newCaptcha();
  return outcomeOf(
    client.auth.requestToken(
      { username: client.cipher.encrypt(userName), password: client.cipher.encrypt(password), captcha: options.captcha ?? shown, grant_type: 'password' },
      options.query ?? {},
    ),
  );
}

/** The sequences of the session rules (src/domain/session), each step's answer in order. */
const sequences: Readonly<Record<string, (backend: Backend) => Promise<Outcome[]>>> = {
  'sign-in refusals in their order': async (backend) => {
    const client = backend.newClient();
    const county = demoUser('county');
    return [
      await attempt(client, county.userName, county.password, { captcha: '' }),
      await attempt(client, county.userName, county.password, { captcha: 'zzzz' }),
      await attempt(client, '', county.password),
      await attempt(client, county.userName, ''),
      await attempt(client, 'x'.repeat(65), county.password),
      await attempt(client, 'nobody-here', county.password),
      await attempt(client, UID_LINK_USERNAME, UID_LINK_PASSWORD),
      await attempt(client, county.userName, county.password, { query: { uid: county.userId } }),
      await attempt(client, county.userName, county.password, { captcha: '', query: { uid: county.userId, ignorekey: 'ignore' } }),
      await attempt(client, UID_LINK_USERNAME, UID_LINK_PASSWORD, { captcha: '', query: { uid: 'no-such-id', ignorekey: 'ignore' } }),
      await attempt(client, UID_LINK_USERNAME, UID_LINK_PASSWORD, { captcha: '', query: { uid: county.userId, ignorekey: 'ignore' } }),
      await attempt(client, county.userName, county.password),
    ];
  },
  'lockout: counted wrong passwords, then even the right one is refused': async (backend) => {
    const client = backend.newClient();
    const user = demoUser('wanxiuying');
    const answers: Outcome[] = [];
    answers.push(await attempt(client, user.userName, 'Wrong@2026'));
    answers.push(await attempt(client, user.userName, user.password));
    for (let i = 0; i < 5; i += 1) answers.push(await attempt(client, user.userName, 'Wrong@2026'));
    answers.push(await attempt(client, user.userName, user.password));
    return answers;
  },
  'password change: each refusal, then the change ends the other sessions': async (backend) => {
    const user = demoUser('hujing');
    const [current, other] = [backend.newClient(), backend.newClient()];
    await signIn(current, user.userName, user.password);
    await signIn(other, user.userName, user.password);
    const change = (oldPassword: string, newPassword: string): Promise<Outcome> =>
      outcomeOf(current.profile.updatePassword(current.cipher.encrypt(oldPassword), current.cipher.encrypt(newPassword)));
    return [
      await outcomeOf(current.profile.updatePassword('not-encrypted', current.cipher.encrypt('New@2026x'))),
      await change('Wrong@2026', 'New@2026x'),
      await change(user.password, 'weak'),
      await change(user.password, user.password),
      await change(user.password, 'New@2026x'),
      await outcomeOf(other.auth.getInfo().then((info) => info.user.userName)),
      await outcomeOf(current.auth.getInfo().then((info) => info.user.userName)),
      await attempt(backend.newClient(), user.userName, user.password),
      await attempt(backend.newClient(), user.userName, 'New@2026x'),
    ];
  },
  'visit counter: one’s own moves, another’s is refused': async (backend) => {
    const client = backend.newClient();
    await signIn(client, 'lideming', demoUser('lideming').password);
    return [
      await outcomeOf(client.version.visits('lideming')),
      await outcomeOf(client.version.markSeen('lideming')),
      await outcomeOf(client.version.markSeen('lideming')),
      await outcomeOf(client.version.visits('lideming')),
      await outcomeOf(client.version.markSeen('zhouhaitao')),
      await outcomeOf(client.version.visits('zhouhaitao')),
      await outcomeOf(client.version.visits('constructor')),
    ];
  },
  'bearer refusals: no token, an unknown one, a revoked one': async (backend) => {
    const client = backend.newClient();
    const answers = [await outcomeOf(client.auth.getInfo())];
    client.session.set(storageKeys.token, 'no-such-token');
    answers.push(await outcomeOf(client.auth.getInfo()));
    await signIn(client, 'zhangliping', demoUser('zhangliping').password);
    const token = client.session.get(storageKeys.token);
    answers.push(await outcomeOf(client.auth.revokeToken()));
    if (token !== undefined) client.session.set(storageKeys.token, token);
    answers.push(await outcomeOf(client.auth.getInfo()));
    return answers;
  },
};

/** The session rules live once (src/domain/session): both backends answer the same sequences alike, field by field. */
describe('memory and HTTP adapters agree on sign-in, lockout, password change, visits and bearer checks', () => {
  const both = useBothBackends(memoryBackend, httpBackend);

  it.each(Object.entries(sequences))('%s', async (_name, run) => {
    const [fromMemory, fromHttp] = await both(run);
    expect(fromMemory).toEqual(fromHttp);
    // A sequence that only agreed on answering nothing would prove nothing.
    expect(fromHttp.some((answer) => 'failure' in answer)).toBe(true);
  });
});
