import { ContainerModule } from 'inversify';
import { AuthApi } from '../../ports/auth.port';
import { BookmarkApi } from '../../ports/bookmark.port';
import { Notifier, SessionStorage } from '../../ports/browser.port';
import { AppConfig, FollowUpSink, LoadingTracker } from '../../ports/http-events.port';
import { ProfileApi } from '../../ports/profile.port';
import { TodoApi } from '../../ports/todo.port';
import { VersionApi } from '../../ports/version.port';
import { VisitApi } from '../../ports/visit.port';
import { ApiCaller } from './api-caller';
import { HttpAuthApi } from './auth.http';
import { HttpBookmarkApi } from './bookmark.http';
import { createHttpClients, HttpClients } from './http-client';
import { HttpProfileApi } from './profile.http';
import { HttpTodoApi } from './todo.http';
import { HttpVersionApi } from './version.http';
import { HttpVisitApi } from './visit.http';

/**
 * The shell's API ports over HTTP (sign-in, profile, version, bookmarks, badges); each feature's
 * ports are in its own *.http.module.ts, loaded with the feature. Needs AppConfig, SessionStorage, Notifier, LoadingTracker and
 * FollowUpSink bound elsewhere (the browser module, the app module, the composition root).
 */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(HttpClients)
    .toDynamicValue((context) =>
      createHttpClients({
        config: context.get(AppConfig),
        sessionStorage: context.get(SessionStorage),
        notifier: context.get(Notifier),
        loading: context.get(LoadingTracker),
        followUps: context.get(FollowUpSink),
      }),
    )
    .inSingletonScope();
  bind(ApiCaller).toSelf().inSingletonScope();
  bind(AuthApi).to(HttpAuthApi).inSingletonScope();
  bind(ProfileApi).to(HttpProfileApi).inSingletonScope();
  bind(VersionApi).to(HttpVersionApi).inSingletonScope();
  bind(BookmarkApi).to(HttpBookmarkApi).inSingletonScope();
  bind(TodoApi).to(HttpTodoApi).inSingletonScope();
  bind(VisitApi).to(HttpVisitApi).inSingletonScope();
});
