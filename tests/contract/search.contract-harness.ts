import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Container } from 'inversify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createMockServer } from '../../mock-server/server';
import { AesCipher } from '../../src/adapters/crypto/aes-cipher';
import { HttpClients } from '../../src/adapters/http/http-client';
import { httpModule } from '../../src/adapters/http/http.module';
import type { MemoryBackend } from '../../src/adapters/memory/memory-backend';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { createMemoryModule } from '../../src/adapters/memory/memory.module';
import { MemoryStorage } from '../../src/adapters/memory/memory-storage';
import { storageKeys } from '../../src/domain/session/storage-keys';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../src/ports/api/defaults';
import { AuthApi } from '../../src/ports/auth.port';
import { Cipher, Notifier, SessionStorage } from '../../src/ports/browser.port';
import { AppConfig, FollowUpSink, LoadingTracker } from '../../src/ports/http-events.port';
import { NoticeApi } from '../../src/ports/notice.port';
import { ProcessApi } from '../../src/ports/process.port';
import { SearchApi } from '../../src/ports/search.port';
import { demo } from './support/harness';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from './support/recorders';

const CAPTCHA = 'Sx4q';
const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });

/** One browser signed in as a demo user, with the search, notice and process ports. */
export interface SearchClient {
  readonly userId: string;
  readonly search: SearchApi;
  readonly notices: NoticeApi;
  readonly process: ProcessApi;
  readonly loading: RecordingLoading;
}

export interface SearchBackend {
  signedIn(userId: string): Promise<SearchClient>;
  close(): Promise<void>;
}
export type SearchBackendFactory = () => Promise<SearchBackend>;

function newContainer(): { container: Container; session: MemoryStorage; loading: RecordingLoading } {
  const container = new Container({ defaultScope: 'Singleton' });
  const session = new MemoryStorage();
  const loading = new RecordingLoading();
  container.bind(SessionStorage).toConstantValue(session);
  container.bind(Notifier).toConstantValue(new RecordingNotifier());
  container.bind(LoadingTracker).toConstantValue(loading);
  container.bind(FollowUpSink).toConstantValue(new RecordingFollowUps());
  return { container, session, loading };
}

async function signIn(container: Container, session: MemoryStorage, loading: RecordingLoading, userId: string, loadCaptcha: () => Promise<void>): Promise<SearchClient> {
  const user = demo.users.find((candidate) => candidate.userId === userId);
  if (user === undefined) throw new Error(`no demo user ${userId}`);
  await loadCaptcha();
  const token = await container.get(AuthApi).requestToken({
    username: cipher.encrypt(user.userName),
    password: cipher.encrypt(user.password),
    captcha: CAPTCHA,
    grant_type: 'password',
    client_uid: `search-contract-${userId}`,
  });
  session.set(storageKeys.token, token.access_token);
  return { userId, search: container.get(SearchApi), notices: container.get(NoticeApi), process: container.get(ProcessApi), loading };
}

/** The memory adapters: one container per browser, all on the first one's backend. */
export const memorySearchBackend: SearchBackendFactory = () => {
  let shared: MemoryBackend | undefined;
  return Promise.resolve({
    signedIn(userId) {
      const { container, session, loading } = newContainer();
      container.bind(Cipher).toConstantValue(cipher);
      container.loadSync(createMemoryModule({ captchaText: CAPTCHA }));
      if (shared === undefined) shared = container.get(MemoryBackendToken);
      else container.rebindSync(MemoryBackendToken).toConstantValue(shared);
      return signIn(container, session, loading, userId, () => Promise.resolve());
    },
    close: () => Promise.resolve(),
  });
};

/** The HTTP adapters against the mock server, in-process on a free port with a fresh data directory. */
export const httpSearchBackend: SearchBackendFactory = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'land-search-contract-'));
  const mock = await createMockServer({ dataDir, captchaText: CAPTCHA, quiet: true });
  const running = await mock.listen(0);
  const config: AppConfig = { apiBaseUrl: running.url, cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV };
  return {
    signedIn(userId) {
      const { container, session, loading } = newContainer();
      container.bind(AppConfig).toConstantValue(config);
      container.loadSync(httpModule);
      // Node's axios keeps no cookies: the captcha cookie is carried by hand (harness only).
      let cookie: string | undefined;
      const clients = container.get(HttpClients);
      for (const client of [clients.withLoading, clients.silent]) {
        client.interceptors.request.use((request) => {
          if (cookie !== undefined) request.headers.set('Cookie', cookie);
          return request;
        });
      }
      return signIn(container, session, loading, userId, async () => {
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

/** One backend per suite, clients cached per user, and the overlay closed after each test. */
export function useSearchBackend(makeBackend: SearchBackendFactory): { as: (userId: string) => Promise<SearchClient> } {
  let backend: SearchBackend | undefined;
  const clients = new Map<string, Promise<SearchClient>>();
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
