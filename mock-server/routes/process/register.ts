import { applyAction } from '../../../src/domain/affair/service/actions';
import { processTree, registerAffair } from '../../../src/domain/affair/service/register';
import { route, type RouteHost } from '../../http/typed-route';
import { changeBook } from './book';
import { commandBody, registerBody, registerParams } from '../../../src/ports/api/process.schema';

/** Registration (SPEC section 7): the process tree, a new affair, and cancelling a draft. */
export function registerRoutes(host: RouteHost): void {
  route(host, 'GET /api/process/register/process-tree', { auth: 'bearer', input: {} }, async () => processTree());

  route(
    host,
    'POST /api/process/register/new/:id',
    { auth: 'bearer', input: { params: registerParams, body: registerBody } },
    async ({ params, body }, ctx) => changeBook(ctx, ({ book, dir, userId, at }) => registerAffair(book, dir, userId, params.id, body, at)),
  );

  route(host, 'POST /api/process/register/cancel', { auth: 'bearer', input: { body: commandBody } }, async ({ body }, ctx) =>
    changeBook(ctx, ({ book, dir, userId, at }) => applyAction(book, dir, userId, { kind: 'cancelRegistration', body }, at)),
  );
}
