import type { PrintTemplate } from '../views';
import { ok } from '../../shared/result';
import { shown } from './directory';
import { detailOf, historyRowsOf } from './rows';
import type { AffairBook, Directory, PrintableAffair, Served } from './types';
import { visibleAffair } from './working';

/** The two print reports every affair offers: the handling sheet and the approval form. */
export const PRINT_TEMPLATES: readonly PrintTemplate[] = [
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
