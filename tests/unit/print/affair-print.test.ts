import { describe, expect, it } from 'vitest';
import { findPrintFont } from '../../../mock-server/print/fonts';
import { printSheet } from '../../../src/domain/affair/print-sheet';
import type { PrintableAffair } from '../../../src/domain/affair/service/types';
import { renderAffairPdf } from '../../../src/print/affair-pdf';
import { renderAffairWord } from '../../../src/print/affair-word';
import { PrintFontMissingError } from '../../../src/print/print-font';
import { docxParagraphs, pdfText, zipEntry } from '../../support/printed-text';

const history = (index: number, opinion?: string): PrintableAffair['history'][number] => ({
  index,
  action: index === 0 ? 'register' : 'send',
  actionLabel: index === 0 ? '登记' : '发送',
  actorName: index === 0 ? '陈志强' : '王丽华',
  at: `2026-11-0${(index % 9) + 1} 09:30:00`,
  fromNodeName: index === 0 ? '受理' : '县级审核',
  toNodeName: '市级审查',
  ...(opinion === undefined ? {} : { opinion }),
});

const affair: PrintableAffair = {
  title: '南昌县八一乡临时用地（施工便道）审批',
  processName: '临时用地审批',
  statusLabel: '办理中',
  keyDigNumGather: 'SW2026110100001',
  registrantName: '陈志强',
  registeredAt: '2026-11-01 09:30',
  fields: [
    { label: '项目名称', value: '八一乡施工便道' },
    { label: '用地面积（公顷）', value: '1.25' },
  ],
  history: [history(0), { ...history(1, '情况属实，拟同意。'), onBehalfOfName: '刘建国' }],
  printedAt: '2026-11-21 10:00',
};
const sheet = printSheet(affair);
/** Embedding the system's CJK collection (about 20 MB) takes seconds on a busy machine. */
const PDF_TIMEOUT = 30_000;

describe('affair print reports', () => {
  it('prints the 办理单 as a PDF with the embedded CJK font, the Chinese text extractable', async () => {
    const pdf = Buffer.from(await renderAffairPdf(sheet, findPrintFont()));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile3|\/FontFile2/);
    expect(pdf.toString('latin1')).toContain('NotoSansCJKsc-Regular');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('临时用地审批办理单');
    expect(text).toContain(affair.title);
    expect(text).toContain('发送：情况属实，拟同意。');
    expect(text).toContain('王丽华（代刘建国）');
    expect(text).toContain('第 1 页，共 1 页');
  }, PDF_TIMEOUT);

  it('breaks a long history onto numbered pages', async () => {
    const long = printSheet({ ...affair, history: Array.from({ length: 60 }, (_, i) => history(i, `第${i}条意见`)) });
    const { pages, text } = await pdfText(await renderAffairPdf(long, findPrintFont()));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`第 ${pages} 页，共 ${pages} 页`);
    expect(text).toContain('第59条意见');
  }, PDF_TIMEOUT);

  it('writes the same rows as a Word file, with the target step and the 代 name', async () => {
    const docx = Buffer.from(await renderAffairWord(sheet));
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    const paragraphs = docxParagraphs(docx);
    expect(paragraphs.slice(0, 2)).toEqual(['临时用地审批办理单', affair.title]);
    expect(paragraphs).toEqual(expect.arrayContaining(['县级审核 → 市级审查', '王丽华（代刘建国）', '发送：情况属实，拟同意。']));
    expect(zipEntry(docx, 'word/document.xml')).toContain('w:eastAsia="宋体"');
    expect(zipEntry(docx, 'word/styles.xml')).toContain('w:eastAsia="仿宋"');
    expect(zipEntry(docx, 'word/footer1.xml')).toContain('打印时间：2026-11-21 10:00');
  });

  it('refuses with a Chinese reason when no CJK font is installed', () => {
    expect(() => findPrintFont(() => false)).toThrow(PrintFontMissingError);
    expect(() => findPrintFont(() => false)).toThrow(/打印字体缺失/);
  });
});
