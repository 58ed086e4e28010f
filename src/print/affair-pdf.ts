import PDFDocument from 'pdfkit';
import { pageLine } from '../domain/affair/print-messages';
import type { PrintSheet } from '../domain/affair/print-sheet';
import { PdfTable } from './pdf-table';
import type { PrintFont } from './print-font';

const MARGIN = 50;
/** Room kept under the tables for the footer line. */
const FOOTER_ROOM = 40;
const FONT = 'cjk';

/** The 办理单 as an A4 PDF: heading, fields, history, printed time and page numbers. */
export function renderAffairPdf(sheet: PrintSheet, font: PrintFont): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: sheet.title, Subject: sheet.heading, Creator: sheet.creator },
  });
  const done = collect(doc);
  // pdfkit's types want a Buffer; its browser build reads any Uint8Array the same way.
  const source = typeof font.source === 'string' ? font.source : (font.source as Buffer);
  if (font.family === undefined) doc.registerFont(FONT, source);
  else doc.registerFont(FONT, source, font.family);
  doc.font(FONT);

  const contentWidth = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - FOOTER_ROOM;

  doc.fontSize(20).text(sheet.heading, { align: 'center' });
  doc.moveDown(0.4).fontSize(13).text(sheet.title, { align: 'center' });
  doc.moveDown(0.8).fontSize(10);

  const pairs = new PdfTable(doc, [{ width: 110, shaded: true }, { width: contentWidth - 110 }], bottom);
  for (const field of sheet.fields) pairs.row([field.label, field.value]);

  doc.moveDown(1).fontSize(12).text(sheet.historyHeading, MARGIN);
  doc.moveDown(0.3).fontSize(9.5);
  const history = new PdfTable(doc, [{ width: 120 }, { width: 90 }, { width: 105 }, { width: contentWidth - 315 }], bottom);
  history.row(sheet.historyHeaders, true);
  for (const row of sheet.history) history.row(row);

  writeFooters(doc, sheet.printedAt);
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
    doc.text(printedAt, MARGIN, y, { lineBreak: false });
    doc.text(pageLine(i - start + 1, count), MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(concat(chunks)));
    doc.on('error', reject);
  });
}

/** Node's Buffer.concat is not in the browser, where the memory backend prints. */
function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
