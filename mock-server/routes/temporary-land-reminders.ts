import { landRemindersFor, superviseRemindedLand } from '../../src/domain/dashboard/land-reminder-service';
import { landRemindersQuery, landSuperviseBody } from '../../src/ports/api/land-reminders.schema';
import { route, type RouteHost } from '../http/typed-route';
import { unwrapFiling } from './filing/book';
import { atOf, directoryOf, unwrap } from './process/book';

/** 业务's temporary land reminders and 转督办: thin I/O over the dashboard's reminder service. */
export function temporaryLandReminderRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/temporaryLand/reminders', { auth: 'bearer', input: { query: landRemindersQuery } }, async ({ query }, { server, session }) => {
    const db = server.store.db;
    const sources = { affairs: db.affairs, filings: db.filings, lands: db.temporaryLands, dir: directoryOf(db) };
    return unwrapFiling(landRemindersFor(sources, { userId: session.user.userId, level: session.user.level }, query.pageIndex, query.pageSize, atOf(server)));
  });

  route(host, 'POST /api/op/temporaryLand/supervise', { auth: 'bearer', input: { body: landSuperviseBody } }, ({ body }, { server, session }) => {
    const at = atOf(server);
    return server.store.update((db) => {
      const sources = { affairs: db.affairs, filings: db.filings, lands: db.temporaryLands, dir: directoryOf(db) };
      const { book, value } = unwrap(superviseRemindedLand(sources, { userId: session.user.userId, level: session.user.level }, body, at));
      db.affairs = book;
      return value;
    });
  });
}
