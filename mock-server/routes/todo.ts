import { demoBoxCounts, demoMenuCounts } from '../../src/domain/demo/menu-counts';
import type { MenuCount } from '../../src/ports/api/todo.dto';
import type { Db, DbUser } from '../db-types';
import { route, type RouteHost } from '../http/typed-route';

/** Derived from the user and the seed, so every run shows the same badges (SPEC section 3, menu count entry). */
function countsOf(db: Readonly<Db>, user: DbUser): MenuCount[] {
  const menu = Object.hasOwn(db.menus, user.roleKey) ? (db.menus[user.roleKey] ?? []) : [];
  return demoMenuCounts(user, menu, db.seed);
}

/** The menu badges and the notice box counts. */
export function todoRoutes(host: RouteHost): void {
  route(host, 'GET /api/todo/userFeatureMessageCount', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    countsOf(server.store.db, session.user),
  );

  route(host, 'GET /api/op/statistical/box/count/info', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    demoBoxCounts(countsOf(server.store.db, session.user)),
  );
}
