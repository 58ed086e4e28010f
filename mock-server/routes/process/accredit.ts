import { accreditUsers, delegationsOf } from '../../../src/domain/affair/service/detail';
import { applyAction } from '../../../src/domain/affair/service/actions';
import { route, type RouteHost } from '../../http/typed-route';
import { changeBook, readBook } from './book';
import { accreditAnswerBody, accreditApplyBody, idParams, keyQuery } from '../../../src/ports/api/process.schema';

/** 授权 (SPEC section 7): whom the holder may delegate to, the delegation itself and the delegate's answer. */
export function accreditRoutes(host: RouteHost): void {
  // Registered before /accredit/:id so that "users" is never read as an affair key.
  route(host, 'GET /api/process/handle/accredit/users', { auth: 'bearer', input: { query: keyQuery } }, async ({ query }, ctx) =>
    readBook(ctx, ({ book, dir, userId }) => accreditUsers(book, dir, userId, query.keyDigNumGather)),
  );
  route(host, 'POST /api/process/handle/accredit/apply', { auth: 'bearer', input: { body: accreditApplyBody } }, async ({ body }, ctx) =>
    changeBook(ctx, ({ book, dir, userId, at }) => applyAction(book, dir, userId, { kind: 'accreditApply', body }, at)),
  );
  route(host, 'GET /api/process/handle/accredit/:id', { auth: 'bearer', input: { params: idParams } }, async ({ params }, ctx) =>
    readBook(ctx, ({ book, dir, userId }) => delegationsOf(book, dir, userId, params.id)),
  );
  route(host, 'POST /api/process/handle/accredit/answer', { auth: 'bearer', input: { body: accreditAnswerBody } }, async ({ body }, ctx) =>
    changeBook(ctx, ({ book, dir, userId, at }) => applyAction(book, dir, userId, { kind: 'accreditAnswer', body }, at)),
  );
}
