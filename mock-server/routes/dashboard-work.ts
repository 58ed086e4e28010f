import { filingStats } from '../../src/domain/dashboard/filing-stats';
import { supervisionItems } from '../../src/domain/dashboard/supervisions';
import { todoItems } from '../../src/domain/dashboard/todo-items';
import { landStatusLabels } from '../../src/domain/temporary-land/service/land-access';
import { statsQuery, supervisionPageParams, todoListBody } from '../../src/ports/api/dashboard.schema';
import { HttpError } from '../http/errors';
import { route, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';

/** What waits for the user on the 工作台 (SPEC section 7's to-do calls) and this year's statistics. */
export function dashboardWorkRoutes(host: RouteHost): void {
  route(host, 'POST /api/todo/list', { auth: 'bearer', input: { body: todoListBody } }, async ({ body }, { server, session }) => {
    const db = server.store.db;
    const { stage, ...paging } = body;
    const sources = { affairs: db.affairs, filings: db.filings, dir: directoryOf(db) };
    return todoItems(sources, session.user.userId, stage === undefined ? paging : { ...paging, stage }, atOf(server));
  });

  route(
    host,
    'GET /api/todo/feature/list/:pageIndex/:pageSize',
    { auth: 'bearer', input: { params: supervisionPageParams } },
    async ({ params }, { server, session }) => {
      const { db } = server.store;
      const at = atOf(server);
      const landStatus = landStatusLabels({ filings: db.filings, lands: db.temporaryLands, at });
      return supervisionItems(db.affairs, directoryOf(db), session.user.userId, Number(params.pageIndex), Number(params.pageSize), at, landStatus);
    },
  );

  route(host, 'GET /api/op/statistical/dashboard', { auth: 'bearer', input: { query: statsQuery } }, async ({ query }, { server, session }) => {
    const db = server.store.db;
    const stats = filingStats({ book: db.filings, dir: directoryOf(db), userId: session.user.userId, at: atOf(server) }, query.year);
    if (!stats.ok) throw new HttpError(stats.error.status, stats.error.message);
    return stats.value;
  });
}
