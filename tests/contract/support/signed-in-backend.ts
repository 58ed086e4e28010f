// A backend for contract suites of ports used by signed-in users: the memory adapters (one
// container per browser, all sharing one MemoryBackend) or the HTTP adapters against the mock
// server in-process. A suite picks the ports it tests from each signed-in browser's container.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Container } from 'inversify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { findPrintFont } from '../../../mock-server/print/fonts';
import { createMockServer } from '../../../mock-server/server';
import { AesCipher } from '../../../src/adapters/crypto/aes-cipher';
import { HttpClients } from '../../../src/adapters/http/http-client';
import { httpModule } from '../../../src/adapters/http/http.module';
import type { MemoryBackend } from '../../../src/adapters/memory/memory-backend';
import { MemoryBackendToken } from '../../../src/adapters/memory/memory-backend.token';
import { startOverdueScans } from '../../../src/adapters/memory/memory-overdue-scan';
import { createMemoryModule } from '../../../src/adapters/memory/memory.module';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';
import { PrintFontToken } from '../../../src/adapters/memory/print-font.token';
import { storageKeys } from '../../../src/domain/session/storage-keys';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';
import { AuthApi } from '../../../src/ports/auth.port';
import { Cipher, Notifier, SessionStorage } from '../../../src/ports/browser.port';
import { AppConfig, FollowUpSink, LoadingTracker } from '../../../src/ports/http-events.port';
import { demo } from './harness';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from './recorders';
import { allFeaturePorts } from '../../support/feature-modules';

const CAPTCHA = 'Sg5n';
const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });

/** One browser signed in as a demo user: its container and what it showed. */
export interface SignedInBrowser {
  readonly userId: string;
  readonly container: Container;
  readonly session: MemoryStorage;
  readonly notifier: RecordingNotifier;
  readonly loading: RecordingLoading;
}

/** A running backend; every browser signed in to it shares its state. */
export interface SignedInBackend {
  /** A demo user by id, or any account by the credentials given (one an administrator created). */
  signedIn(userId: string, credentials?: Credentials): Promise<SignedInBrowser>;
  close(): Promise<void>;
}
export type SignedInBackendFactory = () => Promise<SignedInBackend>;

function newBrowser(userId: string): SignedInBrowser {
  const container = new Container({ defaultScope: 'Singleton' });
  const session = new MemoryStorage();
  const notifier = new RecordingNotifier();
  const loading = new RecordingLoading();
  container.bind(SessionStorage).toConstantValue(session);
  container.bind(Notifier).toConstantValue(notifier);
  container.bind(LoadingTracker).toConstantValue(loading);
  container.bind(FollowUpSink).toConstantValue(new RecordingFollowUps());
  return { userId, container, session, notifier, loading };
}

interface Credentials {
  readonly userName: string;
  readonly password: string;
}

/** Signs in as the login page does (captcha, encrypted credentials) and keeps the token. */
async function signIn(browser: SignedInBrowser, loadCaptcha: () => Promise<void>, credentials?: Credentials): Promise<SignedInBrowser> {
  const user = credentials ?? demo.users.find((candidate) => candidate.userId === browser.userId);
  if (user === undefined) throw new Error(`no demo user ${browser.userId}`);
  await loadCaptcha();
  const token = await browser.container.get(AuthApi).requestToken({
    username: cipher.encrypt(user.userName),
    password: cipher.encrypt(user.password),
    captcha: CAPTCHA,
    grant_type: 'password',
    client_uid: `contract-${browser.userId}`,
  });
  browser.session.set(storageKeys.token, token.access_token);
  return browser;
}

/** What a suite may ask of its backend beyond the clock. */
export interface BackendOptions {
  /** Runs the overdue-loan scan this often (the server's timer; on the memory backend, started for the suite). */
  readonly overdueScanMs?: number;
  /** HTTP only: the mock server's data directory, kept after close so another server can open it (a restart). */
  readonly dataDir?: string;
}

/** The memory adapters: one container per browser, all sharing the first one's MemoryBackend. */
export const memorySignedInBackend = (clock?: () => number, options: BackendOptions = {}): ReturnType<SignedInBackendFactory> => {
  let shared: MemoryBackend | undefined;
  let stopScans = (): void => undefined;
  return Promise.resolve({
    signedIn(userId, credentials) {
      const browser = newBrowser(userId);
      browser.container.bind(Cipher).toConstantValue(cipher);
      browser.container.loadSync(createMemoryModule({ captchaText: CAPTCHA, ...(clock === undefined ? {} : { now: clock }) }), ...allFeaturePorts('memory'));
      // Node has the server's font, so the memory backend prints the same PDF as the mock server.
      browser.container.bind(PrintFontToken).toConstantValue(() => Promise.resolve(findPrintFont()));
      if (shared === undefined) {
        shared = browser.container.get(MemoryBackendToken);
        if (options.overdueScanMs !== undefined) stopScans = startOverdueScans(shared, options.overdueScanMs);
      } else browser.container.rebindSync(MemoryBackendToken).toConstantValue(shared);
      return signIn(browser, () => Promise.resolve(), credentials);
    },
    close: () => {
      stopScans();
      return Promise.resolve();
    },
  });
};

/** The HTTP adapters against the mock server, in-process on a free port with a fresh data directory (or the one given). */
export const httpSignedInBackend = async (clock?: () => number, options: BackendOptions = {}): ReturnType<SignedInBackendFactory> => {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'land-contract-')));
  const serverOptions = { dataDir, captchaText: CAPTCHA, quiet: true, ...(clock === undefined ? {} : { clock }), ...(options.overdueScanMs === undefined ? {} : { overdueScanMs: options.overdueScanMs }) };
  const running = await (await createMockServer(serverOptions)).listen(0);
  const config: AppConfig = { apiBaseUrl: running.url, cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV };
  return {
    signedIn(userId, credentials) {
      const browser = newBrowser(userId);
      browser.container.bind(AppConfig).toConstantValue(config);
      browser.container.loadSync(httpModule, ...allFeaturePorts('http'));
      // Node's axios keeps no cookies: the captcha cookie is carried by hand (harness only).
      let cookie: string | undefined;
      const clients = browser.container.get(HttpClients);
      for (const client of [clients.withLoading, clients.silent]) {
        client.interceptors.request.use((request) => {
          if (cookie !== undefined) request.headers.set('Cookie', cookie);
          return request;
        });
      }
      return signIn(browser, async () => {
        const response = await fetch(`${running.url}/api/oauth/captcha?r=1`);
        await response.arrayBuffer();
        cookie = response.headers.getSetCookie().find((line) => line.startsWith('captcha_sid='))?.split(';')[0];
      }, credentials);
    },
    async close() {
      await running.close();
      if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * One backend per suite, one signed-in browser per user (cached), the suite's view of it from
 * `pick`, and the loading overlay checked hidden after each test.
 */
export function useSignedInBackend<T>(makeBackend: SignedInBackendFactory, pick: (browser: SignedInBrowser) => T): { as: (userId: string) => Promise<T> } {
  let backend: SignedInBackend | undefined;
  const browsers = new Map<string, Promise<SignedInBrowser>>();
  beforeAll(async () => {
    backend = await makeBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  afterEach(async () => {
    for (const browser of browsers.values()) expect((await browser).loading.open).toBe(0);
  });
  return {
    async as(userId) {
      if (backend === undefined) throw new Error('backend not started');
      let browser = browsers.get(userId);
      if (browser === undefined) {
        browser = backend.signedIn(userId);
        browsers.set(userId, browser);
      }
      return pick(await browser);
    },
  };
}
