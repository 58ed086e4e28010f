import { describe, expect, it } from 'vitest';
import type { HandlerRef } from '../../src/ports/api/process.dto';
import { docxParagraphs, pdfText } from '../support/printed-text';
import { httpAffairBackend, memoryAffairBackend, useAffairBackend, type AffairClient } from './support/affair-harness';

/** 临时用地审批's nodes (src/domain/affair/definitions.ts) and the demo people who handle it. */
const LAND = { procDefId: 'lsydsp:1', county: 'lsyd_xs', city: 'lsyd_ss', province: 'lsyd_sp' } as const;
const LAND_FORM = {
  projectName: '南昌县八一乡临时用地（施工便道）',
  landUser: '南昌县交通建设投资有限公司',
  location: '南昌县八一乡八一村',
  area: '1.25',
  term: '24',
  purpose: '施工便道',
};
const CITY = '10003';
const COUNTY = '10004';
/** 南昌市局: the city handler's colleague, who acts for them once authorised. */
const DEPUTY = '10201';
/** 省厅: the next step's handler. */
const PROVINCE = '10002';
const person = (id: string): HandlerRef => ({ kind: 'person', id });

/** The printed time is the moment of printing, which the two backends cannot share. */
const PRINTED_AT = /打印时间：\d{4}-\d\d-\d\d \d\d:\d\d/g;
/** Steps driven live on both backends happen seconds apart: their times are masked, every other word compared. */
const ANY_TIME = /\d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d)?/g;

interface Printed {
  readonly fileNames: readonly string[];
  readonly word: readonly string[];
  readonly pdf: string;
}

async function printBoth(client: AffairClient, key: string): Promise<Printed> {
  const [template] = await client.process.printTemplates(key);
  if (template === undefined) throw new Error(`no print template for ${key}`);
  const word = await client.process.printWord(template.reportId, key);
  const pdf = await client.process.printPdf(template.reportDefineId, key);
  return {
    fileNames: [word.fileName, pdf.fileName],
    word: docxParagraphs(new Uint8Array(await word.blob.arrayBuffer())),
    pdf: (await pdfText(new Uint8Array(await pdf.blob.arrayBuffer()))).text.replace(PRINTED_AT, '打印时间：*'),
  };
}

const maskTimes = (printed: Printed): Printed => ({
  fileNames: printed.fileNames,
  word: printed.word.map((line) => line.replace(ANY_TIME, '*')),
  pdf: printed.pdf.replace(ANY_TIME, '*'),
});

/**
 * The 办理单 printed by the memory backend and by the mock server: the same words in the same
 * places, paragraph by paragraph in the Word file and line by line in the PDF's text.
 */
describe('memory and HTTP backends print the same 办理单', () => {
  const memory = useAffairBackend(memoryAffairBackend);
  const http = useAffairBackend(httpAffairBackend);
  const backends = [memory, http] as const;

  it('prints the seeded affairs of a user word for word', async () => {
    const [fromMemory, fromHttp] = await Promise.all(
      backends.map(async ({ as }) => {
        const city = await as(CITY);
        const page = await city.process.box('done', { pageIndex: 1, pageSize: 15 });
        const keys = page.rows.slice(0, 3).map((row) => row.keyDigNumGather);
        return { keys, printed: await Promise.all(keys.map((key) => printBoth(city, key))) };
      }),
    );
    expect(fromMemory?.keys.length).toBeGreaterThan(0);
    expect(fromMemory?.keys).toEqual(fromHttp?.keys);
    fromMemory?.printed.forEach((printed, i) => {
      const other = fromHttp?.printed[i];
      expect(printed.fileNames).toEqual(other?.fileNames);
      expect(printed.word).toEqual(other?.word);
      expect(printed.pdf).toEqual(other?.pdf);
    });
    expect(fromMemory?.printed.some((printed) => printed.word.some((line) => line.includes(' → ')))).toBe(true);
  }, 120_000);

  it('keeps the target step and the name acted for (代) in both files', async () => {
    const [fromMemory, fromHttp] = await Promise.all(
      backends.map(async ({ as }) => {
        const county = await as(COUNTY);
        const title = '打印一致性：代办后的办理单';
        const key = (await county.process.register(LAND.procDefId, { title, formData: LAND_FORM })).keyDigNumGather;
        await county.process.complete({ keyDigNumGather: key, version: 1, toNode: LAND.county, handler: person(COUNTY) });
        await county.process.complete({ keyDigNumGather: key, version: 2, toNode: LAND.city, handler: person(CITY), opinion: '请审查。' });
        const city = await as(CITY);
        await city.process.accreditApply({ keyDigNumGather: key, version: 3, to: DEPUTY, start: '2000-01-01', end: '2099-12-31' });
        const deputy = await as(DEPUTY);
        await deputy.process.accreditAnswer({ keyDigNumGather: key, version: 4, from: CITY, accept: true });
        await deputy.process.complete({ keyDigNumGather: key, version: 5, toNode: LAND.province, handler: person(PROVINCE), opinion: '代为审查，同意。' });
        return maskTimes(await printBoth(city, key));
      }),
    );
    expect(fromMemory).toEqual(fromHttp);
    expect(fromMemory?.word).toEqual(expect.arrayContaining(['县级审核 → 市级审查', '发送：代为审查，同意。']));
    expect(fromMemory?.word.some((line) => /（代.+）$/.test(line))).toBe(true);
    expect(fromMemory?.pdf).toContain('（代');
    expect(fromMemory?.pdf).toContain(' → ');
  }, 120_000);
});
