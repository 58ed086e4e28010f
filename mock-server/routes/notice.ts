import { buildDemoNoticeBoard } from '../../src/demo/notices';
import { noticePage, noticeReaderOf, openNotice } from '../../src/domain/notice/notice-rules';
import type { NoticeBoard } from '../../src/domain/notice/notice-types';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { noticePageQuery, noticeParams } from '../../src/ports/api/user.schema';
import { route, type RouteHost } from '../http/typed-route';


/** The stored board, or the seed's for a db.json written before notices existed. */
export const noticeBoardOf = (db: Readonly<Db>): NoticeBoard => db.notices ?? buildDemoNoticeBoard(db.users, db.seed);

/** 通知公告: the list of the user's divisions and a notice's detail, which marks it read. */
export function noticeRoutes(host: RouteHost): void {
  route(
    host,
    'GET /api/notice/list',
    { auth: 'bearer', input: { query: noticePageQuery } },
    async ({ query }, { server, session }) => {
      const page = noticePage(noticeBoardOf(server.store.db), noticeReaderOf(session.user), query);
      if (!page.ok) throw new HttpError(page.error.status, page.error.message);
      return page.value;
    },
  );

  route(
    host,
    'GET /api/notice/detail/:id',
    { auth: 'bearer', input: { params: noticeParams } },
    async ({ params }, { server, session }) => {
      const reader = noticeReaderOf(session.user);
      const opened = openNotice(noticeBoardOf(server.store.db), reader, params.id);
      if (!opened.ok) throw new HttpError(opened.error.status, opened.error.message);
      // Already read: nothing to write.
      if (opened.value.board === noticeBoardOf(server.store.db)) return opened.value.detail;
      return server.store.update((db) => {
        const again = openNotice(noticeBoardOf(db), reader, params.id);
        if (again.ok) db.notices = again.value.board;
        return opened.value.detail;
      });
    },
  );
}
