import { todoCount } from '../../src/domain/affair/service';
import { demoBoxCounts, demoMenuCounts } from '../../src/domain/demo/menu-counts';
import { filingListTotals } from '../../src/domain/filing/service/list';
import { noticeReaderOf, unreadCount } from '../../src/domain/notice/notice-rules';
import type { MenuCount } from '../../src/ports/api/todo.dto';
import type { ServerContext } from '../context';
import type { DbUser } from '../db-types';
import { route, type RouteHost } from '../http/typed-route';
import { noticeBoardOf } from './notice';
import { atOf, directoryOf } from './process/book';

/**
 * The badges other pages show are derived from the user and the seed, so every run shows the same
 * ones (SPEC section 3, menu count entry); the to-do affairs, notice and filing list badges count live data.
 */
function countsOf(server: ServerContext, user: DbUser): MenuCount[] {
  const db = server.store.db;
  const menu = Object.hasOwn(db.menus, user.roleKey) ? (db.menus[user.roleKey] ?? []) : [];
  const todo = todoCount(db.affairs, directoryOf(db), user.userId, atOf(server));
  const unreadNotices = unreadCount(noticeBoardOf(db), noticeReaderOf(user));
  const filings = filingListTotals({ book: db.filings, dir: directoryOf(db), userId: user.userId, at: atOf(server) });
  return demoMenuCounts(user, menu, db.seed, { todoAffairs: todo, unreadNotices, filings });
}

/** The menu badges and the notice box counts. */
export function todoRoutes(host: RouteHost): void {
  route(host, 'GET /api/todo/userFeatureMessageCount', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    countsOf(server, session.user),
  );

  route(host, 'GET /api/op/statistical/box/count/info', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    demoBoxCounts(countsOf(server, session.user)),
  );
}
