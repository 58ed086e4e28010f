import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Container } from 'inversify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createMockServer } from '../../../mock-server/server';
import { AesCipher } from '../../../src/adapters/crypto/aes-cipher';
import { HttpClients } from '../../../src/adapters/http/http-client';
import { httpModule } from '../../../src/adapters/http/http.module';
import type { MemoryBackend } from '../../../src/adapters/memory/memory-backend';
import { MemoryBackendToken } from '../../../src/adapters/memory/memory-backend.token';
import { createMemoryModule } from '../../../src/adapters/memory/memory.module';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';
import { storageKeys } from '../../../src/domain/session/storage-keys';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';
import { AuthApi } from '../../../src/ports/auth.port';
import { Cipher, Notifier, SessionStorage } from '../../../src/ports/browser.port';
import { AppConfig, FollowUpSink, LoadingTracker } from '../../../src/ports/http-events.port';
import { ProcessApi } from '../../../src/ports/process.port';
import { SuperviseApi } from '../../../src/ports/supervise.port';
import { TodoApi } from '../../../src/ports/todo.port';
import { demo } from './harness';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from './recorders';

const CAPTCHA = 'Af7r';
const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });

/** One browser signed in as a demo user, with the affair ports under test. */
export interface AffairClient {
  readonly userId: string;
  readonly process: ProcessApi;
  readonly supervise: SuperviseApi;
  readonly todo: TodoApi;
  readonly notifier: RecordingNotifier;
  readonly loading: RecordingLoading;
}

/** A running backend (memory adapters or the mock server); every client shares its state. */
export interface AffairBackend {
  signedIn(userId: string): Promise<AffairClient>;
  close(): Promise<void>;
}
export type AffairBackendFactory = () => Promise<AffairBackend>;

interface Browser {
  readonly container: Container;
  readonly session: MemoryStorage;
  readonly notifier: RecordingNotifier;
  readonly loading: RecordingLoading;
}

function newBrowser(): Browser {
  const container = new Container({ defaultScope: 'Singleton' });
  const session = new MemoryStorage();
  const notifier = new RecordingNotifier();
  const loading = new RecordingLoading();
  container.bind(SessionStorage).toConstantValue(session);
  container.bind(Notifier).toConstantValue(notifier);
  container.bind(LoadingTracker).toConstantValue(loading);
  container.bind(FollowUpSink).toConstantValue(new RecordingFollowUps());
  return { container, session, notifier, loading };
}

/** Signs in as the login page does (captcha, encrypted credentials) and keeps the token. */
async function signIn(browser: Browser, userId: string, loadCaptcha: () => Promise<void>): Promise<AffairClient> {
  const user = demo.users.find((candidate) => candidate.userId === userId);
  if (user === undefined) throw new Error(`no demo user ${userId}`);
  await loadCaptcha();
  const { container, session, notifier, loading } = browser;
  const token = await container.get(AuthApi).requestToken({
    username: cipher.encrypt(user.userName),
    password: cipher.encrypt(user.password),
    captcha: CAPTCHA,
    grant_type: 'password',
    client_uid: `affair-contract-${userId}`,
  });
  session.set(storageKeys.token, token.access_token);
  return { userId, process: container.get(ProcessApi), supervise: container.get(SuperviseApi), todo: container.get(TodoApi), notifier, loading };
}

/** The memory adapters: one container per browser, all sharing the first one's MemoryBackend. */
export const memoryAffairBackend: AffairBackendFactory = () => {
  let shared: MemoryBackend | undefined;
  return Promise.resolve({
    signedIn(userId) {
      const browser = newBrowser();
      browser.container.bind(Cipher).toConstantValue(cipher);
      browser.container.loadSync(createMemoryModule({ captchaText: CAPTCHA }));
      if (shared === undefined) shared = browser.container.get(MemoryBackendToken);
      else browser.container.rebindSync(MemoryBackendToken).toConstantValue(shared);
      return signIn(browser, userId, () => Promise.resolve());
    },
    close: () => Promise.resolve(),
  });
};

/** The HTTP adapters against the mock server, in-process on a free port with a fresh data directory. */
export const httpAffairBackend: AffairBackendFactory = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'land-affair-contract-'));
  const mock = await createMockServer({ dataDir, captchaText: CAPTCHA, quiet: true });
  const running = await mock.listen(0);
  const config: AppConfig = { apiBaseUrl: running.url, cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV };
  return {
    signedIn(userId) {
      const browser = newBrowser();
      browser.container.bind(AppConfig).toConstantValue(config);
      browser.container.loadSync(httpModule);
      // Node's axios keeps no cookies: the captcha cookie is carried by hand (harness only).
      let cookie: string | undefined;
      const clients = browser.container.get(HttpClients);
      for (const client of [clients.withLoading, clients.silent]) {
        client.interceptors.request.use((request) => {
          if (cookie !== undefined) request.headers.set('Cookie', cookie);
          return request;
        });
      }
      return signIn(browser, userId, async () => {
        const response = await fetch(`${running.url}/api/oauth/captcha?r=1`);
        await response.arrayBuffer();
        cookie = response.headers.getSetCookie().find((line) => line.startsWith('captcha_sid='))?.split(';')[0];
      });
    },
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** One backend per suite, signed-in clients cached per user, and the overlay hidden after each test. */
export function useAffairBackend(makeBackend: AffairBackendFactory): { as: (userId: string) => Promise<AffairClient> } {
  let backend: AffairBackend | undefined;
  const clients = new Map<string, Promise<AffairClient>>();
  beforeAll(async () => {
    backend = await makeBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  afterEach(async () => {
    for (const client of clients.values()) expect((await client).loading.open).toBe(0);
  });
  return {
    as(userId) {
      if (backend === undefined) throw new Error('backend not started');
      let client = clients.get(userId);
      if (client === undefined) {
        client = backend.signedIn(userId);
        clients.set(userId, client);
      }
      return client;
    },
  };
}
