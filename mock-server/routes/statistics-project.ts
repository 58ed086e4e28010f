import type { Response } from 'express';
import type { FilingCall, FilingServed } from '../../src/domain/filing/service/types';
import { projectReportTable } from '../../src/domain/statistics/project-report-table';
import { projectExport, projectStatistics } from '../../src/domain/statistics/project-stats';
import type { ReportTable } from '../../src/domain/statistics/report-table';
import { timeoutReportTable } from '../../src/domain/statistics/timeout-report-table';
import { todayOf } from '../../src/domain/statistics/timeout-rule';
import { timeoutNumbers, timeoutRecords } from '../../src/domain/statistics/timeout-stats';
import { present, projectExportQuery, projectQuery, timeoutBody, timeoutRecordsBody } from '../../src/ports/api/project-statistics.schema';
import { reportFileName, reportWorkbook, XLSX_TYPE } from '../../src/xlsx/report-workbook';
import { HttpError } from '../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { contentDisposition } from './manual';
import { atOf, directoryOf } from './process/book';

function served<T>(ctx: AuthedContext, query: (call: FilingCall) => FilingServed<T>): T {
  const db = ctx.server.store.db;
  const answer = query({ book: db.filings, dir: directoryOf(db), userId: ctx.session.user.userId, at: atOf(ctx.server) });
  if (!answer.ok) throw new HttpError(answer.error.status, answer.error.message);
  return answer.value;
}

async function sendTable(res: Response, table: ReportTable, at: string, fallback: string): Promise<void> {
  const bytes = await reportWorkbook(table);
  res.setHeader('Content-Disposition', contentDisposition('attachment', reportFileName(table, todayOf(at)), fallback));
  res.setHeader('Cache-Control', 'no-store');
  // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
  res.type(XLSX_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** 项目统计 and 超时统计 (SPEC section 7): thin I/O over the statistics domain. */
export function projectStatisticsRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/statistical/project', { auth: 'bearer', input: { query: projectQuery } }, async ({ query }, ctx) =>
    served(ctx, (call) => projectStatistics(call, present(query))),
  );

  rawRoute(host, 'GET /api/op/statistical/project/export', { auth: 'bearer', input: { query: projectExportQuery } }, async ({ query }, ctx) => {
    const { unit = 'ha', ...filter } = present(query);
    const answer = served(ctx, (call) => projectExport(call, filter));
    await sendTable(ctx.res, projectReportTable(answer.rows, unit, answer.scope), atOf(ctx.server), 'project-statistics.xlsx');
  });

  route(host, 'POST /api/op/statistical/getTimeoutNumber', { auth: 'bearer', input: { body: timeoutBody } }, async ({ body }, ctx) =>
    served(ctx, (call) => timeoutNumbers(call, present(body))),
  );

  rawRoute(host, 'POST /api/op/statistical/exportTimeout', { auth: 'bearer', input: { body: timeoutBody } }, async ({ body }, ctx) => {
    const answer = served(ctx, (call) => timeoutNumbers(call, present(body)));
    await sendTable(ctx.res, timeoutReportTable(answer), atOf(ctx.server), 'timeout-statistics.xlsx');
  });

  route(host, 'POST /api/op/statistical/timeoutRecords', { auth: 'bearer', input: { body: timeoutRecordsBody } }, async ({ body }, ctx) =>
    served(ctx, (call) => timeoutRecords(call, present(body))),
  );
}
