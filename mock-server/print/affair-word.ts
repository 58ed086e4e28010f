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
import { HISTORY_HEADERS, historyCells, reportHeading, summaryRows, type PrintableAffair } from './printable';

/** The ideographic space that separates items on one line of a Chinese form. */
const GAP = '\u3000';

/** Chinese official documents: headings in 宋体, body in 仿宋 (Word falls back when missing). */
const HEADING_FONT = { ascii: 'SimSun', eastAsia: '宋体', hAnsi: 'SimSun' };
const BODY_FONT = { ascii: 'FangSong', eastAsia: '仿宋', hAnsi: 'FangSong' };
const SHADE = { type: ShadingType.CLEAR, color: 'auto', fill: 'EEF1F5' };

/** The same 办理单 as the PDF, as a .docx the user edits or files. */
export function renderAffairWord(p: PrintableAffair): Promise<Buffer> {
  const document = new Document({
    creator: '用地备案与办公管理系统',
    title: p.title,
    styles: { default: { document: { run: { font: BODY_FONT, size: 24 } } } },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 } } },
        footers: { default: footer(p.printedAt) },
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: reportHeading(p), font: HEADING_FONT, size: 40, bold: true })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: p.title, font: HEADING_FONT, size: 28 })] }),
          pairsTable([...summaryRows(p), ...p.fields]),
          new Paragraph({ spacing: { before: 360, after: 120 }, children: [new TextRun({ text: '办理过程', font: HEADING_FONT, size: 28, bold: true })] }),
          historyTable(p),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function cell(text: string, widthPercent: number, shaded = false): TableCell {
  return new TableCell({
    width: { size: widthPercent, type: WidthType.PERCENTAGE },
    ...(shaded ? { shading: SHADE } : {}),
    children: [new Paragraph({ children: [new TextRun({ text })] })],
  });
}

function pairsTable(rows: readonly { label: string; value: string }[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map((row) => new TableRow({ children: [cell(row.label, 25, true), cell(row.value, 75)] })),
  });
}

const HISTORY_WIDTHS = [24, 16, 20, 40] as const;

function historyTable(p: PrintableAffair): Table {
  const header = new TableRow({ tableHeader: true, children: HISTORY_HEADERS.map((text, i) => cell(text, HISTORY_WIDTHS[i] ?? 25, true)) });
  const body = p.history.map((row) => new TableRow({ children: historyCells(row).map((text, i) => cell(text, HISTORY_WIDTHS[i] ?? 25)) }));
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...body] });
}

function footer(printedAt: string): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({ text: `打印时间：${printedAt}${GAP}${GAP}第 `, size: 18 }),
          new TextRun({ children: [PageNumber.CURRENT], size: 18 }),
          new TextRun({ text: ' 页，共 ', size: 18 }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 18 }),
          new TextRun({ text: ' 页', size: 18 }),
        ],
      }),
    ],
  });
}
