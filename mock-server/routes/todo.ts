import { userMenuCounts } from '../../src/domain/menu/live-menu-counts';
import { boxCounts } from '../../src/domain/menu/menu-counts';
import type { MenuCount } from '../../src/ports/api/todo.dto';
import type { ServerContext } from '../context';
import type { DbUser } from '../db-types';
import { route, type RouteHost } from '../http/typed-route';
import { archivesOf } from './archive';
import { messageBookOf } from './message';
import { meetingsOf } from './meeting';
import { noticeBoardOf } from './notice';
import { atOf, directoryOf } from './process/book';

/** The badges of SPEC section 3 (menu count entry), counted by the domain from the stored state. */
function countsOf(server: ServerContext, user: DbUser): MenuCount[] {
  const db = server.store.db;
  const sources = { affairs: db.affairs, filings: db.filings, notices: noticeBoardOf(db), dir: directoryOf(db), menus: db.menus, messages: messageBookOf(db).messages, meetings: db.meetings, archives: db.archives };
  return userMenuCounts(sources, user, atOf(server));
}

/** The menu badges and the notice box counts. */
export function todoRoutes(host: RouteHost): void {
  route(host, 'GET /api/todo/userFeatureMessageCount', { auth: 'bearer', input: {} }, async (_input, { server, session }) => {
    await meetingsOf(server);
    await archivesOf(server);
    return countsOf(server, session.user);
  });

  route(host, 'GET /api/op/statistical/box/count/info', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    boxCounts(countsOf(server, session.user)),
  );
}
