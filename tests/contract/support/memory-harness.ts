import { Container } from 'inversify';
import { AesCipher } from '../../../src/adapters/crypto/aes-cipher';
import type { MemoryBackend } from '../../../src/adapters/memory/memory-backend';
import { MemoryBackendToken } from '../../../src/adapters/memory/memory-backend.token';
import { createMemoryModule } from '../../../src/adapters/memory/memory.module';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../../src/ports/api/defaults';
import { AuthApi } from '../../../src/ports/auth.port';
import { AuthorityApi } from '../../../src/ports/authority.port';
import { BookmarkApi } from '../../../src/ports/bookmark.port';
import { Cipher, Notifier, SessionStorage } from '../../../src/ports/browser.port';
import { FollowUpSink, LoadingTracker } from '../../../src/ports/http-events.port';
import { ProfileApi } from '../../../src/ports/profile.port';
import { PushChannel } from '../../../src/ports/push.port';
import { TodoApi } from '../../../src/ports/todo.port';
import { NoticeManageApi } from '../../../src/ports/notice-manage.port';
import { VersionApi } from '../../../src/ports/version.port';
import type { Backend, BackendFactory, Client } from './harness';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from './recorders';
import { allFeaturePorts } from '../../support/feature-modules';

export const CONTRACT_CAPTCHA = 'Ab3d';

/**
 * Memory adapters wired through memoryModule, one container per browser. The first container's
 * MemoryBackend is shared by the later ones, as one server is shared by many browsers. `clock`,
 * when given, is the backend's time (a test moves it on instead of waiting).
 */
export const memoryBackend = async (clock?: () => number): ReturnType<BackendFactory> => {
  const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });
  let shared: MemoryBackend | undefined;
  const backend: Backend = {
    newClient(): Client {
      const container = new Container({ defaultScope: 'Singleton' });
      const session = new MemoryStorage();
      const notifier = new RecordingNotifier();
      const loading = new RecordingLoading();
      const followUps = new RecordingFollowUps();
      container.bind(Cipher).toConstantValue(cipher);
      container.bind(SessionStorage).toConstantValue(session);
      container.bind(Notifier).toConstantValue(notifier);
      container.bind(LoadingTracker).toConstantValue(loading);
      container.bind(FollowUpSink).toConstantValue(followUps);
      container.loadSync(createMemoryModule({ captchaText: CONTRACT_CAPTCHA, ...(clock === undefined ? {} : { now: clock }) }), ...allFeaturePorts('memory'));
      if (shared === undefined) shared = container.get(MemoryBackendToken);
      else container.rebindSync(MemoryBackendToken).toConstantValue(shared);
      return {
        auth: container.get(AuthApi),
        authority: container.get(AuthorityApi),
        profile: container.get(ProfileApi),
        version: container.get(VersionApi),
        bookmarks: container.get(BookmarkApi),
        todo: container.get(TodoApi),
        noticeManage: container.get(NoticeManageApi),
        push: container.get(PushChannel),
        cipher,
        session,
        notifier,
        loading,
        followUps,
        newCaptcha: () => Promise.resolve(CONTRACT_CAPTCHA),
        pushConnected: () => Promise.resolve(),
      };
    },
    close: () => Promise.resolve(),
  };
  return backend;
};
