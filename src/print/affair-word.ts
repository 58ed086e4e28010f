import {
  AlignmentType,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { printMessages } from '../domain/affair/print-messages';
import type { PrintSheet, SheetField } from '../domain/affair/print-sheet';

/** The ideographic space that separates items on one line of a Chinese form. */
const GAP = '\u3000';

/** Chinese official documents: headings in 宋体, body in 仿宋 (Word falls back when missing). */
const HEADING_FONT = { ascii: 'SimSun', eastAsia: '宋体', hAnsi: 'SimSun' };
const BODY_FONT = { ascii: 'FangSong', eastAsia: '仿宋', hAnsi: 'FangSong' };
const SHADE = { type: ShadingType.CLEAR, color: 'auto', fill: 'EEF1F5' };

/** The same 办理单 as the PDF, as a .docx the user edits or files; works in Node and in the browser. */
export async function renderAffairWord(sheet: PrintSheet): Promise<Uint8Array> {
  const document = new Document({
    creator: sheet.creator,
    title: sheet.title,
    styles: { default: { document: { run: { font: BODY_FONT, size: 24 } } } },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 } } },
        footers: { default: footer(sheet.printedAt) },
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: sheet.heading, font: HEADING_FONT, size: 40, bold: true })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: sheet.title, font: HEADING_FONT, size: 28 })] }),
          pairsTable(sheet.fields),
          new Paragraph({ spacing: { before: 360, after: 120 }, children: [new TextRun({ text: sheet.historyHeading, font: HEADING_FONT, size: 28, bold: true })] }),
          historyTable(sheet),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

function cell(text: string, widthPercent: number, shaded = false): TableCell {
  return new TableCell({
    width: { size: widthPercent, type: WidthType.PERCENTAGE },
    ...(shaded ? { shading: SHADE } : {}),
    children: [new Paragraph({ children: [new TextRun({ text })] })],
  });
}

function pairsTable(fields: readonly SheetField[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: fields.map((field) => new TableRow({ children: [cell(field.label, 25, true), cell(field.value, 75)] })),
  });
}

const HISTORY_WIDTHS = [24, 16, 20, 40] as const;

function historyTable(sheet: PrintSheet): Table {
  const header = new TableRow({ tableHeader: true, children: sheet.historyHeaders.map((text, i) => cell(text, HISTORY_WIDTHS[i] ?? 25, true)) });
  const body = sheet.history.map((row) => new TableRow({ children: row.map((text, i) => cell(text, HISTORY_WIDTHS[i] ?? 25)) }));
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...body] });
}

/** 打印时间 and 第 n 页，共 m 页, with Word's own page fields for the numbers. */
function footer(printedAt: string): Footer {
  const [before, between, after] = printMessages.pageParts;
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({ text: `${printedAt}${GAP}${GAP}${before}`, size: 18 }),
          new TextRun({ children: [PageNumber.CURRENT], size: 18 }),
          new TextRun({ text: between, size: 18 }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 18 }),
          new TextRun({ text: after, size: 18 }),
        ],
      }),
    ],
  });
}
