import { printMessages } from '../print-messages';
import { printSheet, type PrintSheet } from '../print-sheet';
import type { PrintTemplate } from '../wire';
import { ok } from '../../shared/result';
import { failure, shown } from './directory';
import { detailOf, historyRowsOf } from './rows';
import type { AffairBook, Directory, PrintableAffair, Served } from './types';
import { visibleAffair } from './working';

/** The two print reports every affair offers: the handling sheet and the approval form. */
const PRINT_TEMPLATES: readonly PrintTemplate[] = [
  { reportDefineId: 'report-handling', reportId: 'word-handling', name: '事务办理单' },
  { reportDefineId: 'report-approval', reportId: 'word-approval', name: '审批表' },
];

/** POST /printReportTemplate/list. */
export function printTemplates(book: AffairBook, dir: Directory, userId: string, key: string): Served<PrintTemplate[]> {
  const found = visibleAffair(book, dir, userId, key);
  return found.ok ? ok([...PRINT_TEMPLATES]) : found;
}

/** What a print report shows of an affair, for the PDF and Word renderers. */
export function printableAffair(book: AffairBook, dir: Directory, userId: string, key: string, at: string): Served<PrintableAffair> {
  const found = visibleAffair(book, dir, userId, key);
  if (!found.ok) return found;
  const { stored } = found.value;
  const detail = detailOf(dir, stored);
  return ok({
    title: detail.title,
    processName: detail.processName,
    statusLabel: detail.statusLabel,
    keyDigNumGather: detail.keyDigNumGather,
    registrantName: detail.registrantName,
    registeredAt: detail.registeredAt,
    fields: detail.formFields.map((field) => {
      const value = stored.formData[field.name] ?? '';
      return { label: field.label, value: value.length > 0 && field.unit !== undefined ? `${value} ${field.unit}` : value };
    }),
    history: historyRowsOf(dir, stored.affair),
    printedAt: shown(at),
  });
}

/** An affair ready to print: the template asked for, the sheet, and the name the file is saved under. */
export interface PrintJob {
  readonly template: PrintTemplate;
  readonly sheet: PrintSheet;
  readonly fileName: (extension: 'pdf' | 'docx') => string;
}

/** Characters no file system accepts in a name, replaced so the saved file keeps the rest of the title. */
const safeInName = (name: string): string =>
  [...name].map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');

/**
 * POST /printReportTemplate/pdf and /word: the affair (403/404 when unseen) under the template
 * `matches` picks (404 when none), as the sheet both renderers print.
 */
export function printJob(
  book: AffairBook,
  dir: Directory,
  userId: string,
  key: string,
  at: string,
  matches: (template: PrintTemplate) => boolean,
): Served<PrintJob> {
  const templates = printTemplates(book, dir, userId, key);
  if (!templates.ok) return templates;
  const template = templates.value.find(matches);
  if (template === undefined) return failure(404, printMessages.templateNotFound);
  const affair = printableAffair(book, dir, userId, key, at);
  if (!affair.ok) return affair;
  const sheet = printSheet(affair.value);
  return ok({ template, sheet, fileName: (extension) => safeInName(`${template.name}-${sheet.title}.${extension}`) });
}
