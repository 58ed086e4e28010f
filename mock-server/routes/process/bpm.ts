import { diagramOf } from '../../../src/domain/affair/service/diagram';
import { route, type RouteHost } from '../../http/typed-route';
import { unwrap } from './book';
import { diagramParams } from '../../../src/ports/api/process.schema';

/** The BPMN model of a process definition, for the client's bpmn-js viewer. */
export function bpmRoutes(host: RouteHost): void {
  route(
    host,
    'GET /api/bpm/repository/diagram/key/:key',
    { auth: 'bearer', input: { params: diagramParams } },
    async ({ params }) => unwrap(diagramOf(params.key)),
  );
}
