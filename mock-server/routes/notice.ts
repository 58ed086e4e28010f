import { filterXSS } from 'xss';
import { buildDemoNoticeBoard } from '../../src/demo/notices';
import { noticeSanitiser } from '../../src/domain/notice/notice-html';
import { noticePage, noticeToday, noticeUserOf, openNotice, type NoticeFailure, type NoticeUser } from '../../src/domain/notice/notice-rules';
import type { NoticeBoard } from '../../src/domain/notice/notice-types';
import { divisionNameIn, type NoticeDesk } from '../../src/domain/notice/notice-writing';
import { noticeIdParams, noticeListQuery } from '../../src/ports/api/notice.schema';
import type { ServerContext } from '../context';
import type { Db, DbUser } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type RouteHost } from '../http/typed-route';
import { directoryOf } from './process/book';

/** The stored board, or the seed's for a db.json written before notices existed. */
export const noticeBoardOf = (db: Readonly<Db>): NoticeBoard => db.notices ?? buildDemoNoticeBoard(db.users, db.seed);

export const noticeUserIn = (db: Readonly<Db>, user: DbUser): NoticeUser => noticeUserOf(user, db.roles);

const sanitise = noticeSanitiser(filterXSS);

export const noticeDeskOf = (db: Readonly<Db>, server: ServerContext): NoticeDesk => ({ dir: directoryOf(db), nowMs: server.now(), sanitise });

/** A refusal of the notice rules as the HTTP error; a failed input check carries its problems, as filings do. */
export const noticeError = (failure: NoticeFailure): HttpError =>
  failure.problems === undefined ? new HttpError(failure.status, failure.message) : new HttpError(400, failure.message, { details: { problems: failure.problems } });

/** 通知公告: the list of the user's scope and a notice's detail, which marks it read. */
export function noticeRoutes(host: RouteHost): void {
  route(host, 'GET /api/notice/list', { auth: 'bearer', input: { query: noticeListQuery } }, async ({ query }, { server, session }) => {
    const db = server.store.db;
    const page = noticePage(noticeBoardOf(db), noticeUserIn(db, session.user), query, noticeToday(server.now()), db.files);
    if (!page.ok) throw noticeError(page.error);
    return page.value;
  });

  route(host, 'GET /api/notice/detail/:id', { auth: 'bearer', input: { params: noticeIdParams } }, async ({ params }, { server, session }) => {
    const open = (db: Readonly<Db>) =>
      openNotice(noticeBoardOf(db), noticeUserIn(db, session.user), params.id, { today: noticeToday(server.now()), divisionName: divisionNameIn(db) });
    const opened = open(server.store.db);
    if (!opened.ok) throw noticeError(opened.error);
    // Already read: nothing to write.
    if (opened.value.board === noticeBoardOf(server.store.db)) return opened.value.detail;
    return server.store.update((db) => {
      const again = open(db);
      if (!again.ok) throw noticeError(again.error);
      db.notices = again.value.board;
      return again.value.detail;
    });
  });
}
