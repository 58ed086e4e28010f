import { diagramOf } from '../../../src/domain/affair/service';
import { object, text } from '../../http/schema';
import { route, type RouteHost } from '../../http/typed-route';
import { unwrap } from './book';
import { processFieldLabels as l } from './schemas';

/** The BPMN model of a process definition, for the client's bpmn-js viewer. */
export function bpmRoutes(host: RouteHost): void {
  route(
    host,
    'GET /api/bpm/repository/diagram/key/:key',
    { auth: 'bearer', input: { params: object({ key: text({ max: 64, min: 1, label: l.diagramKey }) }) } },
    async ({ params }) => unwrap(diagramOf(params.key)),
  );
}
