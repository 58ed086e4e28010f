import { generateDemoData, type DemoUser } from '../../../src/demo/demo-data';
import { storageKeys } from '../../../src/domain/session/storage-keys';
import type { TokenData, TokenQuery } from '../../../src/ports/api/user.dto';
import { isApiFailure, type ApiFailure } from '../../../src/ports/api-failure';
import type { AuthApi } from '../../../src/ports/auth.port';
import type { AuthorityApi } from '../../../src/ports/authority.port';
import type { BookmarkApi } from '../../../src/ports/bookmark.port';
import type { Cipher, KeyValueStorage } from '../../../src/ports/browser.port';
import type { ProfileApi } from '../../../src/ports/profile.port';
import type { PushChannel } from '../../../src/ports/push.port';
import type { TodoApi } from '../../../src/ports/todo.port';
import type { VersionApi } from '../../../src/ports/version.port';
import type { NoticeManageApi } from '../../../src/ports/notice-manage.port';
import type { RecordingFollowUps, RecordingLoading, RecordingNotifier } from './recorders';

/** One browser talking to the backend under test: the ports, its own storage and recorders. */
export interface Client {
  readonly auth: AuthApi;
  /** QR sign-in (issue 19). */
  readonly authority: AuthorityApi;
  readonly profile: ProfileApi;
  readonly version: VersionApi;
  readonly bookmarks: BookmarkApi;
  readonly todo: TodoApi;
  readonly push: PushChannel;
  /** 发布管理, for the notice reminders pushed to readers. */
  readonly noticeManage: NoticeManageApi;
  readonly cipher: Cipher;
  readonly session: KeyValueStorage;
  readonly notifier: RecordingNotifier;
  readonly loading: RecordingLoading;
  readonly followUps: RecordingFollowUps;
  /** Loads a new captcha for this browser (the image the user would look at) and returns its answer. */
  newCaptcha(): Promise<string>;
  /** Resolves once every push stream this client opened is connected. */
  pushConnected(): Promise<void>;
}

/** A running backend (memory or mock server); clients share its state. */
export interface Backend {
  newClient(): Client;
  close(): Promise<void>;
}

export type BackendFactory = () => Promise<Backend>;

export const demo = generateDemoData();

export function demoUser(userName: string): DemoUser {
  const user = demo.users.find((u) => u.userName === userName);
  if (user === undefined) throw new Error(`no demo user ${userName}`);
  return user;
}

let clientUids = 0;

/** Signs in as the login page does and keeps the token where the app keeps it. */
export async function signIn(client: Client, userName: string, password: string, clientUid?: string): Promise<TokenData> {
  const captcha = await client.newCaptcha();
  clientUids += 1;
  const token = await client.auth.requestToken({
    username: client.cipher.encrypt(userName),
    password: client.cipher.encrypt(password),
    captcha,
    grant_type: 'password',
    client_uid: clientUid ?? `contract-client-${clientUids}`,
  });
  client.session.set(storageKeys.token, token.access_token);
  return token;
}

export async function signInAs(client: Client, user: DemoUser, clientUid?: string): Promise<TokenData> {
  return signIn(client, user.userName, user.password, clientUid);
}

/** The uid link of SPEC section 2: the gateway credential, no captcha. */
export async function signInWithUid(client: Client, gateway: DemoUser, query: TokenQuery): Promise<TokenData> {
  const token = await client.auth.requestToken(
    { username: client.cipher.encrypt(gateway.userName), password: client.cipher.encrypt(gateway.password), captcha: '', grant_type: 'password' },
    query,
  );
  client.session.set(storageKeys.token, token.access_token);
  return token;
}

/** The ApiFailure a call rejected with; fails the test when it resolved or threw something else. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    if (isApiFailure(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail with an ApiFailure');
}

/** Waits for a condition that an asynchronous delivery (push) makes true. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
