import type { RouteHost } from '../../http/typed-route';
import { importRoutes } from './import';
import { recordRoutes } from './records';
import { withdrawalRoutes } from './withdrawal';

/** The filing calls of issue 5 (SPEC section 7, op), driven by the filing service. */
export function filingRoutes(host: RouteHost): void {
  recordRoutes(host);
  withdrawalRoutes(host);
  importRoutes(host);
}
