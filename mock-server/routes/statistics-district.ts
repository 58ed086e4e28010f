import { chinaToday } from '../../src/domain/filing/calendar-date';
import { areaMakeUp, districtStatistics } from '../../src/domain/statistics/district-stats';
import { districtReportTable } from '../../src/domain/statistics/district-table';
import { districtExportQuery, districtQuery, districtQueryOf } from '../../src/ports/api/district-statistics.schema';
import { reportFileName, reportWorkbook, XLSX_TYPE } from '../../src/xlsx/report-workbook';
import { rawRoute, route, type RouteHost } from '../http/typed-route';
import { readFilings } from './filing/book';
import { contentDisposition } from './manual';

/** 区域统计: thin I/O over the domain's district statistics and its ReportTable. */
export function districtStatisticsRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/statistical/district', { auth: 'bearer', input: { query: districtQuery } }, async ({ query }, ctx) =>
    readFilings(ctx, (call) => districtStatistics(call, districtQueryOf(query))),
  );

  route(host, 'GET /api/op/area/', { auth: 'bearer', input: { query: districtQuery } }, async ({ query }, ctx) =>
    readFilings(ctx, (call) => areaMakeUp(call, districtQueryOf(query))),
  );

  rawRoute(host, 'GET /api/op/statistical/district/export', { auth: 'bearer', input: { query: districtExportQuery } }, async ({ query }, ctx) => {
    const answer = readFilings(ctx, (call) => districtStatistics(call, districtQueryOf(query)));
    const table = districtReportTable(answer, query.unit);
    const bytes = await reportWorkbook(table);
    const name = reportFileName(table, chinaToday(ctx.server.now()) ?? '');
    ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', name, `district-${answer.division.code}.xlsx`));
    ctx.res.setHeader('Cache-Control', 'no-store');
    // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
    ctx.res.type(XLSX_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
