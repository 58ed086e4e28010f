import PDFDocument from 'pdfkit';
import { findPrintFont } from './fonts';
import { PdfTable } from './pdf-table';
import { HISTORY_HEADERS, historyCells, reportHeading, summaryRows, type PrintableAffair } from './printable';

const MARGIN = 50;
/** Room kept under the tables for the footer line. */
const FOOTER_ROOM = 40;
const FONT = 'cjk';

/** The affair's 办理单 as an A4 PDF: heading, summary, form fields, history, printed time and page numbers. */
export async function renderAffairPdf(p: PrintableAffair): Promise<Buffer> {
  const font = findPrintFont();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: p.title, Subject: reportHeading(p), Creator: '用地备案与办公管理系统' },
  });
  const done = collect(doc);
  if (font.family === undefined) doc.registerFont(FONT, font.file);
  else doc.registerFont(FONT, font.file, font.family);
  doc.font(FONT);

  const contentWidth = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - FOOTER_ROOM;

  doc.fontSize(20).text(reportHeading(p), { align: 'center' });
  doc.moveDown(0.4).fontSize(13).text(p.title, { align: 'center' });
  doc.moveDown(0.8).fontSize(10);

  const pairs = new PdfTable(doc, [{ width: 110, shaded: true }, { width: contentWidth - 110 }], bottom);
  for (const row of [...summaryRows(p), ...p.fields]) pairs.row([row.label, row.value]);

  doc.moveDown(1).fontSize(12).text('办理过程', MARGIN);
  doc.moveDown(0.3).fontSize(9.5);
  const history = new PdfTable(doc, [{ width: 120 }, { width: 90 }, { width: 105 }, { width: contentWidth - 315 }], bottom);
  history.row([...HISTORY_HEADERS], true);
  for (const row of p.history) history.row(historyCells(row));

  writeFooters(doc, p.printedAt);
  doc.end();
  return done;
}

/** Footers go on last, when the page count is known (bufferPages keeps every page open). */
function writeFooters(doc: PDFKit.PDFDocument, printedAt: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 14;
    // Writing below the bottom margin would make pdfkit add a page: lift the margin first.
    doc.page.margins.bottom = 0;
    doc.fontSize(9).fillColor('#555555');
    doc.text(`打印时间：${printedAt}`, MARGIN, y, { lineBreak: false });
    doc.text(`第 ${i - start + 1} 页，共 ${count} 页`, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
