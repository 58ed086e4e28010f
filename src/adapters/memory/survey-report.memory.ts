import { formatTimestamp } from '../../domain/format/date';
import { REPORT_PHOTO_TYPES, surveyReportData, surveyReportFileName } from '../../domain/survey/survey-report';
import type { SurveyDetail } from '../../domain/survey/survey-types';
import { PrintFontMissingError, type PrintFontSource } from '../../print/print-font';
import type { DownloadedFile } from '../../ports/process.port';
import type { MemoryBackend } from './memory-backend';
import { statusError } from './memory-refusal';

const PDF_TYPE = 'application/pdf';

/** The survey report as the mock server prints it; pdfkit stays out of the HTTP bundle (imported here, lazily). */
export async function surveyReport(backend: MemoryBackend, detail: SurveyDetail, printFont: PrintFontSource | undefined): Promise<DownloadedFile> {
  const photos = backend.files
    .all()
    .filter((file) => file.entry.keyNumGather === detail.filesKey && REPORT_PHOTO_TYPES.has(file.entry.contentType))
    .map((file) => ({ fileName: file.entry.fileName, bytes: file.bytes }));
  const data = surveyReportData(detail, photos, formatTimestamp(backend.now()).slice(0, 16));
  if (printFont === undefined) throw statusError(503, new PrintFontMissingError().message);
  const [{ surveyReportPdf }, font] = await Promise.all([import('../../print/survey-report-pdf'), printFont()]);
  const bytes = await surveyReportPdf(data, font);
  return { blob: new Blob([Uint8Array.from(bytes)], { type: PDF_TYPE }), contentType: PDF_TYPE, fileName: surveyReportFileName(detail) };
}
