import { chinaToday } from '../../src/domain/filing/calendar-date';
import type { LandDetail } from '../../src/domain/temporary-land/land-types';
import type { LandCall } from '../../src/domain/temporary-land/service/land-access';
import type { LandChanged } from '../../src/domain/temporary-land/service/land-acceptance';
import { decideLandAcceptance, registerAcceptance } from '../../src/domain/temporary-land/service/land-acceptance';
import { landDetail } from '../../src/domain/temporary-land/service/land-detail';
import { landsTable } from '../../src/domain/temporary-land/service/land-export';
import { landList } from '../../src/domain/temporary-land/service/land-list';
import type { FilingServed } from '../../src/domain/filing/service/types';
import { decideBody, landDetailQuery, landExportQuery, landFiltersOf, landListQuery, landQueryOf, registerBody } from '../../src/ports/api/temporary-land.schema';
import { reportFileName, reportWorkbook, XLSX_TYPE } from '../../src/xlsx/report-workbook';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';
import { unwrapFiling } from './filing/book';
import { contentDisposition } from './manual';

function callOf(ctx: AuthedContext): LandCall {
  const db = ctx.server.store.db;
  return { filings: db.filings, lands: db.temporaryLands, dir: directoryOf(db), userId: ctx.session.user.userId, at: atOf(ctx.server) };
}

const read = <T>(ctx: AuthedContext, query: (call: LandCall) => FilingServed<T>): T => unwrapFiling(query(callOf(ctx)));

/** An acceptance step judged on the data as it is now and stored in the same synchronous step. */
function change(ctx: AuthedContext, compute: (call: LandCall) => LandChanged): Promise<LandDetail> {
  return ctx.server.store.update((db) => {
    const { lands, value } = unwrapFiling(compute({ filings: db.filings, lands: db.temporaryLands, dir: directoryOf(db), userId: ctx.session.user.userId, at: atOf(ctx.server) }));
    db.temporaryLands = lands;
    return value;
  });
}

/** 临时用地: thin I/O over the domain's temporary land services. */
export function temporaryLandRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/temporaryLand/list', { auth: 'bearer', input: { query: landListQuery } }, async ({ query }, ctx) => read(ctx, (call) => landList(call, landQueryOf(query))));

  route(host, 'GET /api/op/temporaryLand/details', { auth: 'bearer', input: { query: landDetailQuery } }, async ({ query }, ctx) => read(ctx, (call) => landDetail(call, query.id)));

  route(host, 'POST /api/op/temporaryLand/acceptance/register', { auth: 'bearer', input: { body: registerBody } }, ({ body }, ctx) => change(ctx, (call) => registerAcceptance(call, body)));

  route(host, 'POST /api/op/temporaryLand/acceptance/decide', { auth: 'bearer', input: { body: decideBody } }, ({ body }, ctx) => change(ctx, (call) => decideLandAcceptance(call, body)));

  rawRoute(host, 'GET /api/op/temporaryLand/export', { auth: 'bearer', input: { query: landExportQuery } }, async ({ query }, ctx) => {
    const table = read(ctx, (call) => landsTable(call, landFiltersOf(query)));
    const bytes = await reportWorkbook(table);
    const name = reportFileName(table, chinaToday(ctx.server.now()) ?? '');
    ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', name, 'temporary-land.xlsx'));
    ctx.res.setHeader('Cache-Control', 'no-store');
    // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
    ctx.res.type(XLSX_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
