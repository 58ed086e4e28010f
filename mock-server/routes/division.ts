import { jurisdictionTree } from '../../src/domain/directory/division-tree';
import { route, type RouteHost } from '../http/typed-route';

/** The 行政区 filter's divisions: the signed-in user's jurisdiction from the stored divisions. */
export function divisionRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/divisions/tree', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    jurisdictionTree(server.store.db.divisions, session.user.divisionCode),
  );
}
