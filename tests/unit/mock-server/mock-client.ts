import { createCipheriv } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMockServer, type RunningServer } from '../../../mock-server/server';
import { CLIENT_BASIC_AUTHORIZATION, DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';

export const CAPTCHA = 'Ab3d';

/** What crypto-js does in the client: AES-128-CBC, PKCS7, UTF-8 key and IV, base64. */
export function encrypt(plain: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_CIPHER_KEY), Buffer.from(DEFAULT_CIPHER_IV));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export interface Answer {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary envelope fields
  readonly body: any;
  readonly headers: Headers;
}

export interface TestServer extends RunningServer {
  readonly dataDir: string;
  /** Stops this server and starts a new one on the same data directory. */
  restart(): Promise<TestServer>;
  dispose(): Promise<void>;
}

export async function startServer(options: { dataDir?: string; tokenTtlSeconds?: number; clock?: () => number } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'mock-server-test-')));
  const mock = await createMockServer({
    dataDir,
    captchaText: CAPTCHA,
    quiet: true,
    ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const running = await mock.listen(0);
  return {
    ...running,
    dataDir,
    restart: async () => {
      await running.close();
      return startServer({ ...options, dataDir });
    },
    dispose: async () => {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(server: RunningServer, pathAndQuery: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${server.url}${pathAndQuery}`, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}

/** Fetches a captcha and returns the cookie that ties it to this "browser". */
export async function captchaCookie(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/oauth/captcha`);
  await res.arrayBuffer();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('captcha_sid='));
  if (cookie === undefined) throw new Error('no captcha cookie');
  return cookie.split(';')[0] ?? '';
}

export interface TokenRequest {
  readonly username: string;
  readonly password: string;
  readonly captcha?: string;
  /** undefined: fetch a fresh captcha; null: send no cookie. */
  readonly cookie?: string | null;
  readonly clientUid?: string;
  readonly query?: string;
  readonly authorization?: string | null;
  readonly encryptFields?: boolean;
}

export async function requestToken(server: RunningServer, request: TokenRequest): Promise<Answer> {
  const cookie = request.cookie === undefined ? await captchaCookie(server) : request.cookie;
  const form = new URLSearchParams({
    username: request.encryptFields === false ? request.username : encrypt(request.username),
    password: request.encryptFields === false ? request.password : encrypt(request.password),
    captcha: request.captcha ?? CAPTCHA,
    grant_type: 'password',
    ...(request.clientUid === undefined ? {} : { client_uid: request.clientUid }),
  });
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const authorization = request.authorization === undefined ? CLIENT_BASIC_AUTHORIZATION : request.authorization;
  if (authorization !== null) headers['Authorization'] = authorization;
  if (cookie !== null) headers['Cookie'] = cookie;
  return call(server, `/api/user/oauth/token${request.query ?? ''}`, { method: 'POST', headers, body: form.toString() });
}

/** Signs in and returns the bearer token; fails the test with the server's msg otherwise. */
export async function signIn(server: RunningServer, username: string, password: string, clientUid?: string): Promise<string> {
  const answer = await requestToken(server, { username, password, ...(clientUid === undefined ? {} : { clientUid }) });
  if (answer.status !== 200 || answer.body.code !== 0) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.access_token as string;
}

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });
