import { seedManualBook } from '../../src/demo/ledger-manual';
import type { ManualBook } from '../../src/domain/ledger/ledger-form-types';
import type { ManualCall, ManualChanged, ManualServed } from '../../src/domain/ledger/ledger-manual-call';
import { deleteRow, designOf, fieldsOf, rowPage, saveDesign, saveRow } from '../../src/domain/ledger/ledger-manual';
import { exportTable, importRows, templateOf } from '../../src/domain/ledger/ledger-manual-excel';
import { chinaToday } from '../../src/domain/filing/calendar-date';
import { uploadsOf } from '../../src/ports/api/input-schema';
import { deleteParams, designBody, designParams, exportBody, formIdParams, instanceQuery, rowPageBody, rowPageQuery, rowSaveBody } from '../../src/ports/api/tz-manual.schema';
import { ledgerTemplateWorkbook, templateFileName } from '../../src/xlsx/ledger-excel-template';
import { reportFileName, reportWorkbook, XLSX_TYPE } from '../../src/xlsx/report-workbook';
import { worksheetTable } from '../../src/xlsx/worksheet-table';
import type { ServerContext } from '../context';
import type { Db } from '../db-types';
import { fileUpload, uploadedPart } from '../files/file-upload';
import { HttpError } from '../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { contentDisposition } from './manual';
import { atOf, directoryOf } from './process/book';

function unwrap<T>(result: ManualServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

/** db.ledgerManual, seeded around the server's clock by the first manual ledger call of a fresh database. */
function bookOf(db: Db, server: ServerContext): ManualBook {
  db.ledgerManual ??= seedManualBook(directoryOf(db), server.now());
  return db.ledgerManual;
}

const callOf = (db: Readonly<Db>, book: ManualBook, ctx: AuthedContext): ManualCall => ({ dir: directoryOf(db), userId: ctx.session.user.userId, at: atOf(ctx.server), book });

async function read<T>(ctx: AuthedContext, serve: (call: ManualCall) => ManualServed<T>): Promise<T> {
  const book = ctx.server.store.db.ledgerManual ?? (await ctx.server.store.update((db) => bookOf(db, ctx.server)));
  return unwrap(serve(callOf(ctx.server.store.db, book, ctx)));
}

/** Judged and written in one synchronous step, so of two saves at one version the second meets the first. */
function change<T>(ctx: AuthedContext, serve: (call: ManualCall) => ManualChanged<T>): Promise<T> {
  return ctx.server.store.update((db) => {
    const { book, value } = unwrap(serve(callOf(db, bookOf(db, ctx.server), ctx)));
    db.ledgerManual = book;
    return value;
  });
}

function sendXlsx(ctx: AuthedContext, bytes: Uint8Array, name: string, fallback: string): void {
  ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', name, fallback));
  ctx.res.setHeader('Cache-Control', 'no-store');
  // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
  ctx.res.type(XLSX_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** 手工台账: thin I/O over the manual ledger service. The fixed paths come before POST /manual/:id, which would take them. */
export function tzManualRoutes(host: RouteHost): void {
  route(host, 'POST /api/tz/manual/data', { auth: 'bearer', input: { body: rowSaveBody } }, ({ body }, ctx) => change(ctx, (call) => saveRow(call, body)));
  rawRoute(host, 'POST /api/tz/manual/excel', { auth: 'bearer', input: { body: exportBody } }, async ({ body }, ctx) => {
    const table = await read(ctx, (call) => exportTable(call, body.formId, body.keyword));
    sendXlsx(ctx, await reportWorkbook(table), reportFileName(table, chinaToday(ctx.server.now()) ?? ''), 'ledger.xlsx');
  });
  rawRoute(host, 'POST /api/tz/manual/template/:formId', { auth: 'bearer', input: { params: formIdParams } }, async ({ params }, ctx) => {
    const template = await read(ctx, (call) => templateOf(call, params.formId));
    sendXlsx(ctx, await ledgerTemplateWorkbook(template), templateFileName(template), 'template.xlsx');
  });
  route(
    host,
    'POST /api/tz/manual/excel/data/:formId',
    // Authentication runs before multer, so anonymous uploads are never parsed.
    { auth: 'bearer', before: [fileUpload], input: { params: formIdParams, files: uploadsOf({ file: uploadedPart }) } },
    async ({ params, files }, ctx) => {
      const table = await worksheetTable(new Uint8Array(await files.file.arrayBuffer()));
      return change(ctx, (call) => importRows(call, params.formId, table));
    },
  );
  route(host, 'GET /api/tz/manual/designer/:formId', { auth: 'bearer', input: { params: formIdParams } }, ({ params }, ctx) => read(ctx, (call) => designOf(call, params.formId)));
  route(host, 'GET /api/tz/manual/field/:formId', { auth: 'bearer', input: { params: formIdParams } }, async ({ params }, ctx) => [...(await read(ctx, (call) => fieldsOf(call, params.formId)))]);
  route(host, 'POST /api/tz/manual', { auth: 'bearer', input: { query: rowPageQuery, body: rowPageBody } }, ({ query, body }, ctx) => read(ctx, (call) => rowPage(call, { ...query, ...body })));
  route(host, 'DELETE /api/tz/manual/:keyTypeCode/:formId', { auth: 'bearer', input: { params: deleteParams, query: instanceQuery } }, ({ params, query }, ctx) =>
    change(ctx, (call) => deleteRow(call, params.keyTypeCode, params.formId, query.instanceId)),
  );
  route(host, 'POST /api/tz/manual/:id', { auth: 'bearer', input: { params: designParams, body: designBody } }, ({ params, body }, ctx) => change(ctx, (call) => saveDesign(call, params.id, body)));
}
