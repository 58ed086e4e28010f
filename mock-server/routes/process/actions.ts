import { applyAction } from '../../../src/domain/affair/service/actions';
import { postSendCheck } from '../../../src/domain/document/post-send-check';
import { EMPTY_POST_BOOK } from '../../../src/domain/document/post-service';
import type { ActionRequest, SimpleAction } from '../../../src/domain/affair/service/types';
import { HttpError } from '../../http/errors';
import { route, type AuthedContext, type RouteHost } from '../../http/typed-route';
import { changeBook } from './book';
import { commandBody, completeBody, idParams, opinionBody, transferBody, turnBackBody } from '../../../src/ports/api/process.schema';

/** Said when the path and the body name two different affairs: neither can be trusted. */
const KEY_MISMATCH = '请求路径与请求体中的事务编号不一致';

const act = (ctx: AuthedContext, request: ActionRequest) =>
  changeBook(ctx, ({ book, dir, userId, at }) => applyAction(book, dir, userId, request, at, [postSendCheck(ctx.server.store.db.posts ?? EMPTY_POST_BOOK)]));

/** Every action on an affair: one engine call each, applied atomically against the version the user saw. */
export function actionRoutes(host: RouteHost): void {
  route(host, 'POST /api/process/handle/manual/complete', { auth: 'bearer', input: { body: completeBody } }, async ({ body }, ctx) =>
    act(ctx, { kind: 'complete', body }),
  );
  route(host, 'POST /api/process/handle/turn-back', { auth: 'bearer', input: { body: turnBackBody } }, async ({ body }, ctx) =>
    act(ctx, { kind: 'turnBack', body }),
  );
  route(
    host,
    'POST /api/process/handle/transfer/:id',
    { auth: 'bearer', input: { params: idParams, body: transferBody } },
    async ({ params, body }, ctx) => {
      if (params.id !== body.keyDigNumGather) throw new HttpError(400, KEY_MISMATCH);
      return act(ctx, { kind: 'transfer', body });
    },
  );

  const simple = (kind: SimpleAction, key: SimpleActionKey): void =>
    route(host, key, { auth: 'bearer', input: { body: commandBody } }, async ({ body }, ctx) => act(ctx, { kind, body }));
  simple('getBack', 'POST /api/process/handle/get-back');
  simple('obsolete', 'POST /api/process/handle/obsolete');
  simple('restore', 'POST /api/process/handle/restore');
  simple('suspend', 'POST /api/process/handle/suspend');
  simple('cancelSuspend', 'POST /api/process/handle/suspend/cancel');

  route(host, 'POST /api/process/opinion/sendWorkOpinion', { auth: 'bearer', input: { body: opinionBody } }, async ({ body }, ctx) =>
    act(ctx, { kind: 'opinion', body }),
  );
}

type SimpleActionKey =
  | 'POST /api/process/handle/get-back'
  | 'POST /api/process/handle/obsolete'
  | 'POST /api/process/handle/restore'
  | 'POST /api/process/handle/suspend'
  | 'POST /api/process/handle/suspend/cancel';
