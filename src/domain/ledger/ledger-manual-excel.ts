import { isoOfDay } from '../filing/calendar-date';
import type { TableCell } from '../filing/import-table';
import { ok } from '../shared/result';
import type { ReportRow, ReportTable } from '../statistics/report-table';
import { lineOf, manualMessages as m } from './ledger-form-messages';
import { checkRow, rowKey } from './ledger-form-rules';
import { IMPORT_ROWS_MAX, type FormField, type ImportReport, type ManualRow, type RefusedRow } from './ledger-form-types';
import { changed, fail, lookupOf, type ManualCall, type ManualChanged, type ManualServed } from './ledger-manual-call';
import { designOf, rowView, viewerDivision, visibleRows } from './ledger-manual';

const DAY_MS = 86_400_000;
/** How far down a sheet the head may sit (the template puts its title above it). */
const HEAD_SEARCH_ROWS = 5;

/** A field's column head in the template and the export: 面积（亩）. */
export const headOf = (field: Pick<FormField, 'label' | 'unit'>): string => (field.unit === undefined ? field.label : `${field.label}（${field.unit}）`);

/** What the template is made of: the title and, per field, its head and the choices a cell may hold. */
export interface LedgerTemplate {
  readonly title: string;
  readonly columns: readonly { readonly head: string; readonly field: FormField }[];
}

export function templateOf(call: ManualCall, formId: string): ManualServed<LedgerTemplate> {
  const design = designOf(call, formId);
  if (!design.ok) return design;
  if (design.value.fields.length === 0) return fail(400, m.noFields);
  return ok({ title: design.value.title, columns: design.value.fields.map((field) => ({ head: headOf(field), field })) });
}

const cellText = (cell: TableCell): string => (cell === undefined ? '' : cell instanceof Date ? '' : String(cell).trim());
const isBlankRow = (row: readonly TableCell[]): boolean => row.every((cell) => cellText(cell) === '' && !(cell instanceof Date));

/** A workbook's date is the calendar day written in the cell, which exceljs gives as that day at UTC. */
const rawOf = (cell: TableCell): unknown => (cell instanceof Date ? isoOfDay(Math.floor(cell.getTime() / DAY_MS)) : cell);

/** The column of each field, read from the first row (of the top few) that names every field. */
function headColumns(table: readonly (readonly TableCell[])[], fields: readonly FormField[]): { at: number; columns: Map<string, number> } | undefined {
  for (let at = 0; at < Math.min(HEAD_SEARCH_ROWS, table.length); at += 1) {
    const row = table[at] ?? [];
    const columns = new Map<string, number>();
    row.forEach((cell, index) => {
      const text = cellText(cell);
      const field = fields.find((f) => headOf(f) === text || f.label === text);
      if (field !== undefined && !columns.has(field.key)) columns.set(field.key, index);
    });
    if (columns.size === fields.length) return { at, columns };
  }
  return undefined;
}

/**
 * POST /manual/excel/data: a filled template. Every row is checked by the design; good rows are
 * added to the caller's division, a row equal to one already there (or earlier in the file) is
 * skipped, so importing the same file twice adds nothing; each refused row keeps its reasons.
 */
export function importRows(call: ManualCall, formId: string, table: readonly (readonly TableCell[])[] | undefined): ManualChanged<ImportReport> {
  const design = designOf(call, formId);
  if (!design.ok) return design;
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const { fields } = design.value;
  if (fields.length === 0) return fail(400, m.noFields);
  if (table === undefined) return fail(400, m.unreadable);
  const head = headColumns(table, fields);
  if (head === undefined) return fail(400, m.wrongHead);
  const lines = table.map((row, index) => ({ row, line: index + 1 })).slice(head.at + 1).filter(({ row }) => !isBlankRow(row));
  if (lines.length > IMPORT_ROWS_MAX) return fail(400, m.tooManyRows);

  const lookup = lookupOf(call.dir);
  const known = new Set(call.book.rows.filter((r) => r.formId === formId && r.divisionCode === viewer.value).map((r) => r.hash));
  const added: ManualRow[] = [];
  const refused: RefusedRow[] = [];
  let duplicates = 0;
  for (const { row, line } of lines) {
    const raw = Object.fromEntries(fields.map((f) => [f.key, rawOf(row[head.columns.get(f.key) ?? -1])]));
    const checked = checkRow(fields, raw, lookup);
    if (!checked.ok) {
      refused.push({ line, reasons: fields.flatMap((f) => checked.error[f.key] ?? []).map((reason) => `${lineOf(line)}：${reason}`) });
      continue;
    }
    const hash = rowKey(fields, checked.value);
    if (known.has(hash)) {
      duplicates += 1;
      continue;
    }
    known.add(hash);
    const instanceId = `M${String(call.book.next + added.length).padStart(6, '0')}`;
    added.push({ instanceId, formId, divisionCode: viewer.value, values: checked.value, hash, version: 1, createdBy: call.userId, createdAt: call.at, updatedAt: call.at });
  }
  const book = { ...call.book, rows: [...call.book.rows, ...added], next: call.book.next + added.length };
  return changed(book, { imported: added.length, duplicates, refused });
}

/** POST /manual/excel: the caller's rows of the ledger as a table with its title and the number fields' 合计. */
export function exportTable(call: ManualCall, formId: string, keyword: string | undefined): ManualServed<ReportTable> {
  const design = designOf(call, formId);
  if (!design.ok) return design;
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const { fields, title } = design.value;
  const words = keyword?.trim() ?? '';
  const views = visibleRows(call, formId, viewer.value)
    .map((r) => rowView(call, fields, r))
    .filter((r) => words === '' || Object.values(r.texts).some((t) => t.includes(words)));
  const rows: ReportRow[] = views.map((view, index) => ({
    key: view.instanceId,
    cells: {
      index: index + 1,
      division: view.divisionName,
      ...Object.fromEntries(fields.map((f) => [f.key, f.type === 'number' ? (typeof view.values[f.key] === 'number' ? (view.values[f.key] as number) : null) : (view.texts[f.key] ?? '')])),
    },
  }));
  const numbers = fields.filter((f) => f.type === 'number');
  const totals: ReportRow = {
    key: 'total',
    cells: {
      index: '合计',
      division: '',
      ...Object.fromEntries(numbers.map((f) => [f.key, Number(views.reduce((sum, v) => sum + (typeof v.values[f.key] === 'number' ? (v.values[f.key] as number) : 0), 0).toFixed(f.precision ?? 0))])),
    },
  };
  const unit = call.dir.divisions.find((d) => d.code === viewer.value)?.name ?? viewer.value;
  return ok({
    title,
    subtitle: `填报单位：${unit}  导出日期：${call.at.slice(0, 10)}  共 ${views.length} 条`,
    columns: [
      { title: '序号', key: 'index' },
      { title: '填报单位', key: 'division' },
      ...fields.map((f) => (f.type === 'number' ? { title: f.label, key: f.key, decimals: f.precision ?? 0, ...(f.unit === undefined ? {} : { unit: f.unit }) } : { title: f.label, key: f.key })),
    ],
    rows,
    totals,
  });
}
