import type { RouteHost } from '../../http/typed-route';
import { accreditRoutes } from './accredit';
import { actionRoutes } from './actions';
import { boxRoutes } from './boxes';
import { bpmRoutes } from './bpm';
import { handleRoutes } from './handle';
import { historyRoutes } from './history';
import { printRoutes } from './print';
import { registerRoutes } from './register';

/** Every Process call of SPEC section 7 and the BPM diagram, driven by the affair service. */
export function processRoutes(host: RouteHost): void {
  registerRoutes(host);
  boxRoutes(host);
  handleRoutes(host);
  actionRoutes(host);
  accreditRoutes(host);
  historyRoutes(host);
  printRoutes(host);
  bpmRoutes(host);
}
