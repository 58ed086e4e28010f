import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { surveyOutlineOf } from '../../src/demo/surveys';
import { formatTimestamp } from '../../src/domain/format/date';
import { REPORT_PHOTO_TYPES, surveyReportData, surveyReportFileName, type SurveyPhoto } from '../../src/domain/survey/survey-report';
import type { SurveyDetail } from '../../src/domain/survey/survey-types';
import { PrintFontMissingError } from '../../src/print/print-font';
import { surveyReportPdf } from '../../src/print/survey-report-pdf';
import type { ServerContext } from '../context';
import { ensureFilesSeeded, filesDirOf } from '../files/seed-files';
import { findPrintFont } from '../print/fonts';
import { contentDisposition } from './manual';
import { removeSurvey, saveSurvey, surveyDetail, surveyLinks, surveyPage, type SurveyCall, type SurveyServed } from '../../src/domain/survey/survey-service';
import { surveyDeleteBody, surveyIdQuery, surveyLinksQuery, surveyListQuery, surveySaveBody } from '../../src/ports/api/survey.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';

function unwrapSurvey<T>(result: SurveyServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

const callOf = (db: Readonly<Db>, ctx: AuthedContext, at: string): SurveyCall => ({
  book: db.filings,
  dir: directoryOf(db),
  userId: ctx.session.user.userId,
  at,
  surveys: db.surveys,
  outlineOf: surveyOutlineOf,
});

/** The survey's JPEG and PNG photos with their bytes; a file gone from disk is left out of the report. */
async function photosOf(server: ServerContext, detail: SurveyDetail): Promise<SurveyPhoto[]> {
  await ensureFilesSeeded(server);
  const files = (server.store.db.files ?? []).filter((f) => f.keyNumGather === detail.filesKey && REPORT_PHOTO_TYPES.has(f.contentType));
  const read = await Promise.all(
    files.map(async (f) => {
      try {
        return [{ fileName: f.fileName, bytes: new Uint8Array(await readFile(path.join(filesDirOf(server), f.storedName))) }];
      } catch {
        return [];
      }
    }),
  );
  return read.flat();
}

/** 建设踏勘: thin I/O over the survey service. */
export function surveyRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/survey/list', { auth: 'bearer', input: { query: surveyListQuery } }, async ({ query }, ctx) =>
    unwrapSurvey(surveyPage(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query)),
  );

  route(host, 'GET /api/op/survey/details', { auth: 'bearer', input: { query: surveyIdQuery } }, async ({ query }, ctx) =>
    unwrapSurvey(surveyDetail(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id)),
  );

  route(host, 'GET /api/op/survey/links', { auth: 'bearer', input: { query: surveyLinksQuery } }, async ({ query }, ctx) =>
    unwrapSurvey(surveyLinks(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.text ?? '')),
  );

  // Judged and written in one synchronous step: of two saves at the same version, the second meets the first's.
  route(host, 'POST /api/op/survey/save', { auth: 'bearer', input: { body: surveySaveBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { surveys, value } = unwrapSurvey(saveSurvey(callOf(db, ctx, at), body));
      db.surveys = surveys;
      return value;
    });
  });

  route(host, 'POST /api/op/survey/delete', { auth: 'bearer', input: { body: surveyDeleteBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { surveys, value } = unwrapSurvey(removeSurvey(callOf(db, ctx, at), body.id, body.version));
      db.surveys = surveys;
      return value;
    });
  });

  rawRoute(host, 'GET /api/op/survey/report', { auth: 'bearer', input: { query: surveyIdQuery } }, async ({ query }, ctx) => {
    const detail = unwrapSurvey(surveyDetail(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id));
    const data = surveyReportData(detail, await photosOf(ctx.server, detail), formatTimestamp(ctx.server.now()).slice(0, 16));
    let bytes: Uint8Array;
    try {
      bytes = await surveyReportPdf(data, findPrintFont());
    } catch (error) {
      // A machine without a CJK font cannot print Chinese: say so instead of failing with a 500.
      if (error instanceof PrintFontMissingError) throw new HttpError(503, error.message);
      throw error;
    }
    ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', surveyReportFileName(detail), `survey-${detail.id}.pdf`));
    ctx.res.setHeader('Cache-Control', 'no-store');
    // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
    ctx.res.type('application/pdf').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
