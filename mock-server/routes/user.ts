import { route, type RouteHost } from '../http/typed-route';
import { toPeopleTree, toUserInfo } from '../views/user-view';

/** Who am I, my menu and the people selector. */
export function userRoutes(host: RouteHost): void {
  route(host, 'GET /api/user/getInfo', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    toUserInfo(server.store.db, session.user),
  );

  // The whole tree of the role, 系统管理 included: dropping it is the client's job (SPEC section 7).
  route(host, 'GET /api/user/getRouters', { auth: 'bearer', input: {} }, async (_input, { server, session }) => [
    ...(server.store.db.menus[session.user.roleKey] ?? []),
  ]);

  route(host, 'GET /api/user/admin/user/treeselect', { auth: 'bearer', input: {} }, async (_input, { server }) =>
    toPeopleTree(server.store.db),
  );
}
