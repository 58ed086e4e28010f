import { chinaToday } from '../../src/domain/filing/calendar-date';
import { collectiveHeadOf, collectiveReport, collectiveRows } from '../../src/domain/statistics/collective-land';
import { farmlandChange, farmlandReportTable } from '../../src/domain/statistics/farmland-change';
import type { ReportTable } from '../../src/domain/statistics/report-table';
import { collectiveBody, collectiveQuery, collectiveQueryOf, farmlandBody, farmlandDivisionQuery, farmlandQueryOf } from '../../src/ports/api/land-statistics.schema';
import { reportFileName, reportWorkbook, XLSX_TYPE } from '../../src/xlsx/report-workbook';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { readFilings } from './filing/book';
import { contentDisposition } from './manual';

async function sendTable(ctx: AuthedContext, table: ReportTable, fallback: string): Promise<void> {
  const bytes = await reportWorkbook(table);
  const today = chinaToday(ctx.server.now()) ?? '';
  ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', reportFileName(table, today), `${fallback}-${today.replaceAll('-', '')}.xlsx`));
  ctx.res.setHeader('Cache-Control', 'no-store');
  // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
  ctx.res.type(XLSX_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** 集体土地统计 and 耕地变化统计: thin I/O over the domain's statistics. */
export function landStatisticsRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/statistical/areajitihead', { auth: 'bearer', input: { query: collectiveQuery } }, async ({ query }, ctx) =>
    readFilings(ctx, (call) => collectiveHeadOf(call, collectiveQueryOf(query))),
  );

  route(host, 'GET /api/op/statistical/areajiti', { auth: 'bearer', input: { query: collectiveQuery } }, async ({ query }, ctx) =>
    readFilings(ctx, (call) => collectiveRows(call, collectiveQueryOf(query))),
  );

  rawRoute(host, 'POST /api/op/export/collectiveArea', { auth: 'bearer', input: { body: collectiveBody } }, async ({ body }, ctx) => {
    const table = readFilings(ctx, (call) => collectiveReport(call, collectiveQueryOf(body)));
    await sendTable(ctx, table, 'collective-land');
  });

  route(host, 'POST /api/op/statistical/getFarmlandChange', { auth: 'bearer', input: { query: farmlandDivisionQuery, body: farmlandBody } }, async ({ query, body }, ctx) =>
    readFilings(ctx, (call) => farmlandChange(call, farmlandQueryOf(query, body))),
  );

  rawRoute(
    host,
    'POST /api/op/statistical/exportFarmlandChange',
    { auth: 'bearer', input: { query: farmlandDivisionQuery, body: farmlandBody } },
    async ({ query, body }, ctx) => {
      const answer = readFilings(ctx, (call) => farmlandChange(call, farmlandQueryOf(query, body)));
      await sendTable(ctx, farmlandReportTable(answer), 'farmland-change');
    },
  );
}
