import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findPrintFont, PrintFontMissingError } from '../../../mock-server/print/fonts';
import { renderAffairPdf, renderAffairWord, type PrintableAffair } from '../../../mock-server/print/index';

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
  history: [history(0), history(1, '情况属实，拟同意。')],
  printedAt: '2026-11-21 10:00',
};

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => (item as TextItem).str ?? '').join(''));
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: parts.join('\n') };
}

/** The bytes of one entry of a zip (stored or deflated), found through the central directory. */
function zipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    if (entryName === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} not in the zip`);
}

describe('affair print reports', () => {
  it('prints the 办理单 as a PDF with the embedded CJK font, the Chinese text extractable', async () => {
    const pdf = await renderAffairPdf(affair);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile3|\/FontFile2/);
    expect(pdf.toString('latin1')).toContain('NotoSansCJKsc-Regular');
    const { pages, text } = await pdfText(new Uint8Array(pdf));
    expect(pages).toBe(1);
    expect(text).toContain('临时用地审批办理单');
    expect(text).toContain(affair.title);
    expect(text).toContain('情况属实，拟同意。');
    expect(text).toContain('第 1 页，共 1 页');
  });

  it('breaks a long history onto numbered pages', async () => {
    const long = { ...affair, history: Array.from({ length: 60 }, (_, i) => history(i, `第${i}条意见`)) };
    const { pages, text } = await pdfText(new Uint8Array(await renderAffairPdf(long)));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`第 ${pages} 页，共 ${pages} 页`);
    expect(text).toContain('第59条意见');
  });

  it('writes the same content as a Word file: a zip whose document holds the title and the history', async () => {
    const docx = await renderAffairWord(affair);
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    const xml = zipEntry(docx, 'word/document.xml');
    expect(xml).toContain(affair.title);
    expect(xml).toContain('情况属实，拟同意。');
    expect(xml).toContain('w:eastAsia="宋体"');
    expect(zipEntry(docx, 'word/styles.xml')).toContain('w:eastAsia="仿宋"');
  });

  it('refuses with a Chinese reason when no CJK font is installed', () => {
    expect(() => findPrintFont(() => false)).toThrow(PrintFontMissingError);
    expect(() => findPrintFont(() => false)).toThrow(/打印字体缺失/);
  });
});
