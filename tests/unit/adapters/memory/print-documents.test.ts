import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { minimalDocx, minimalPdf } from '../../../../src/adapters/memory/print-documents';
import type { PrintableAffair } from '../../../../src/domain/affair/service';

const CMAPS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps')}/`;

const affair: PrintableAffair = {
  title: '进贤县设施农业用地备案审查（蔬菜大棚）',
  processName: '设施农业用地备案审查',
  statusLabel: '已办结',
  keyDigNumGather: 'SW2026110300007',
  registrantName: '陈志强',
  registeredAt: '2026-11-03 10:15',
  fields: [{ label: '项目名称', value: '蔬菜大棚 A-01' }],
  history: [
    { index: 0, action: 'register', actionLabel: '登记', actorName: '陈志强', at: '2026-11-03 10:15:00', fromNodeName: '受理', toNodeName: '受理' },
    { index: 1, action: 'send', actionLabel: '发送', actorName: '王丽华', at: '2026-11-04 16:02:11', fromNodeName: '市级审查', toNodeName: '办结', opinion: '同意。' },
  ],
  printedAt: '2026-11-21 10:00',
};

describe('memory print documents', () => {
  it('writes a one-page PDF that pdf.js opens, with STSong-Light text it can read back', async () => {
    const bytes = minimalPdf(affair);
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe('%PDF-1.4');
    const pdf = await getDocument({ data: bytes, cMapUrl: CMAPS, cMapPacked: true, stopAtErrors: true, isEvalSupported: false }).promise;
    expect(pdf.numPages).toBe(1);
    const text = (await (await pdf.getPage(1)).getTextContent()).items.map((item) => (item as TextItem).str).join('\n');
    expect(text).toContain('设施农业用地备案审查办理单');
    expect(text).toContain(affair.title);
    expect(text).toContain('同意。');
    expect((await pdf.getMetadata()).info).toMatchObject({ Title: affair.title });
    await pdf.destroy();
  });

  it('keeps the xref offsets exact', () => {
    const text = new TextDecoder().decode(minimalPdf(affair));
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(8);
    offsets.forEach((offset, i) => expect(text.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });

  it('stays on one page however long the history is', async () => {
    const long = { ...affair, history: Array.from({ length: 80 }, (_, index) => ({ ...affair.history[1]!, index })) };
    const pdf = await getDocument({ data: minimalPdf(long), cMapUrl: CMAPS, cMapPacked: true, isEvalSupported: false }).promise;
    expect(pdf.numPages).toBe(1);
    await pdf.destroy();
  });

  it('writes a docx whose document holds the title', async () => {
    const bytes = Buffer.from(await minimalDocx(affair));
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // The entry's local header: 30 bytes, then its name (the first place the name appears).
    const header = bytes.indexOf('word/document.xml') - 30;
    expect(bytes.readUInt32LE(header)).toBe(0x04034b50);
    const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
    const size = bytes.readUInt32LE(header + 18);
    const data = bytes.subarray(start, start + size);
    const xml = (bytes.readUInt16LE(header + 8) === 8 ? inflateRawSync(data) : data).toString('utf8');
    expect(xml).toContain(affair.title);
    expect(xml).toContain('同意。');
  });
});
