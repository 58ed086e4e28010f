import type { RouteHost } from '../../http/typed-route';
import { dataCheckErrors } from './book';
import { importRoutes } from './import';
import { recordRoutes } from './records';
import { withdrawalRoutes } from './withdrawal';

/** The filing calls of issue 5 (SPEC section 7, op), driven by the filing service. */
export function filingRoutes(host: RouteHost): void {
  recordRoutes(host);
  withdrawalRoutes(host);
  importRoutes(host);
  // After the routes above, before the shared error handler: a failed data check keeps its problem list.
  host.app.use('/api/op', dataCheckErrors);
}
