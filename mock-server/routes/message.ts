import { seedMessageBook } from '../../src/demo/messages';
import { hideMessage, messagePage, openMessage, sendMessage, type MessageCall, type MessageServed } from '../../src/domain/message/message-service';
import type { MessageBook } from '../../src/domain/message/message-types';
import { messageIdBody, messageListQuery, messageSendBody } from '../../src/ports/api/message.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';

function unwrapMessage<T>(result: MessageServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

/** The stored messages, or the seed's until the first change (a db.json written before messages existed has none). */
export const messageBookOf = (db: Readonly<Db>): MessageBook => db.messages ?? seedMessageBook();

const callOf = (db: Readonly<Db>, ctx: AuthedContext, at: string): MessageCall => ({ dir: directoryOf(db), userId: ctx.session.user.userId, at, messages: messageBookOf(db) });

/** 秘书: thin I/O over the message service. */
export function messageRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/message/list', { auth: 'bearer', input: { query: messageListQuery } }, async ({ query }, ctx) =>
    unwrapMessage(messagePage(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query)),
  );

  // Judged and written in one synchronous step, as every change is.
  route(host, 'POST /api/op/message/open', { auth: 'bearer', input: { body: messageIdBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { messages, value } = unwrapMessage(openMessage(callOf(db, ctx, at), body.id));
      db.messages = messages;
      return value;
    });
  });

  route(host, 'POST /api/op/message/send', { auth: 'bearer', input: { body: messageSendBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    const sent = await ctx.server.store.update((db) => {
      const { messages, value } = unwrapMessage(sendMessage(callOf(db, ctx, at), body));
      db.messages = messages;
      return value;
    });
    // The recipients' open pages count their 收件箱 badge again.
    for (const r of sent.recipients) ctx.server.push.notifyUser(r.userId, { type: 'counts-changed', time: at });
    return sent;
  });

  route(host, 'POST /api/op/message/delete', { auth: 'bearer', input: { body: messageIdBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { messages, value } = unwrapMessage(hideMessage(callOf(db, ctx, at), body.id));
      db.messages = messages;
      return value;
    });
  });
}
