import { ContainerModule } from 'inversify';
import { AuthApi } from '../../ports/auth.port';
import { BookmarkApi } from '../../ports/bookmark.port';
import { Cipher } from '../../ports/browser.port';
import { ProfileApi } from '../../ports/profile.port';
import { PushChannel } from '../../ports/push.port';
import { TodoApi } from '../../ports/todo.port';
import { VersionApi } from '../../ports/version.port';
import { VisitApi } from '../../ports/visit.port';
import { MemoryAuthApi } from './auth.memory';
import { MemoryDashboardApi } from './dashboard.memory';
import { MemoryBookmarkApi } from './bookmark.memory';
import { MemoryBackend, type MemoryBackendOptions } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { MemoryProfileApi } from './profile.memory';
import { MemoryPushChannel } from './push.memory';
import { MemoryTodoApi } from './todo.memory';
import { MemoryVersionApi } from './version.memory';

/**
 * The shell's API ports and the push channel on one in-memory backend seeded with the demo data;
 * each feature's ports are in its own *.memory.module.ts, over the same backend.
 * Needs Cipher and SessionStorage (browser module, or memory ones in tests) and Notifier,
 * LoadingTracker, FollowUpSink (app module / composition root).
 */
export function createMemoryModule(options: MemoryBackendOptions = {}): ContainerModule {
  return new ContainerModule(({ bind, isBound, rebindSync }) => {
    bind(MemoryBackendToken)
      .toDynamicValue((context) => new MemoryBackend(context.get(Cipher), options))
      .inSingletonScope();
    bind(MemoryCallRunner).toSelf().inSingletonScope();
    bind(AuthApi).to(MemoryAuthApi).inSingletonScope();
    bind(ProfileApi).to(MemoryProfileApi).inSingletonScope();
    bind(VersionApi).to(MemoryVersionApi).inSingletonScope();
    bind(BookmarkApi).to(MemoryBookmarkApi).inSingletonScope();
    bind(TodoApi).to(MemoryTodoApi).inSingletonScope();
    // The shell's visits land where the 工作台's 常用功能 reads them (the dashboard state of this backend).
    bind(VisitApi).to(MemoryDashboardApi).inSingletonScope();
    // Replaces the browser module's EventSource channel when that was loaded first.
    (isBound(PushChannel) ? rebindSync(PushChannel) : bind(PushChannel)).to(MemoryPushChannel).inSingletonScope();
  });
}

/** The memory module with the defaults: captcha text MEMORY_CAPTCHA_TEXT, tokens valid 8 hours. */
export const memoryModule = createMemoryModule();
