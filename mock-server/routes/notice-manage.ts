import { noticeReceipts, remindTargets } from '../../src/domain/notice/notice-receipts';
import type { NoticeFailure } from '../../src/domain/notice/notice-rules';
import type { NoticeBoard, NoticeDraft } from '../../src/domain/notice/notice-types';
import {
  createNotice,
  manageList,
  manageNotice,
  pinNotice,
  publishNotice,
  removeNotice,
  updateNotice,
  withdrawNotice,
  type NoticeChange,
  type NoticeDesk,
} from '../../src/domain/notice/notice-writing';
import type { Result } from '../../src/domain/shared/result';
import { noticeIdParams, noticeInputBody, noticeManageListBody, noticePinBody, noticeUpdateBody, noticeVersionBody } from '../../src/ports/api/notice.schema';
import type { Db } from '../db-types';
import type { AuthedContext } from '../http/typed-route';
import { route, type RouteHost } from '../http/typed-route';
import { directoryOf } from './process/book';
import { noticeBoardOf, noticeDeskOf, noticeError, noticeUserIn } from './notice';

type Changer = (board: NoticeBoard, user: ReturnType<typeof noticeUserIn>, desk: NoticeDesk) => NoticeChange;

/** Runs a change of the rules on the stored board and stores its answer (records are replaced, never edited). */
function changed({ server, session }: AuthedContext, apply: Changer): Promise<NoticeDraft> {
  return server.store.update((db) => {
    const result = apply(noticeBoardOf(db), noticeUserIn(db, session.user), noticeDeskOf(db, server));
    if (!result.ok) throw noticeError(result.error);
    db.notices = result.value.board;
    return result.value.draft;
  });
}

function read<T>(result: Result<T, NoticeFailure>): T {
  if (!result.ok) throw noticeError(result.error);
  return result.value;
}

const userOf = (db: Readonly<Db>, ctx: AuthedContext) => noticeUserIn(db, ctx.session.user);

/** 发布管理: writing, publishing, withdrawing, pinning and deleting notices, read receipts and reminders. */
export function noticeManageRoutes(host: RouteHost): void {
  route(host, 'POST /api/notice/manage/list', { auth: 'bearer', input: { body: noticeManageListBody } }, async ({ body }, ctx) => {
    const db = ctx.server.store.db;
    return read(manageList(noticeBoardOf(db), userOf(db, ctx), body, directoryOf(db)));
  });

  route(host, 'GET /api/notice/manage/:id', { auth: 'bearer', input: { params: noticeIdParams } }, async ({ params }, ctx) => {
    const db = ctx.server.store.db;
    return read(manageNotice(noticeBoardOf(db), userOf(db, ctx), params.id, directoryOf(db)));
  });

  route(host, 'POST /api/notice/manage', { auth: 'bearer', input: { body: noticeInputBody } }, async ({ body }, ctx) =>
    changed(ctx, (board, user, desk) => createNotice(board, user, body, desk)),
  );

  route(host, 'PUT /api/notice/manage/:id', { auth: 'bearer', input: { params: noticeIdParams, body: noticeUpdateBody } }, async ({ params, body }, ctx) => {
    const { version, ...input } = body;
    return changed(ctx, (board, user, desk) => updateNotice(board, user, params.id, input, version, desk));
  });

  route(host, 'POST /api/notice/manage/:id/publish', { auth: 'bearer', input: { params: noticeIdParams, body: noticeVersionBody } }, async ({ params, body }, ctx) =>
    changed(ctx, (board, user, desk) => publishNotice(board, user, params.id, body.version, desk)),
  );

  route(host, 'POST /api/notice/manage/:id/withdraw', { auth: 'bearer', input: { params: noticeIdParams, body: noticeVersionBody } }, async ({ params, body }, ctx) =>
    changed(ctx, (board, user, desk) => withdrawNotice(board, user, params.id, body.version, desk)),
  );

  route(host, 'POST /api/notice/manage/:id/pin', { auth: 'bearer', input: { params: noticeIdParams, body: noticePinBody } }, async ({ params, body }, ctx) =>
    changed(ctx, (board, user, desk) => pinNotice(board, user, params.id, body.pinned, body.version, desk)),
  );

  route(host, 'DELETE /api/notice/manage/:id', { auth: 'bearer', input: { params: noticeIdParams, body: noticeVersionBody } }, async ({ params, body }, ctx) =>
    ctx.server.store.update((db) => {
      db.notices = read(removeNotice(noticeBoardOf(db), userOf(db, ctx), params.id, body.version));
      return null;
    }),
  );

  route(host, 'GET /api/notice/manage/:id/receipts', { auth: 'bearer', input: { params: noticeIdParams } }, async ({ params }, ctx) => {
    const db = ctx.server.store.db;
    return read(noticeReceipts(noticeBoardOf(db), userOf(db, ctx), params.id, directoryOf(db)));
  });

  route(host, 'POST /api/notice/manage/:id/remind', { auth: 'bearer', input: { params: noticeIdParams } }, async ({ params }, ctx) => {
    const db = ctx.server.store.db;
    const { notice, userIds } = read(remindTargets(noticeBoardOf(db), userOf(db, ctx), params.id, directoryOf(db)));
    for (const userId of userIds) ctx.server.push.notifyUser(userId, { type: 'notice-remind', noticeId: notice.id, title: notice.title, publisherUnit: notice.publisherUnit });
    return userIds.length;
  });
}
