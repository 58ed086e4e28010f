import { fastEntriesFor, userMenu, type DashboardSources } from '../../src/domain/dashboard/dashboard-service';
import { defaultLayout, layoutOf, normaliseLayout } from '../../src/domain/dashboard/layout';
import { countVisit, menuPages, mostUsed } from '../../src/domain/dashboard/visits';
import { fastEntryQuery, layoutBody, visitBody } from '../../src/ports/api/dashboard.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type RouteHost } from '../http/typed-route';
import { meetingsOf } from './meeting';
import { messageBookOf } from './message';
import { noticeBoardOf } from './notice';
import { atOf, directoryOf } from './process/book';

/** What the 工作台's counts read, as the badges read it. */
export const dashboardSourcesOf = (db: Readonly<Db>): DashboardSources => ({
  affairs: db.affairs,
  filings: db.filings,
  notices: noticeBoardOf(db),
  dir: directoryOf(db),
  menus: db.menus,
  messages: messageBookOf(db).messages,
  meetings: db.meetings,
});

const visitsOf = (db: Readonly<Db>, userId: string) => (db.pageVisits !== undefined && Object.hasOwn(db.pageVisits, userId) ? db.pageVisits[userId] : undefined) ?? {};

/** The 工作台's own state: the personal layout, the visits behind 常用功能, and the fast entry. */
export function dashboardRoutes(host: RouteHost): void {
  route(host, 'GET /api/default/dashboard/layout', { auth: 'bearer', input: {} }, async (_input, { server, session }) => {
    const saved = server.store.db.dashboardLayouts;
    const userId = session.user.userId;
    return layoutOf(saved !== undefined && Object.hasOwn(saved, userId) ? saved[userId] : undefined, session.user.level);
  });

  route(host, 'PUT /api/default/dashboard/layout', { auth: 'bearer', input: { body: layoutBody } }, async ({ body }, { server, session }) => {
    const normal = normaliseLayout(body.widgets);
    if (!normal.ok) throw new HttpError(400, normal.error);
    const userId = session.user.userId;
    await server.store.update((db) => {
      db.dashboardLayouts = { ...db.dashboardLayouts, [userId]: normal.value };
    });
    return { widgets: normal.value, isDefault: false };
  });

  route(host, 'DELETE /api/default/dashboard/layout', { auth: 'bearer', input: {} }, async (_input, { server, session }) => {
    const userId = session.user.userId;
    const saved = server.store.db.dashboardLayouts;
    if (saved !== undefined && Object.hasOwn(saved, userId)) {
      await server.store.update((db) => {
        const { [userId]: _forgotten, ...others } = db.dashboardLayouts ?? {};
        db.dashboardLayouts = others;
      });
    }
    return defaultLayout(session.user.level);
  });

  route(host, 'POST /api/default/visits', { auth: 'bearer', input: { body: visitBody } }, async ({ body }, { server, session }) => {
    const { userId, roleKey } = session.user;
    const pages = menuPages(userMenu(server.store.db, roleKey));
    // Not a menu page: nothing to count and nothing to write (the shell posts every navigation).
    if (!pages.has(body.path)) return null;
    const at = atOf(server);
    await server.store.update((db) => {
      const counted = countVisit(visitsOf(db, userId), pages, body.path, at);
      if (counted !== undefined) db.pageVisits = { ...db.pageVisits, [userId]: counted };
    });
    return null;
  });

  route(host, 'GET /api/default/visits/top', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    mostUsed(visitsOf(server.store.db, session.user.userId), menuPages(userMenu(server.store.db, session.user.roleKey))),
  );

  route(host, 'GET /api/default/power/getById', { auth: 'bearer', input: { query: fastEntryQuery } }, async ({ query }, { server, session }) => {
    await meetingsOf(server);
    const entries = fastEntriesFor(dashboardSourcesOf(server.store.db), session.user, query.userId, atOf(server));
    if (!entries.ok) throw new HttpError(entries.error.status, entries.error.message);
    return entries.value;
  });
}
