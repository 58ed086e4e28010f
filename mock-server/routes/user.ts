import { treeLevel } from '../../src/domain/directory/tree-level';
import { treeselectQuery } from '../../src/ports/api/user.schema';
import { HttpError } from '../http/errors';
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

  // Without parentId the whole tree (the selectors); with it one level, for a tree that loads on expand.
  route(host, 'GET /api/user/admin/user/treeselect', { auth: 'bearer', input: { query: treeselectQuery } }, async ({ query }, { server }) => {
    const tree = toPeopleTree(server.store.db);
    if (query.parentId === undefined) return tree;
    const level = treeLevel(tree, query.parentId);
    if (!level.ok) throw new HttpError(level.error.status, level.error.message);
    return level.value;
  });
}
