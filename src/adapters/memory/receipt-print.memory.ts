import { receiptSheetFileName, type ReceiptSheet } from '../../domain/document/receipt-print';
import { PrintFontMissingError, type PrintFontSource } from '../../print/print-font';
import type { DownloadedFile } from '../../ports/process.port';
import { statusError } from './memory-refusal';

const PDF_TYPE = 'application/pdf';

/** 收文处理笺 as the mock server prints it; pdfkit stays out of the HTTP bundle (imported here, lazily). */
export async function receiptSheetFile(sheet: ReceiptSheet, printFont: PrintFontSource | undefined): Promise<DownloadedFile> {
  if (printFont === undefined) throw statusError(503, new PrintFontMissingError().message);
  const [{ renderReceiptPdf }, font] = await Promise.all([import('../../print/receipt-pdf'), printFont()]);
  const bytes = await renderReceiptPdf(sheet, font);
  return { blob: new Blob([Uint8Array.from(bytes)], { type: PDF_TYPE }), contentType: PDF_TYPE, fileName: receiptSheetFileName(sheet.id) };
}
