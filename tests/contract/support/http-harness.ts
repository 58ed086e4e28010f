import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Container } from 'inversify';
import { EventSourcePushChannel } from '../../../src/adapters/browser/event-source-push';
import { AesCipher } from '../../../src/adapters/crypto/aes-cipher';
import { HttpClients } from '../../../src/adapters/http/http-client';
import { httpModule } from '../../../src/adapters/http/http.module';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';
import { AuthApi } from '../../../src/ports/auth.port';
import { AuthorityApi } from '../../../src/ports/authority.port';
import { BookmarkApi } from '../../../src/ports/bookmark.port';
import { Notifier, SessionStorage } from '../../../src/ports/browser.port';
import { AppConfig, FollowUpSink, LoadingTracker } from '../../../src/ports/http-events.port';
import { ProfileApi } from '../../../src/ports/profile.port';
import { TodoApi } from '../../../src/ports/todo.port';
import { NoticeManageApi } from '../../../src/ports/notice-manage.port';
import { VersionApi } from '../../../src/ports/version.port';
import { createMockServer } from '../../../mock-server/server';
import type { Backend, BackendFactory, Client } from './harness';
import { FetchEventSource } from './fetch-event-source';
import { CONTRACT_CAPTCHA } from './memory-harness';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from './recorders';
import { allFeaturePorts } from '../../support/feature-modules';

/**
 * The HTTP adapters, wired through httpModule, against the mock server started in-process on a
 * free port with a fresh data directory and a fixed captcha text; `clock`, when given, is the
 * server's time.
 */
export const httpBackend = async (clock?: () => number): ReturnType<BackendFactory> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'land-contract-'));
  const mock = await createMockServer({ dataDir, captchaText: CONTRACT_CAPTCHA, quiet: true, ...(clock === undefined ? {} : { clock }) });
  const running = await mock.listen(0);
  const config: AppConfig = { apiBaseUrl: running.url, cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV };
  const cipher = new AesCipher(config);
  const streams: FetchEventSource[] = [];

  const backend: Backend = {
    newClient(): Client {
      const container = new Container({ defaultScope: 'Singleton' });
      const session = new MemoryStorage();
      const notifier = new RecordingNotifier();
      const loading = new RecordingLoading();
      const followUps = new RecordingFollowUps();
      container.bind(AppConfig).toConstantValue(config);
      container.bind(SessionStorage).toConstantValue(session);
      container.bind(Notifier).toConstantValue(notifier);
      container.bind(LoadingTracker).toConstantValue(loading);
      container.bind(FollowUpSink).toConstantValue(followUps);
      container.loadSync(httpModule, ...allFeaturePorts('http'));

      // Node's axios keeps no cookies: this browser's captcha cookie is added by hand (harness only).
      let cookie: string | undefined;
      const clients = container.get(HttpClients);
      for (const client of [clients.withLoading, clients.silent]) {
        client.interceptors.request.use((request) => {
          if (cookie !== undefined) request.headers.set('Cookie', cookie);
          return request;
        });
      }
      const mine: FetchEventSource[] = [];
      class TrackedEventSource extends FetchEventSource {
        constructor(url: string) {
          super(url);
          mine.push(this);
          streams.push(this);
        }
      }

      return {
        auth: container.get(AuthApi),
        authority: container.get(AuthorityApi),
        profile: container.get(ProfileApi),
        version: container.get(VersionApi),
        bookmarks: container.get(BookmarkApi),
        todo: container.get(TodoApi),
        noticeManage: container.get(NoticeManageApi),
        push: new EventSourcePushChannel(config.apiBaseUrl, TrackedEventSource),
        cipher,
        session,
        notifier,
        loading,
        followUps,
        async newCaptcha() {
          const response = await fetch(`${running.url}/api/oauth/captcha?r=${Math.floor(Math.random() * 10) + 1}`, {
            headers: cookie === undefined ? {} : { Cookie: cookie },
          });
          await response.arrayBuffer();
          const sid = response.headers.getSetCookie().find((line) => line.startsWith('captcha_sid='));
          if (sid !== undefined) cookie = sid.split(';')[0];
          return CONTRACT_CAPTCHA;
        },
        pushConnected: async () => {
          await Promise.all(mine.map((stream) => stream.opened));
        },
      };
    },
    async close() {
      for (const stream of streams) stream.close();
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return backend;
};
