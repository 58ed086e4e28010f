import { pageLine } from '../domain/affair/print-messages';
import type { PrintSheet } from '../domain/affair/print-sheet';
import { openPdf, writeFooters } from './pdf-document';
import { PdfTable } from './pdf-table';
import type { PrintFont } from './print-font';

const MARGIN = 50;
/** Room kept under the tables for the footer line. */
const FOOTER_ROOM = 40;

/** The 办理单 as an A4 PDF: heading, fields, history, printed time and page numbers. */
export function renderAffairPdf(sheet: PrintSheet, font: PrintFont): Promise<Uint8Array> {
  const { doc, bytes } = openPdf({ margin: MARGIN, info: { Title: sheet.title, Subject: sheet.heading, Creator: sheet.creator } }, font);

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

  writeFooters(doc, MARGIN, sheet.printedAt, pageLine);
  doc.end();
  return bytes;
}
