import { pageLine, printMessages } from '../domain/affair/print-messages';
import type { ReceiptSheet } from '../domain/document/receipt-print';
import { openPdf, writeFooters } from './pdf-document';
import type { PrintFont } from './print-font';

/** GB/T 9704's A4 page: 37 mm top and 28 mm left margin, a 156 × 225 mm type area. */
const MM = 72 / 25.4;
const TOP = 37 * MM;
const LEFT = 28 * MM;
const WIDTH = 156 * MM;
const BOTTOM = 35 * MM;
/** Labels in a narrow column, as the ruled forms have them. */
const LABEL = 24 * MM;
const PAD = 6;
const LINE_ROW = 11 * MM;
const TALL_ROW = 36 * MM;
const RED = '#c00000';


interface Cell {
  readonly label: string;
  readonly value: string;
}

/** One ruled row: a label and its value across the width, or two such pairs side by side. */
function drawRow(doc: PDFKit.PDFDocument, cells: readonly Cell[], minHeight: number, top: boolean): void {
  const span = WIDTH / cells.length;
  const height = Math.max(minHeight, ...cells.map((c) => doc.heightOfString(c.value, { width: span - LABEL - 2 * PAD }) + 2 * PAD));
  const y = doc.y;
  cells.forEach((cell, index) => {
    const x = LEFT + index * span;
    doc.lineWidth(0.8).rect(x, y, LABEL, height).stroke(RED);
    doc.rect(x + LABEL, y, span - LABEL, height).stroke(RED);
    const labelHeight = doc.heightOfString(cell.label, { width: LABEL - 2 * PAD });
    doc.fillColor(RED).text(cell.label, x + PAD, y + (height - labelHeight) / 2, { width: LABEL - 2 * PAD, align: 'center' });
    const valueHeight = doc.heightOfString(cell.value, { width: span - LABEL - 2 * PAD });
    const valueTop = top ? y + PAD : y + (height - valueHeight) / 2;
    doc.fillColor('#000000').text(cell.value, x + LABEL + PAD, valueTop, { width: span - LABEL - 2 * PAD });
  });
  doc.y = y + height;
}

/** 收文处理笺: the red heading and rules of the offices' form, the receipt's facts, then 拟办意见, 领导批示 and 办理结果. */
export function renderReceiptPdf(sheet: ReceiptSheet, font: PrintFont): Promise<Uint8Array> {
  const { doc, bytes } = openPdf({ margins: { top: TOP, left: LEFT, right: LEFT, bottom: BOTTOM }, info: { Title: sheet.heading, Subject: sheet.title, Creator: printMessages.creator } }, font);
  doc.fillColor(RED).fontSize(22).text(sheet.heading, LEFT, TOP, { width: WIDTH, align: 'center', characterSpacing: 2 });
  doc.moveDown(0.6).fontSize(10.5).fillColor('#000000').text(`收文编号：${sheet.id}`, LEFT, doc.y, { width: WIDTH, align: 'right' });
  doc.moveDown(0.3).fontSize(11);
  const many = (lines: readonly string[]): string => lines.join('\n');
  drawRow(doc, [{ label: '来文单位', value: sheet.issuer }], LINE_ROW, false);
  drawRow(doc, [{ label: '来文字号', value: sheet.issuerNumber }, { label: '收文日期', value: sheet.receivedDate }], LINE_ROW, false);
  drawRow(doc, [{ label: '收文编号', value: sheet.id }, { label: '份数', value: sheet.copies }], LINE_ROW, false);
  drawRow(doc, [{ label: '密级', value: sheet.secrecy }, { label: '紧急程度', value: sheet.urgency }], LINE_ROW, false);
  drawRow(doc, [{ label: '标题', value: sheet.title }], LINE_ROW * 1.4, false);
  drawRow(doc, [{ label: '办理期限', value: sheet.deadline }], LINE_ROW, false);
  drawRow(doc, [{ label: '拟办意见', value: many(sheet.proposal) }], TALL_ROW * 0.8, true);
  drawRow(doc, [{ label: '领导批示', value: many(sheet.instructions) }], TALL_ROW, true);
  drawRow(doc, [{ label: '办理结果', value: many(sheet.results) }], TALL_ROW, true);
  writeFooters(doc, LEFT / 2, printMessages.printedAt(sheet.printedAt), pageLine);
  doc.end();
  return bytes;
}

