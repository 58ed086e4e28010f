import { receiptDetail, receiptPage, receiptSheetOf, registerReceipt, splitChoices, splitReceipt, type ReceiptCall } from '../../src/domain/document/receipt-service';
import type { Result } from '../../src/domain/shared/result';
import { receiptIdQuery, receiptListQuery, receiptRegisterBody, receiptSplitBody } from '../../src/ports/api/document.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { formatTimestamp } from '../../src/domain/format/date';
import { receiptSheetFileName } from '../../src/domain/document/receipt-print';
import { PrintFontMissingError } from '../../src/print/print-font';
import { renderReceiptPdf } from '../../src/print/receipt-pdf';
import { findPrintFont } from '../print/fonts';
import { contentDisposition } from './manual';
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

  rawRoute(host, 'GET /api/op/document/receive/print', { auth: 'bearer', input: { query: receiptIdQuery } }, async ({ query }, ctx) => {
    const sheet = unwrap(receiptSheetOf(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id, formatTimestamp(ctx.server.now()).slice(0, 16)));
    let bytes: Uint8Array;
    try {
      bytes = await renderReceiptPdf(sheet, findPrintFont());
    } catch (error) {
      // A machine without a CJK font cannot print Chinese: say so instead of failing with a 500.
      if (error instanceof PrintFontMissingError) throw new HttpError(503, error.message);
      throw error;
    }
    ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', receiptSheetFileName(sheet.id), `receipt-${sheet.id}.pdf`));
    ctx.res.setHeader('Cache-Control', 'no-store');
    // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
    ctx.res.type('application/pdf').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
