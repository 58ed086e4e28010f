import { adminRoutes } from './routes/admin';
import cookieParser from 'cookie-parser';
import type { Express } from 'express';
import jsonServer from 'json-server';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { resolveConfig, type MockServerOptions } from './config';
import type { ServerContext } from './context';
import { HttpError } from './http/errors';
import { KnownRoutes } from './http/known-routes';
import { bodyParsers } from './http/body-parsers';
import { securityHeaders } from './http/security-headers';
import { apiFallback, bodySizeGuard, errorHandler } from './http/middleware';
import { spaFallback, staticCacheHeaders } from './http/static-site';
import type { RouteHost } from './http/typed-route';
import { httpMessages } from './messages/http';
import { PushHub } from './push/hub';
import { startOverdueScans } from './jobs/overdue-loans';
import { authRoutes } from './routes/auth';
import { avatarRoutes } from './routes/avatar';
import { bookmarkRoutes } from './routes/bookmark';
import { dashboardRoutes } from './routes/dashboard';
import { dashboardWorkRoutes } from './routes/dashboard-work';
import { statisticsFormRoutes } from './routes/statistics-sform';
import { projectStatisticsRoutes } from './routes/statistics-project';
import { landStatisticsRoutes } from './routes/statistics-land';
import { districtStatisticsRoutes } from './routes/statistics-district';
import { temporaryLandRoutes } from './routes/temporary-land';
import { temporaryLandReminderRoutes } from './routes/temporary-land-reminders';
import { onemapRoutes } from './routes/onemap';
import { divisionRoutes } from './routes/division';
import { fileRoutes } from './routes/files';
import { filingRoutes } from './routes/filing/filing-routes';
import { manualRoutes } from './routes/manual';
import { noticeManageRoutes } from './routes/notice-manage';
import { noticeRoutes } from './routes/notice';
import { passwordRoutes } from './routes/password';
import { profileRoutes } from './routes/profile';
import { processRoutes } from './routes/process/process-routes';
import { pushRoutes } from './routes/push';
import { authorityRoutes } from './routes/authority';
import { searchRoutes } from './routes/search';
import { superviseRoutes } from './routes/supervise';
import { messageRoutes } from './routes/message';
import { surveyRoutes } from './routes/survey';
import { documentRoutes } from './routes/document';
import { meetingRoutes } from './routes/meeting';
import { archiveRoutes } from './routes/archive';
import { archiveCatalogueRoutes } from './routes/archive-catalogue';
import { tzManualRoutes } from './routes/tz-manual';
import { tzRoutes } from './routes/tz';
import { documentPostRoutes } from './routes/document-post';
import { caseRoutes } from './routes/case';
import { todoRoutes } from './routes/todo';
import { userRoutes } from './routes/user';
import { demoRoutes } from './routes/demo';
import { versionRoutes } from './routes/version';
import { CaptchaBook } from './security/captcha';
import { createCredentialCipher } from './security/cipher';
import { Store } from './store';

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
}

interface MockServer {
  readonly app: Express;
  listen(port?: number): Promise<RunningServer>;
}

/** The mock back end: every call of the typed API core, plus the production build when staticDir is given. */
export async function createMockServer(options: MockServerOptions): Promise<MockServer> {
  const config = resolveConfig(options);
  const log = config.quiet ? (): void => undefined : (line: string): void => console.log(line);
  const now = options.clock ?? ((): number => Date.now());
  // Built first: a bad key should fail before anything is written to the data directory.
  const cipher = createCredentialCipher(config.cipherKey, config.cipherIv);
  const server: ServerContext = {
    config,
    store: await Store.open(config.dataDir, log, { scale: config.scale }),
    captchas: new CaptchaBook(config.captchaText, now),
    cipher,
    push: new PushHub(now),
    now,
    log,
  };

  // express() at run time; the json-server typings only promise the Application part of it.
  const app = jsonServer.create() as Express;
  app.disable('x-powered-by');
  app.set('json spaces', 0);
  app.use(securityHeaders);
  if (config.staticDir !== undefined) app.use(staticCacheHeaders);
  // Compression and static files. Without a build, point the static layer at a folder that does
  // not exist: json-server would otherwise serve its own home page at /.
  app.use(jsonServer.defaults({ static: config.staticDir ?? path.join(config.dataDir, '.no-static'), noCors: true, logger: false, bodyParser: false }));
  app.use('/api', cookieParser(), bodySizeGuard, ...bodyParsers);

  const host: RouteHost = { app, server, known: new KnownRoutes() };
  authRoutes(host);
  adminRoutes(host);
  authorityRoutes(host);
  userRoutes(host);
  demoRoutes(host);
  profileRoutes(host);
  passwordRoutes(host);
  avatarRoutes(host);
  versionRoutes(host);
  pushRoutes(host);
  todoRoutes(host);
  bookmarkRoutes(host);
  manualRoutes(host);
  fileRoutes(host);
  processRoutes(host);
  superviseRoutes(host);
  filingRoutes(host);
  divisionRoutes(host);
  noticeRoutes(host);
  noticeManageRoutes(host);
  searchRoutes(host);
  dashboardRoutes(host);
  dashboardWorkRoutes(host);
  statisticsFormRoutes(host);
  projectStatisticsRoutes(host);
  landStatisticsRoutes(host);
  districtStatisticsRoutes(host);
  surveyRoutes(host);
  documentRoutes(host);
  documentPostRoutes(host);
  caseRoutes(host);
  temporaryLandRoutes(host);
  temporaryLandReminderRoutes(host);
  onemapRoutes(host);
  messageRoutes(host);
  meetingRoutes(host);
  archiveRoutes(host);
  archiveCatalogueRoutes(host);
  tzManualRoutes(host);
  tzRoutes(host);
  app.use('/api', apiFallback(host.known));

  if (config.staticDir !== undefined) app.use(spaFallback(config.staticDir));
  app.use((_req, _res, next) => next(new HttpError(404, httpMessages.pageNotFound)));
  app.use(errorHandler);

  return {
    app,
    listen: (port = 0) => listen(app, server, port),
  };
}

function listen(app: Express, server: ServerContext, port: number): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const http = app.listen(port);
    http.once('error', reject);
    http.once('listening', () => {
      const { port: actual } = http.address() as AddressInfo;
      // Scheduled work runs only while the server listens, and stops before the store closes.
      const stopScans = startOverdueScans(server, server.config.overdueScanMs);
      resolve({
        port: actual,
        url: `http://localhost:${actual}`,
        close: async () => {
          await stopScans();
          server.push.closeAll();
          http.closeAllConnections();
          await new Promise<void>((done, fail) => http.close((error) => (error === undefined ? done() : fail(error))));
          await server.store.close();
        },
      });
    });
  });
}
