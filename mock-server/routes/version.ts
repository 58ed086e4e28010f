import { profileMessages } from '../../src/domain/session/profile-failures';
import { HttpError } from '../http/errors';
import { accountQuery } from '../../src/ports/api/user.schema';
import { route, type RouteHost } from '../http/typed-route';


/** Version info and the first-visit counter behind the version dialog (SPEC section 4). */
export function versionRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/version/get', { auth: 'bearer', input: {} }, async (_input, { server }) => ({ ...server.store.db.version }));

  route(host, 'GET /api/op/version/visits', { auth: 'bearer', input: { query: accountQuery } }, async ({ query }, { server }) =>
    Object.hasOwn(server.store.db.visits, query.account) ? (server.store.db.visits[query.account] ?? 0) : 0,
  );

  // Only one's own counter moves: otherwise anyone could hide the dialog from someone else.
  route(host, 'POST /api/op/version/updateVersion', { auth: 'bearer', input: { query: accountQuery } }, async ({ query }, { server, session }) => {
    if (query.account !== session.user.userName) throw new HttpError(403, profileMessages.visitsOfOthers);
    return server.store.update((db) => {
      const next = (Object.hasOwn(db.visits, query.account) ? (db.visits[query.account] ?? 0) : 0) + 1;
      db.visits[query.account] = next;
      return next;
    });
  });
}
