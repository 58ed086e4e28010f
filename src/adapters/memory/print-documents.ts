/*
 * The print reports of the memory backend (demo builds and tests, no server). Kept small: the
 * server's pdfkit report embeds a CJK font of several MB, which a browser bundle should not carry.
 */
import type { PrintableAffair } from '../../domain/affair/service';

/** The ideographic space that separates items on one line of a Chinese form. */
const GAP = '\u3000';
const PAGE = { width: 595, height: 842, margin: 56 } as const;
const BODY_SIZE = 11;
const LINE = 17;

/** The lines printed under the title, in the order both documents show them. */
function reportLines(p: PrintableAffair): string[] {
  const history = p.history.map((row) => {
    const actor = row.onBehalfOfName === undefined ? row.actorName : `${row.actorName}（代${row.onBehalfOfName}）`;
    const opinion = row.opinion === undefined || row.opinion.length === 0 ? '' : `：${row.opinion}`;
    return `${row.at}${GAP}${row.fromNodeName}${GAP}${actor}${GAP}${row.actionLabel}${opinion}`;
  });
  return [
    `事务编号：${p.keyDigNumGather}`,
    `流程名称：${p.processName}${GAP}${GAP}当前状态：${p.statusLabel}`,
    `登记人：${p.registrantName}${GAP}${GAP}登记时间：${p.registeredAt}`,
    ...p.fields.map((field) => `${field.label}：${field.value}`),
    '',
    '办理过程（时间、环节、办理人、意见）',
    ...history,
  ];
}

/** UTF-16BE hex: the codes of UniGB-UCS2-H (characters outside the BMP print as their surrogates). */
function ucs2Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return hex;
}

/** Splits a line to the page width: CJK glyphs are one em wide, ASCII about half. */
function wrap(line: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  let used = 0;
  for (const char of line) {
    const advance = (char.charCodeAt(0) < 0x80 ? 0.5 : 1) * size;
    if (used + advance > width && current.length > 0) {
      lines.push(current);
      current = '';
      used = 0;
    }
    current += char;
    used += advance;
  }
  lines.push(current);
  return lines;
}

function textOp(text: string, size: number, x: number, y: number): string {
  return `BT /F1 ${size} Tf ${x} ${y} Td <${ucs2Hex(text)}> Tj ET`;
}

function pageContent(p: PrintableAffair): string {
  const width = PAGE.width - 2 * PAGE.margin;
  const heading = `${p.processName}办理单`;
  const ops = [
    textOp(heading, 18, Math.max(PAGE.margin, (PAGE.width - heading.length * 18) / 2), PAGE.height - PAGE.margin - 18),
    textOp(p.title, 12, PAGE.margin, PAGE.height - PAGE.margin - 48),
  ];
  let y = PAGE.height - PAGE.margin - 78;
  const lowest = PAGE.margin + 30;
  // One page only: the lines that do not fit are left out, and the page says so.
  for (const line of reportLines(p).flatMap((text) => wrap(text, BODY_SIZE, width))) {
    if (y < lowest) {
      ops.push(textOp('（内容较多，完整办理单请使用服务器打印）', BODY_SIZE, PAGE.margin, y));
      break;
    }
    ops.push(textOp(line, BODY_SIZE, PAGE.margin, y));
    y -= LINE;
  }
  ops.push(textOp(`打印时间：${p.printedAt}${GAP}${GAP}第 1 页，共 1 页`, 9, PAGE.margin, PAGE.margin));
  return ops.join('\n');
}

/**
 * A one-page PDF written by hand. The text uses STSong-Light, one of the Adobe-GB1 fonts every
 * PDF viewer must supply, so nothing is embedded and the file stays a few kilobytes. /W gives the
 * Latin CIDs (1-95, 814-939) half an em, as wrap() assumes; without it digits are spaced like hanzi.
 */
export function minimalPdf(p: PrintableAffair): Uint8Array {
  const content = pageContent(p);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 7 0 R >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 /W [1 95 500 814 939 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title <FEFF${ucs2Hex(p.title)}> /Producer (memory backend) >>`,
  ];
  // Every byte is ASCII (text goes as hex), so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${offset.toString().padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const FONT = { ascii: 'FangSong', eastAsia: '仿宋', hAnsi: 'FangSong' };

/**
 * The same report as a .docx; Packer.toArrayBuffer works in the browser and in Node. docx is
 * loaded on first use so the library stays out of the main bundle.
 */
export async function minimalDocx(p: PrintableAffair): Promise<Uint8Array> {
  const { AlignmentType, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } = await import('docx');
  const cell = (text: string): InstanceType<typeof TableCell> => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, font: FONT })] })] });
  const rows = [['事务编号', p.keyDigNumGather], ['流程名称', p.processName], ['当前状态', p.statusLabel], ['登记人', p.registrantName], ['登记时间', p.registeredAt], ...p.fields.map((f) => [f.label, f.value])];
  const history = p.history.map((row) => [row.fromNodeName, row.actorName, row.at, row.opinion ?? row.actionLabel]);
  const table = (data: string[][]): InstanceType<typeof Table> => new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: data.map((cells) => new TableRow({ children: cells.map(cell) })) });
  const document = new Document({
    title: p.title,
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `${p.processName}办理单`, bold: true, size: 36, font: { ascii: 'SimSun', eastAsia: '宋体', hAnsi: 'SimSun' } })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: p.title, size: 28, font: FONT })] }),
          table(rows),
          new Paragraph({ children: [new TextRun({ text: '办理过程', bold: true, font: FONT })] }),
          table([['环节', '办理人', '时间', '意见'], ...history]),
          new Paragraph({ children: [new TextRun({ text: `打印时间：${p.printedAt}`, size: 18, font: FONT })] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
