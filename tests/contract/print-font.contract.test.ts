import { describe, expect, it } from 'vitest';
import { PrintFontToken } from '../../src/adapters/memory/print-font.token';
import { PrintFontMissingError } from '../../src/print/print-font';
import { ProcessApi } from '../../src/ports/process.port';
import { failureOf } from './support/harness';
import { memorySignedInBackend } from './support/signed-in-backend';

/** 南昌市局's handler, who takes part in seeded affairs. */
const CITY = '10003';

/** A backend without a CJK font cannot print Chinese into a PDF: it says so rather than printing blanks. */
describe('memory backend without a print font', () => {
  const signedInWithFont = async (font: (() => Promise<never>) | undefined): Promise<ProcessApi> => {
    const browser = await (await memorySignedInBackend()).signedIn(CITY);
    browser.container.unbindSync(PrintFontToken);
    if (font !== undefined) browser.container.bind(PrintFontToken).toConstantValue(font);
    return browser.container.get(ProcessApi);
  };

  const firstAffair = async (process: ProcessApi): Promise<{ key: string; reportDefineId: string; reportId: string }> => {
    const key = (await process.box('done', { pageIndex: 1, pageSize: 15 })).rows[0]?.keyDigNumGather ?? '';
    const [template] = await process.printTemplates(key);
    return { key, reportDefineId: template?.reportDefineId ?? '', reportId: template?.reportId ?? '' };
  };

  it.each([
    ['none is bound (a browser)', undefined],
    ['the bound one is not installed', () => Promise.reject(new PrintFontMissingError())],
  ])('answers the PDF with a Chinese 503 when %s, and still prints the Word file', async (_, font) => {
    const process = await signedInWithFont(font);
    const { key, reportDefineId, reportId } = await firstAffair(process);
    const refused = await failureOf(process.printPdf(reportDefineId, key));
    // The mock server's answer: 503 with the reason in the body (the catalogue of SPEC section 8 shows 请求错误 for any 503).
    expect(refused.failure).toMatchObject({ kind: 'http', status: 503, body: { code: 503, error: 'server_error', error_description: new PrintFontMissingError().message } });
    expect(new PrintFontMissingError().message).toMatch(/^打印字体缺失/);
    expect((await process.printWord(reportId, key)).contentType).toMatch(/wordprocessingml/);
  });
});
