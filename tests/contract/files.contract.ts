import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/server';
import { AesCipher } from '../../src/adapters/crypto/aes-cipher';
import { HttpClients } from '../../src/adapters/http/http-client';
import { httpModule } from '../../src/adapters/http/http.module';
import type { MemoryBackend } from '../../src/adapters/memory/memory-backend';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { createMemoryModule } from '../../src/adapters/memory/memory.module';
import { MemoryStorage } from '../../src/adapters/memory/memory-storage';
import { DEMO_RECORDS, demoFilesFor } from '../../src/domain/files/demo-files';
import { fileMessages } from '../../src/domain/files/file-messages';
import { withoutNulls } from '../../src/domain/files/strip-nulls';
import { formatFileSize } from '../../src/domain/files/file-size';
import { FILE_MAX_BYTES } from '../../src/domain/files/upload-rules';
import { storageKeys } from '../../src/domain/session/storage-keys';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../src/ports/api/defaults';
import type { FileAccessBody } from '../../src/ports/api/files.dto';
import { AuthApi } from '../../src/ports/auth.port';
import { Cipher, Notifier, SessionStorage } from '../../src/ports/browser.port';
import { FileApi } from '../../src/ports/files.port';
import { AppConfig, FollowUpSink, LoadingTracker } from '../../src/ports/http-events.port';
import { failureOf } from './support/harness';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from './support/recorders';

const CAPTCHA = 'Fi7e';
const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });

/** One signed-in browser with the FileApi under test. */
export interface FilesClient {
  readonly files: FileApi;
  readonly notifier: RecordingNotifier;
  readonly loading: RecordingLoading;
}

export interface FilesBackend {
  /** A browser signed in as the given demo account. */
  signedIn(userName: string, password: string): Promise<FilesClient>;
  close(): Promise<void>;
}

function baseContainer(session: MemoryStorage, notifier: RecordingNotifier, loading: RecordingLoading): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(SessionStorage).toConstantValue(session);
  container.bind(Notifier).toConstantValue(notifier);
  container.bind(LoadingTracker).toConstantValue(loading);
  container.bind(FollowUpSink).toConstantValue(new RecordingFollowUps());
  return container;
}

async function signIn(container: Container, session: MemoryStorage, userName: string, password: string, captcha: () => Promise<void>): Promise<void> {
  await captcha();
  const token = await container.get(AuthApi).requestToken({
    username: cipher.encrypt(userName),
    password: cipher.encrypt(password),
    captcha: CAPTCHA,
    grant_type: 'password',
    client_uid: `files-contract-${userName}`,
  });
  session.set(storageKeys.token, token.access_token);
}

/** The memory adapters; every browser shares the first one's MemoryBackend. */
export async function memoryFilesBackend(): Promise<FilesBackend> {
  let shared: MemoryBackend | undefined;
  return {
    async signedIn(userName, password) {
      const [session, notifier, loading] = [new MemoryStorage(), new RecordingNotifier(), new RecordingLoading()];
      const container = baseContainer(session, notifier, loading);
      container.bind(Cipher).toConstantValue(cipher);
      container.loadSync(createMemoryModule({ captchaText: CAPTCHA }));
      if (shared === undefined) shared = container.get(MemoryBackendToken);
      else container.rebindSync(MemoryBackendToken).toConstantValue(shared);
      await signIn(container, session, userName, password, async () => undefined);
      return { files: container.get(FileApi), notifier, loading };
    },
    close: async () => undefined,
  };
}

/** The HTTP adapters against the mock server in-process, on a fresh data directory. */
export async function httpFilesBackend(): Promise<FilesBackend> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'files-contract-'));
  const running = await (await createMockServer({ dataDir, captchaText: CAPTCHA, quiet: true })).listen(0);
  const config: AppConfig = { apiBaseUrl: running.url, cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV };
  return {
    async signedIn(userName, password) {
      const [session, notifier, loading] = [new MemoryStorage(), new RecordingNotifier(), new RecordingLoading()];
      const container = baseContainer(session, notifier, loading);
      container.bind(AppConfig).toConstantValue(config);
      container.loadSync(httpModule);
      // Node's axios keeps no cookies: the captcha cookie is added by hand (harness only).
      let cookie: string | undefined;
      const clients = container.get(HttpClients);
      for (const client of [clients.withLoading, clients.silent]) {
        client.interceptors.request.use((request) => {
          if (cookie !== undefined) request.headers.set('Cookie', cookie);
          return request;
        });
      }
      await signIn(container, session, userName, password, async () => {
        const response = await fetch(`${running.url}/api/oauth/captcha`);
        await response.arrayBuffer();
        cookie = response.headers.getSetCookie().find((line) => line.startsWith('captcha_sid='))?.split(';')[0];
      });
      return { files: container.get(FileApi), notifier, loading };
    },
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const bytesOf = async (blob: Blob): Promise<Uint8Array> => new Uint8Array(await blob.arrayBuffer());

/** FileApi (SPEC sections 3, 5, 7): the same expectations for every backend. */
export function describeFileApiContract(name: string, makeBackend: () => Promise<FilesBackend>): void {
  describe(`FileApi contract: ${name}`, () => {
    let backend: FilesBackend;
    let county: FilesClient;
    beforeAll(async () => {
      backend = await makeBackend();
      county = await backend.signedIn('county', 'County@2026');
    });
    afterAll(async () => {
      await backend.close();
    });

    const accessFor = async (client: FilesClient, key: string, fileLinkId: string): Promise<FileAccessBody> => {
      const { signature, filePermissionVo } = await client.files.authorize(key);
      return { fileLinkId, signature, filePermissionVo: withoutNulls(filePermissionVo) };
    };

    it('lists the seeded files of a record with names, sizes and uploaders', async () => {
      const files = await county.files.list('FJ-DEMO-0001');
      expect(files.map((file) => file.fileName)).toEqual(demoFilesFor({ land: DEMO_RECORDS.land }).map((file) => file.fileName));
      for (const file of files) {
        expect(file.fileSize).toBeGreaterThan(0);
        expect(file.uploaderName.length).toBeGreaterThan(0);
      }
      expect(await county.files.list('FJ-NOTHING-HERE')).toEqual([]);
    });

    it('uploads with progress; the answer has linkGuid and fileName; another browser sees it and downloads the same bytes', async () => {
      const key = `FJ-CONTRACT-${name.length}`;
      const bytes = new TextEncoder().encode('%PDF-1.4\n测试\n%%EOF\n');
      const progress: number[] = [];
      const entry = await county.files.upload(key, new Blob([bytes]), '审批意见.pdf', (percent) => progress.push(percent));
      expect(entry).toMatchObject({ fileName: '审批意见.pdf', fileSize: bytes.length, contentType: 'application/pdf', keyNumGather: key, uploaderName: '陈志强' });
      expect(entry.linkGuid.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toBe(100);
      const city = await backend.signedIn('city', 'City@2026');
      expect((await city.files.list(key)).map((file) => file.linkGuid)).toEqual([entry.linkGuid]);
      expect(await bytesOf(await city.files.download(await accessFor(city, key, entry.linkGuid)))).toEqual(bytes);
      expect(await bytesOf(await city.files.preview(await accessFor(city, key, entry.linkGuid)))).toEqual(bytes);
    });

    it('strips nulls from the vo: the authorization carries a null watermark', async () => {
      const { filePermissionVo } = await county.files.authorize('FJ-DEMO-0001');
      expect(filePermissionVo.watermark).toBeNull();
      expect(withoutNulls(filePermissionVo)).not.toHaveProperty('watermark');
    });

    it('refuses an access whose signature belongs to another user', async () => {
      const [file] = await county.files.list('FJ-DEMO-0002');
      const city = await backend.signedIn('city', 'City@2026');
      const cityAccess = await accessFor(city, 'FJ-DEMO-0002', file?.linkGuid ?? '');
      const failure = await failureOf(county.files.download(cityAccess));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(failure.message).toBe(fileMessages.signatureInvalid);
    });

    it('refuses an empty and an oversized file with the limit in the message', async () => {
      const empty = await failureOf(county.files.upload('FJ-CONTRACT-LIMITS', new Blob([]), '空.txt'));
      expect(empty.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(empty.message).toBe(fileMessages.emptyFile('空.txt'));
      const big = await failureOf(county.files.upload('FJ-CONTRACT-LIMITS', new Blob([new Uint8Array(FILE_MAX_BYTES + 1)]), '大.dwg'));
      expect(big.failure).toMatchObject({ kind: 'http', status: 413 });
      expect(big.message).toContain(formatFileSize(FILE_MAX_BYTES));
      expect(await county.files.list('FJ-CONTRACT-LIMITS')).toEqual([]);
    });

    it('removes a file once; the second time it is not found', async () => {
      const entry = await county.files.upload('FJ-CONTRACT-REMOVE', new Blob(['说明']), '说明.txt');
      await county.files.remove(entry.linkGuid);
      expect(await county.files.list('FJ-CONTRACT-REMOVE')).toEqual([]);
      const failure = await failureOf(county.files.remove(entry.linkGuid));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 404 });
      expect(county.loading.open).toBe(0);
    });
  });
}
