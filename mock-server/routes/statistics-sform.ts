import { chinaToday } from '../../src/domain/filing/calendar-date';
import { REPORT_FORM_IDS, type ReportFormId } from '../../src/domain/statistics/report-form';
import { REPORT_FORMS } from '../../src/domain/statistics/report-form-definitions';
import { readReportForm, saveReportForm, type ReportFormCall, type ReportFormServed } from '../../src/domain/statistics/report-form-service';
import { REPORT_FORM_ENDPOINTS } from '../../src/ports/api/report-form.endpoints';
import { reportFormQuery, reportFormSaveBody } from '../../src/ports/api/report-form.schema';
import { reportFileName, reportWorkbook, XLSX_TYPE } from '../../src/xlsx/report-workbook';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { contentDisposition } from './manual';
import { atOf, directoryOf } from './process/book';

function unwrapForm<T>(result: ReportFormServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

const callOf = (db: Readonly<Db>, form: ReportFormId, ctx: AuthedContext, at: string): ReportFormCall => ({
  book: db.filings,
  dir: directoryOf(db),
  userId: ctx.session.user.userId,
  at,
  entries: db.reportForms[form],
});

function formRoutes(host: RouteHost, form: ReportFormId): void {
  const def = REPORT_FORMS[form];
  const keys = REPORT_FORM_ENDPOINTS[form];

  route(host, keys.get, { auth: 'bearer', input: { query: reportFormQuery(form) } }, async ({ query }, ctx) =>
    unwrapForm(readReportForm(callOf(ctx.server.store.db, form, ctx, atOf(ctx.server)), def, query)),
  );

  // Judged and written in one synchronous step: of two saves with the same version, the second meets the first's.
  route(host, keys.save, { auth: 'bearer', input: { body: reportFormSaveBody(form) } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { entries, value } = unwrapForm(saveReportForm(callOf(db, form, ctx, at), def, body));
      db.reportForms = { ...db.reportForms, [form]: entries };
      return value;
    });
  });

  rawRoute(host, keys.export, { auth: 'bearer', input: { query: reportFormQuery(form) } }, async ({ query }, ctx) => {
    const at = atOf(ctx.server);
    const { table } = unwrapForm(readReportForm(callOf(ctx.server.store.db, form, ctx, at), def, query));
    const bytes = await reportWorkbook(table);
    const name = reportFileName(table, chinaToday(Date.parse(at)) ?? at.slice(0, 10));
    ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', name, `${form}-${query.period}.xlsx`));
    ctx.res.setHeader('Cache-Control', 'no-store');
    ctx.res.type(XLSX_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}

/** 农房建设统计 and 乡村建设规划许可 (SPEC section 7): thin I/O over the forms' domain service. */
export function statisticsFormRoutes(host: RouteHost): void {
  for (const form of REPORT_FORM_IDS) formRoutes(host, form);
}
