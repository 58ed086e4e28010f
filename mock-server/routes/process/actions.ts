import { applyAction } from '../../../src/domain/affair/service/actions';
import { caseHandoffNotices } from '../../../src/domain/case/case-notices';
import { postSendCheck } from '../../../src/domain/document/post-send-check';
import { EMPTY_POST_BOOK } from '../../../src/domain/document/post-service';
import type { ActionRequest, SimpleAction } from '../../../src/domain/affair/service/types';
import { HttpError } from '../../http/errors';
import { route, type AuthedContext, type RouteHost } from '../../http/typed-route';
import { atOf, directoryOf, unwrap } from './book';
import { commandBody, completeBody, idParams, opinionBody, transferBody, turnBackBody } from '../../../src/ports/api/process.schema';

/** Said when the path and the body name two different affairs: neither can be trusted. */
const KEY_MISMATCH = '请求路径与请求体中的事务编号不一致';

/**
 * One engine call, computed and stored in one synchronous step (a stale version gets the
 * service's 409); a case handed on is then pushed to its new handlers as an op event.
 */
async function act(ctx: AuthedContext, request: ActionRequest) {
  const at = atOf(ctx.server);
  const userId = ctx.session.user.userId;
  const { value, notices } = await ctx.server.store.update((db) => {
    const dir = directoryOf(db);
    const before = db.affairs;
    const { book, value } = unwrap(applyAction(before, dir, userId, request, at, [postSendCheck(db.posts ?? EMPTY_POST_BOOK)]));
    db.affairs = book;
    return { value, notices: caseHandoffNotices(db.cases.cases, before, book, dir, userId, at) };
  });
  for (const n of notices) ctx.server.push.notifyUser(n.userId, n.event);
  return value;
}

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
