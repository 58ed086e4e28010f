import type { Response } from 'express';
import { printTemplates } from '../../../src/domain/affair/service/print';
import { printJob, type PrintJob } from '../../../src/domain/affair/service/print';
import type { PrintTemplate } from '../../../src/domain/affair/wire';
import { keyBody, printPdfQuery, printWordQuery } from '../../../src/ports/api/process.schema';
import { renderAffairPdf } from '../../../src/print/affair-pdf';
import { renderAffairWord } from '../../../src/print/affair-word';
import { PrintFontMissingError } from '../../../src/print/print-font';
import { HttpError } from '../../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../../http/typed-route';
import { findPrintFont } from '../../print/fonts';
import { contentDisposition } from '../manual';
import { readBook } from './book';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const asciiFallback = (key: string, extension: string): string => `affair-${key.replace(/[^A-Za-z0-9_-]/g, '_')}.${extension}`;

function prepare(ctx: AuthedContext, key: string, matches: (template: PrintTemplate) => boolean): PrintJob {
  return readBook(ctx, ({ book, dir, userId, at }) => printJob(book, dir, userId, key, at, matches));
}

async function render(make: () => Promise<Uint8Array>): Promise<Buffer> {
  try {
    const bytes = await make();
    // Express sends a Buffer as bytes but would send a bare Uint8Array as JSON.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    // A machine without a CJK font cannot print Chinese: say so instead of failing with a 500.
    if (error instanceof PrintFontMissingError) throw new HttpError(503, error.message);
    throw error;
  }
}

function sendFile(res: Response, bytes: Buffer, type: string, name: string, fallback: string): void {
  res.setHeader('Content-Disposition', contentDisposition('attachment', name, fallback));
  res.setHeader('Cache-Control', 'no-store');
  res.type(type).send(bytes);
}

/** Print reports (SPEC section 7): the templates of an affair, and the affair printed as PDF or Word. */
export function printRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/process/printReportTemplate/list',
    { auth: 'bearer', input: { body: keyBody } },
    async ({ body }, ctx) => readBook(ctx, ({ book, dir, userId }) => printTemplates(book, dir, userId, body.keyDigNumGather)),
  );

  rawRoute(
    host,
    'POST /api/process/printReportTemplate/pdf',
    { auth: 'bearer', input: { query: printPdfQuery } },
    async ({ query }, ctx) => {
      const job = prepare(ctx, query.keyDigNumGather, (t) => t.reportDefineId === query.reportDefineId);
      const pdf = await render(() => renderAffairPdf(job.sheet, findPrintFont()));
      sendFile(ctx.res, pdf, 'application/pdf', job.fileName('pdf'), asciiFallback(query.keyDigNumGather, 'pdf'));
    },
  );

  rawRoute(
    host,
    'POST /api/process/printReportTemplate/word',
    { auth: 'bearer', input: { query: printWordQuery } },
    async ({ query }, ctx) => {
      const job = prepare(ctx, query.keyDigNumGather, (t) => t.reportId === query.reportId);
      const docx = await render(() => renderAffairWord(job.sheet));
      sendFile(ctx.res, docx, DOCX_TYPE, job.fileName('docx'), asciiFallback(query.keyDigNumGather, 'docx'));
    },
  );
}
