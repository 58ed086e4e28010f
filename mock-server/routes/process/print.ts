import type { Response } from 'express';
import { printableAffair, printTemplates, type PrintableAffair } from '../../../src/domain/affair/service';
import type { PrintTemplate } from '../../../src/domain/affair/views';
import { ok } from '../../../src/domain/shared/result';
import { HttpError } from '../../http/errors';
import { object, text } from '../../http/schema';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../../http/typed-route';
import { PrintFontMissingError, renderAffairPdf, renderAffairWord } from '../../print';
import { contentDisposition } from '../manual';
import { readBook } from './book';
import { affairKey, processFieldLabels as l } from './schemas';

export const TEMPLATE_NOT_FOUND = '打印模板不存在';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Characters no file system accepts in a name, replaced so the saved file keeps the rest of the title. */
const unsafeInName = (name: string): string =>
  [...name].map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
const asciiFallback = (key: string, extension: string): string => `affair-${key.replace(/[^A-Za-z0-9_-]/g, '_')}.${extension}`;

interface PrintJob {
  readonly template: PrintTemplate;
  readonly affair: PrintableAffair;
}

/** The template asked for and the affair as printed; unknown templates and unseen affairs are refused first. */
function prepare(ctx: AuthedContext, key: string, matches: (template: PrintTemplate) => boolean): PrintJob {
  return readBook(ctx, ({ book, dir, userId, at }) => {
    const templates = printTemplates(book, dir, userId, key);
    if (!templates.ok) return templates;
    const template = templates.value.find(matches);
    if (template === undefined) throw new HttpError(404, TEMPLATE_NOT_FOUND);
    const affair = printableAffair(book, dir, userId, key, at);
    return affair.ok ? ok({ template, affair: affair.value }) : affair;
  });
}

async function render(make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await make();
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
    { auth: 'bearer', input: { body: object({ keyDigNumGather: affairKey }) } },
    async ({ body }, ctx) => readBook(ctx, ({ book, dir, userId }) => printTemplates(book, dir, userId, body.keyDigNumGather)),
  );

  rawRoute(
    host,
    'POST /api/process/printReportTemplate/pdf',
    { auth: 'bearer', input: { query: object({ reportDefineId: text({ max: 64, min: 1, label: l.reportDefineId }), keyDigNumGather: affairKey }) } },
    async ({ query }, ctx) => {
      const { template, affair } = prepare(ctx, query.keyDigNumGather, (t) => t.reportDefineId === query.reportDefineId);
      const pdf = await render(() => renderAffairPdf(affair));
      sendFile(ctx.res, pdf, 'application/pdf', unsafeInName(`${template.name}-${affair.title}.pdf`), asciiFallback(query.keyDigNumGather, 'pdf'));
    },
  );

  rawRoute(
    host,
    'POST /api/process/printReportTemplate/word',
    { auth: 'bearer', input: { query: object({ reportId: text({ max: 64, min: 1, label: l.reportId }), keyDigNumGather: affairKey }) } },
    async ({ query }, ctx) => {
      const { template, affair } = prepare(ctx, query.keyDigNumGather, (t) => t.reportId === query.reportId);
      const docx = await render(() => renderAffairWord(affair));
      sendFile(ctx.res, docx, DOCX_TYPE, unsafeInName(`${template.name}-${affair.title}.docx`), asciiFallback(query.keyDigNumGather, 'docx'));
    },
  );
}
