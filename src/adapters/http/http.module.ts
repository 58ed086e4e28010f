import { ContainerModule } from 'inversify';
import { AuthApi } from '../../ports/auth.port';
import { BookmarkApi } from '../../ports/bookmark.port';
import { Notifier, SessionStorage } from '../../ports/browser.port';
import { AppConfig, FollowUpSink, LoadingTracker } from '../../ports/http-events.port';
import { FilingApi } from '../../ports/filing.port';
import { ProcessApi } from '../../ports/process.port';
import { ProfileApi } from '../../ports/profile.port';
import { SuperviseApi } from '../../ports/supervise.port';
import { TodoApi } from '../../ports/todo.port';
import { VersionApi } from '../../ports/version.port';
import { FileApi } from '../../ports/files.port';
import { HttpFileApi } from './files.http';
import { NoticeApi } from '../../ports/notice.port';
import { SearchApi } from '../../ports/search.port';
import { HttpNoticeApi } from './notice.http';
import { HttpSearchApi } from './search.http';
import { ApiCaller } from './api-caller';
import { HttpAuthApi } from './auth.http';
import { HttpBookmarkApi } from './bookmark.http';
import { createHttpClients, HttpClients } from './http-client';
import { HttpFilingApi } from './filing.http';
import { HttpProcessApi } from './process.http';
import { HttpProfileApi } from './profile.http';
import { HttpSuperviseApi } from './supervise.http';
import { HttpTodoApi } from './todo.http';
import { HttpVersionApi } from './version.http';

/**
 * The API ports over HTTP. Needs AppConfig, SessionStorage, Notifier, LoadingTracker and
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
  bind(ProcessApi).to(HttpProcessApi).inSingletonScope();
  bind(SuperviseApi).to(HttpSuperviseApi).inSingletonScope();
  bind(FilingApi).to(HttpFilingApi).inSingletonScope();
  bind(FileApi).to(HttpFileApi).inSingletonScope();
  bind(SearchApi).to(HttpSearchApi).inSingletonScope();
  bind(NoticeApi).to(HttpNoticeApi).inSingletonScope();
});
