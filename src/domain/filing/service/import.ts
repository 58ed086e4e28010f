import { ok } from '../../shared/result';
import { coerceFilingData } from '../coerce';
import { rowsOfCsv, rowsOfTable } from '../csv-rows';
import { checkFiling } from '../data-check';
import type { FilingTypeCode } from '../filing-types';
import type { ImportReport } from '../views';
import { xlsxTable, type InflateRaw } from '../xlsx';
import { divisionOf, fail, nameOf } from './access';
import { createdFiling } from './save';
import type { FilingCall, FilingChanged } from './types';

/** Said when the file is neither readable JSON nor a CSV with a header and rows. */
export const IMPORT_UNREADABLE = '无法读取导入文件：应为首行为字段名的Excel（.xlsx）或CSV（UTF-8），或JSON（记录数组，或含 rows 数组的对象）';

/** Enough for a county's yearly batch; a bigger file is refused as a whole. */
export const IMPORT_MAX_ROWS = 500;

/** The rows of an uploaded JSON file: an array, or an object holding one under "rows". */
export function rowsOfJson(text: string): unknown[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (Array.isArray(parsed)) return parsed;
  const rows = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)['rows'] : undefined;
  return Array.isArray(rows) ? rows : undefined;
}

/** The rows of an uploaded file by its name: Excel (.xlsx, first sheet), CSV saved from Excel, otherwise JSON. */
export async function rowsOfFile(fileName: string, bytes: Uint8Array, inflate: InflateRaw): Promise<unknown[] | undefined> {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) {
    const table = await xlsxTable(bytes, inflate);
    return table === undefined ? undefined : rowsOfTable(table);
  }
  const text = new TextDecoder().decode(bytes);
  return name.endsWith('.csv') ? rowsOfCsv(text) : rowsOfJson(text);
}

/**
 * POST importProject/:keyTypeCode: each row becomes a draft of the user's division when its shape
 * and the data check pass; every refused row is reported with all its problems. Rows are numbered from 1.
 */
export function importFilings(call: FilingCall, keyTypeCode: FilingTypeCode, rows: readonly unknown[]): FilingChanged<ImportReport> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  if (rows.length === 0) return fail(400, '导入文件中没有记录');
  if (rows.length > IMPORT_MAX_ROWS) return fail(400, `一次最多导入${IMPORT_MAX_ROWS}条记录`);
  let book = call.book;
  const imported: ImportReport['imported'][number][] = [];
  const refused: ImportReport['refused'][number][] = [];
  rows.forEach((raw, index) => {
    const row = index + 1;
    const shaped = coerceFilingData(keyTypeCode, raw);
    if (!shaped.ok) {
      refused.push({ row, problems: shaped.error });
      return;
    }
    const problems = checkFiling(shaped.value, Date.parse(call.at));
    if (problems.length > 0) {
      refused.push({ row, problems });
      return;
    }
    const created = createdFiling(book, division.value, call.userId, shaped.value, call.at, 'import');
    book = created.book;
    imported.push({ row, keyNumGather: created.filing.keyNumGather, name: nameOf(shaped.value).name });
  });
  return ok({ book, value: { imported, refused } });
}
