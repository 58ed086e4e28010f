import { openPdf, writeFooters } from './pdf-document';
import { PdfTable } from './pdf-table';
import type { PrintFont } from './print-font';
import { drawSurveyMap } from './survey-map-figure';
import type { SurveyReportInput, SurveyReportPhoto } from './survey-report-input';
import { surveyReportTexts as texts } from './survey-report-texts';

const MARGIN = 50;
/** Room kept under the flowing text and the tables for the footer line. */
const FOOTER_ROOM = 40;
const MAP_SIZE = 190;
const GAP = 12;
const PHOTO_HEIGHT = 170;
const CAPTION_HEIGHT = 42;
const SIGNATURE_ROOM = 70;

/** The 建设踏勘记录 as an A4 PDF: the record beside its map, the checklist, findings, conclusion, photos and signature lines. */
export function surveyReportPdf(input: SurveyReportInput, font: PrintFont): Promise<Uint8Array> {
  const { doc, bytes } = openPdf(
    {
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
      info: { Title: `${texts.title} ${input.number}`, Subject: input.subject.projectName, Creator: texts.creator },
    },
    font,
  );
  doc.fontSize(20).text(texts.title, { align: 'center' });
  doc.moveDown(0.3).fontSize(12).text(input.subject.projectName, { align: 'center' });
  doc.moveDown(0.8);

  recordWithMap(doc, input);
  checklist(doc, input);
  heading(doc, texts.findingsHeading);
  doc.fontSize(10).text(input.findings.trim() === '' ? texts.noFindings : input.findings, MARGIN, doc.y, { width: contentWidth(doc) });
  heading(doc, texts.conclusionHeading);
  doc.fontSize(12).text(input.conclusionLabel, MARGIN, doc.y);
  if (input.rectificationDeadline !== undefined) doc.fontSize(10).text(texts.rectifyBy(input.rectificationDeadline));
  photos(doc, input.photos);
  signature(doc);

  writeFooters(doc, MARGIN, texts.printedAt(input.printedAt), texts.page);
  doc.end();
  return bytes;
}

const contentWidth = (doc: PDFKit.PDFDocument): number => doc.page.width - 2 * MARGIN;
const bottomOf = (doc: PDFKit.PDFDocument): number => doc.page.height - doc.page.margins.bottom;

function heading(doc: PDFKit.PDFDocument, title: string): void {
  // Keep a heading with at least two lines of what follows it.
  if (doc.y + 50 > bottomOf(doc)) doc.addPage();
  doc.moveDown(0.8).fontSize(12).fillColor('#000000').text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

function recordWithMap(doc: PDFKit.PDFDocument, input: SurveyReportInput): void {
  const top = doc.y;
  const tableWidth = contentWidth(doc) - MAP_SIZE - GAP;
  const { fields } = texts;
  doc.fontSize(10);
  const table = new PdfTable(doc, [{ width: 72, shaded: true }, { width: tableWidth - 72 }], bottomOf(doc));
  table.row([fields.number, input.number]);
  table.row([fields.subject, `${input.subject.kindLabel} ${input.subject.number}`]);
  table.row([fields.projectName, input.subject.projectName]);
  table.row([fields.division, input.divisionName]);
  table.row([fields.surveyDate, input.surveyDate]);
  table.row([fields.surveyors, input.surveyors.join('、')]);
  table.row([fields.point, texts.coordinates(input.point.lon, input.point.lat)]);
  const tableBottom = doc.y;
  drawSurveyMap(doc, { x: doc.page.width - MARGIN - MAP_SIZE, y: top, width: MAP_SIZE, height: MAP_SIZE }, input.divisionCode, input.point);
  doc.x = MARGIN;
  doc.y = Math.max(tableBottom, top + MAP_SIZE);
}

function checklist(doc: PDFKit.PDFDocument, input: SurveyReportInput): void {
  heading(doc, texts.checklistHeading);
  doc.fontSize(10);
  const width = contentWidth(doc);
  const table = new PdfTable(doc, [{ width: 36 }, { width: 200 }, { width: 56 }, { width: width - 292 }], bottomOf(doc));
  table.row(texts.checklistHeaders, true);
  input.checklist.forEach((check, i) => table.row([String(i + 1), check.item, check.answerLabel, check.note ?? '']));
}

/** Two photos a row, each fitted into its cell with its caption below. */
function photos(doc: PDFKit.PDFDocument, list: readonly SurveyReportPhoto[]): void {
  heading(doc, texts.photosHeading);
  if (list.length === 0) {
    doc.fontSize(10).text(texts.noPhotos, MARGIN, doc.y);
    return;
  }
  const cellWidth = (contentWidth(doc) - GAP) / 2;
  for (let i = 0; i < list.length; i += 2) {
    if (doc.y + PHOTO_HEIGHT + CAPTION_HEIGHT > bottomOf(doc)) doc.addPage();
    const top = doc.y;
    list.slice(i, i + 2).forEach((photo, column) => photoCell(doc, photo, MARGIN + column * (cellWidth + GAP), top, cellWidth));
    doc.x = MARGIN;
    doc.y = top + PHOTO_HEIGHT + CAPTION_HEIGHT + GAP;
  }
}

function photoCell(doc: PDFKit.PDFDocument, photo: SurveyReportPhoto, x: number, y: number, width: number): void {
  try {
    // pdfkit reads any Uint8Array (its types say Buffer).
    doc.image(photo.bytes as Buffer, x, y, { fit: [width, PHOTO_HEIGHT], align: 'center', valign: 'center' });
  } catch {
    doc.rect(x, y, width, PHOTO_HEIGHT).lineWidth(0.6).stroke('#8c8c8c');
    doc.fontSize(10).fillColor('#555555').text(texts.photoUnreadable, x, y + PHOTO_HEIGHT / 2 - 6, { width, align: 'center' });
  }
  const lines = [photo.fileName];
  if (photo.takenAt !== undefined) lines.push(texts.photoTakenAt(photo.takenAt));
  if (photo.lon !== undefined && photo.lat !== undefined) lines.push(texts.photoPoint(texts.coordinates(photo.lon, photo.lat)));
  doc.fontSize(8).fillColor('#333333').text(lines.join('\n'), x, y + PHOTO_HEIGHT + 3, { width, height: CAPTION_HEIGHT, ellipsis: true });
  doc.fillColor('#000000');
}

function signature(doc: PDFKit.PDFDocument): void {
  if (doc.y + SIGNATURE_ROOM > bottomOf(doc)) doc.addPage();
  const y = doc.y + 30;
  const width = contentWidth(doc);
  doc.fontSize(11).fillColor('#000000');
  doc.text(texts.signature, MARGIN, y, { lineBreak: false });
  doc.moveTo(MARGIN + 80, y + 13).lineTo(MARGIN + width * 0.6, y + 13).lineWidth(0.6).stroke('#000000');
  doc.text(texts.signatureDate, MARGIN + width * 0.65, y, { lineBreak: false });
  doc.moveTo(MARGIN + width * 0.65 + 36, y + 13).lineTo(MARGIN + width, y + 13).stroke('#000000');
  doc.x = MARGIN;
  doc.y = y + 20;
}
