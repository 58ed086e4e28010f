import { receiptDetail, receiptPage, registerReceipt, splitChoices, splitReceipt, type ReceiptCall } from '../../src/domain/document/receipt-service';
import type { Result } from '../../src/domain/shared/result';
import { receiptIdQuery, receiptListQuery, receiptRegisterBody, receiptSplitBody } from '../../src/ports/api/document.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';

function unwrap<T>(result: Result<T, { readonly status: number; readonly message: string }>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

const callOf = (db: Readonly<Db>, ctx: AuthedContext, at: string): ReceiptCall => ({
  dir: directoryOf(db),
  userId: ctx.session.user.userId,
  at,
  receipts: db.receipts ?? { receipts: [], sequence: 0 },
  affairs: db.affairs,
});

/** 公文 (收文): thin I/O over the receipt service. */
export function documentRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/document/receive/list', { auth: 'bearer', input: { query: receiptListQuery } }, async ({ query }, ctx) =>
    unwrap(receiptPage(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query)),
  );

  route(host, 'GET /api/op/document/receive/details', { auth: 'bearer', input: { query: receiptIdQuery } }, async ({ query }, ctx) =>
    unwrap(receiptDetail(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id)),
  );

  route(host, 'GET /api/op/document/receive/departments', { auth: 'bearer', input: {} }, async (_input, ctx) => unwrap(splitChoices(callOf(ctx.server.store.db, ctx, atOf(ctx.server)))));

  // Judged and written in one synchronous step: of two registrations at once, each gets its own number.
  route(host, 'POST /api/op/document/receive/register', { auth: 'bearer', input: { body: receiptRegisterBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { receipts, value } = unwrap(registerReceipt(callOf(db, ctx, at), body));
      db.receipts = receipts;
      return value;
    });
  });

  route(host, 'POST /api/op/document/receive/split', { auth: 'bearer', input: { body: receiptSplitBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { receipts, affairs, value } = unwrap(splitReceipt(callOf(db, ctx, at), body.id, body.version, body.departments));
      db.receipts = receipts;
      db.affairs = affairs;
      return value;
    });
  });
}
