import { seedLedgerBook } from '../../src/demo/ledgers';
import { chinaToday } from '../../src/domain/filing/calendar-date';
import type { LedgerCall, LedgerChanged, LedgerServed } from '../../src/domain/ledger/ledger-call';
import { ledgerDetail, ledgerRange } from '../../src/domain/ledger/ledger-detail';
import { opinionNotices } from '../../src/domain/ledger/ledger-notices';
import { addOpinion, deleteCustom, deleteOpinion, ledgerOpinions, saveCustom } from '../../src/domain/ledger/ledger-opinions';
import { ledgerCycles, ledgerDepts, ledgerOne, ledgerPage, saveLedger, setInterest } from '../../src/domain/ledger/ledger-service';
import type { LedgerBook } from '../../src/domain/ledger/ledger-types';
import { ledgerCustomBody, ledgerIdParams, ledgerInstanceBody, ledgerPageBody, ledgerRangeBody, ledgerSaveBody, opinionBody, opinionParams, rangeParams } from '../../src/ports/api/tz.schema';
import { reportFileName, reportWorkbook, XLSX_TYPE } from '../../src/xlsx/report-workbook';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { authorizeLedgerFiles } from '../../src/domain/files/file-service';
import { fileKeyQuery } from '../../src/ports/api/files.schema';
import { fileCallOf, unwrapFiles } from '../files/file-call';
import { signedAuthorization } from '../files/signature';
import { contentDisposition } from './manual';
import { atOf, directoryOf } from './process/book';

function unwrap<T>(result: LedgerServed<T>): T {
  if (result.ok) return result.value;
  throw new HttpError(result.error.status, result.error.message);
}

/** db.ledgers, seeded with the catalogue by the first ledger call of a fresh database. */
const bookOf = (db: Db): LedgerBook => (db.ledgers ??= seedLedgerBook());

const callOf = (db: Readonly<Db>, book: LedgerBook, ctx: AuthedContext): LedgerCall => ({
  dir: directoryOf(db),
  userId: ctx.session.user.userId,
  at: atOf(ctx.server),
  book,
  filings: db.filings.filings,
});

async function read<T>(ctx: AuthedContext, serve: (call: LedgerCall) => LedgerServed<T>): Promise<T> {
  const book = ctx.server.store.db.ledgers ?? (await ctx.server.store.update((db) => bookOf(db)));
  return unwrap(serve(callOf(ctx.server.store.db, book, ctx)));
}

/** Judged and written in one synchronous step; a new opinion is then pushed to the ledger's owner. */
async function change<T>(ctx: AuthedContext, serve: (call: LedgerCall) => LedgerChanged<T>): Promise<T> {
  const { value, notices } = await ctx.server.store.update((db) => {
    const before = bookOf(db);
    const { book, value } = unwrap(serve(callOf(db, before, ctx)));
    db.ledgers = book;
    return { value, notices: opinionNotices(before, book, directoryOf(db), ctx.session.user.userId) };
  });
  for (const n of notices) ctx.server.push.notifyUser(n.userId, n.event);
  return value;
}

/** 台账 (SPEC section 7 /api/tz, apart from manual/…): thin I/O over the ledger service. */
export function tzRoutes(host: RouteHost): void {
  route(host, 'GET /api/tz/list/cycle', { auth: 'bearer', input: {} }, async (_input, ctx) => read(ctx, ledgerCycles));
  route(host, 'GET /api/tz/list/dept', { auth: 'bearer', input: {} }, async (_input, ctx) => read(ctx, ledgerDepts));
  route(host, 'GET /api/tz/list/one/:id', { auth: 'bearer', input: { params: ledgerIdParams } }, async ({ params }, ctx) => read(ctx, (call) => ledgerOne(call, params.id)));
  route(host, 'GET /api/tz/list/:id', { auth: 'bearer', input: { params: ledgerIdParams } }, async ({ params }, ctx) => read(ctx, (call) => ledgerOne(call, params.id)));
  route(host, 'POST /api/tz/list/page', { auth: 'bearer', input: { body: ledgerPageBody } }, async ({ body }, ctx) => read(ctx, (call) => ledgerPage(call, body)));
  route(host, 'PUT /api/tz/list/:id', { auth: 'bearer', input: { params: ledgerIdParams, body: ledgerSaveBody } }, async ({ params, body }, ctx) =>
    change(ctx, (call) => saveLedger(call, params.id, body)),
  );
  route(host, 'POST /api/tz/interest/:id', { auth: 'bearer', input: { params: ledgerIdParams } }, async ({ params }, ctx) => change(ctx, (call) => setInterest(call, params.id, true)));
  route(host, 'DELETE /api/tz/interest/:id', { auth: 'bearer', input: { params: ledgerIdParams } }, async ({ params }, ctx) => change(ctx, (call) => setInterest(call, params.id, false)));
  route(host, 'POST /api/tz/statistic/range/:keyTypeCode', { auth: 'bearer', input: { params: rangeParams, body: ledgerRangeBody } }, async ({ params, body }, ctx) =>
    read(ctx, (call) => ledgerRange(call, params.keyTypeCode, body)),
  );
  route(host, 'POST /api/tz/statistic', { auth: 'bearer', input: { body: ledgerInstanceBody } }, async ({ body }, ctx) => read(ctx, (call) => ledgerDetail(call, body)));
  route(host, 'POST /api/tz/custom', { auth: 'bearer', input: { body: ledgerCustomBody } }, async ({ body }, ctx) => change(ctx, (call) => saveCustom(call, body)));
  route(host, 'DELETE /api/tz/custom/:id', { auth: 'bearer', input: { params: ledgerIdParams } }, async ({ params }, ctx) => change(ctx, (call) => deleteCustom(call, params.id)));
  route(host, 'GET /api/tz/opinion/:ledgerId/:instanceKey', { auth: 'bearer', input: { params: opinionParams } }, async ({ params }, ctx) =>
    read(ctx, (call) => ledgerOpinions(call, params.ledgerId, params.instanceKey)),
  );
  route(host, 'POST /api/tz/opinion/:ledgerId/:instanceKey', { auth: 'bearer', input: { params: opinionParams, body: opinionBody } }, async ({ params, body }, ctx) =>
    change(ctx, (call) => addOpinion(call, params.ledgerId, params.instanceKey, body)),
  );
  route(host, 'DELETE /api/tz/opinion/:id', { auth: 'bearer', input: { params: ledgerIdParams } }, async ({ params }, ctx) => change(ctx, (call) => deleteOpinion(call, params.id)));
  route(host, 'GET /api/tz/author/file/signature', { auth: 'bearer', input: { query: fileKeyQuery } }, async ({ query }, ctx) =>
    signedAuthorization(ctx.server, unwrapFiles(authorizeLedgerFiles(fileCallOf(ctx), query.keyNumGather))),
  );
  rawRoute(host, 'POST /api/tz/info/export', { auth: 'bearer', input: { body: ledgerInstanceBody } }, async ({ body }, ctx) => {
    const detail = await read(ctx, (call) => ledgerDetail(call, body));
    const bytes = await reportWorkbook(detail.table);
    const name = reportFileName(detail.table, chinaToday(ctx.server.now()) ?? '');
    ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', name, `ledger-${detail.ledger.id}-${detail.instanceKey}.xlsx`));
    ctx.res.setHeader('Cache-Control', 'no-store');
    // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
    ctx.res.type(XLSX_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
