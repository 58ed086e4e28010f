import { seenVisits, visitsOf } from '../../src/domain/session/visits';
import { refusalError } from '../auth/refusal';
import { accountQuery } from '../../src/ports/api/user.schema';
import { route, type RouteHost } from '../http/typed-route';

/** Version info and the first-visit counter behind the version dialog (SPEC section 4). */
export function versionRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/version/get', { auth: 'bearer', input: {} }, async (_input, { server }) => ({ ...server.store.db.version }));

  route(host, 'GET /api/op/version/visits', { auth: 'bearer', input: { query: accountQuery } }, async ({ query }, { server }) =>
    visitsOf(server.store.db.visits, query.account),
  );

  route(host, 'POST /api/op/version/updateVersion', { auth: 'bearer', input: { query: accountQuery } }, async ({ query }, { server, session }) =>
    server.store.update((db) => {
      const seen = seenVisits(db.visits, query.account, session.user.userName);
      if (!seen.ok) throw refusalError(seen.error);
      db.visits = { ...db.visits, [query.account]: seen.value };
      return seen.value;
    }),
  );
}
