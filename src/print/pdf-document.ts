import PDFDocument from 'pdfkit';
import type { PrintFont } from './print-font';

/** The name every print registers its CJK font under. */
export const PDF_FONT = 'cjk';

/** An A4 pdfkit document with the CJK font selected, and the promise of its bytes once `doc.end()` is called. */
export function openPdf(
  options: PDFKit.PDFDocumentOptions,
  font: PrintFont,
): { readonly doc: PDFKit.PDFDocument; readonly bytes: Promise<Uint8Array> } {
  // bufferPages keeps every page open, so footers can go on last, when the page count is known.
  const doc = new PDFDocument({ size: 'A4', bufferPages: true, ...options });
  const bytes = collect(doc);
  // pdfkit's types want a Buffer; its browser build reads any Uint8Array the same way.
  const source = typeof font.source === 'string' ? font.source : (font.source as Buffer);
  if (font.family === undefined) doc.registerFont(PDF_FONT, source);
  else doc.registerFont(PDF_FONT, source, font.family);
  doc.font(PDF_FONT);
  return { doc, bytes };
}

/** A footer on every page: `left` at the left, the page line at the right, `margin` above the page's bottom edge. */
export function writeFooters(doc: PDFKit.PDFDocument, margin: number, left: string, pageLine: (page: number, total: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - margin - 14;
    // Writing below the bottom margin would make pdfkit add a page: lift the margin first.
    doc.page.margins.bottom = 0;
    doc.fontSize(9).fillColor('#555555');
    doc.text(left, margin, y, { lineBreak: false });
    doc.text(pageLine(i - start + 1, count), margin, y, { width: doc.page.width - 2 * margin, align: 'right', lineBreak: false });
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
