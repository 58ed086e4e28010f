import { err, ok, type Result } from '../../shared/result';
import { coerceFilingData } from '../coerce';
import { rowsOfCsv } from '../csv-rows';
import { checkFiling } from '../data-check';
import type { FilingTypeCode } from '../filing-types';
import { importMessages } from '../import-messages';
import { rowsOfTable, type TableCell } from '../import-table';
import type { ImportReport } from '../wire';
import { divisionOf, fail, nameOf } from './access';
import { createdFiling } from './save';
import type { FilingCall, FilingChanged } from './types';

/** Enough for a county's yearly batch; a bigger file is refused as a whole. */
const IMPORT_MAX_ROWS = 500;

/** 500 rows of Excel take well under 1 MB; the cap keeps a worksheet's unpacking within the memory of a page or the server. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The first worksheet (by tab order) of .xlsx bytes as rows of cells, or undefined when they are not a workbook; an adapter does the reading. */
export type WorksheetReader = (bytes: Uint8Array) => Promise<TableCell[][] | undefined>;

/** Why a file's rows could not be taken, as the HTTP answer both backends give. */
interface ImportFileProblem {
  readonly status: 400 | 413;
  readonly message: string;
}

/** The rows of an uploaded JSON file: an array, or an object holding one under "rows". */
function rowsOfJson(text: string): unknown[] | undefined {
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

/** The rows of an uploaded file by its name: Excel (.xlsx, first worksheet), CSV saved from Excel, otherwise JSON. */
export async function rowsOfFile(fileName: string, bytes: Uint8Array, readWorksheet: WorksheetReader): Promise<Result<unknown[], ImportFileProblem>> {
  if (bytes.length > IMPORT_MAX_BYTES) return err({ status: 413, message: importMessages.tooLarge(IMPORT_MAX_BYTES) });
  const name = fileName.toLowerCase();
  const rows = name.endsWith('.xlsx') ? rowsOfTable((await readWorksheet(bytes)) ?? []) : name.endsWith('.csv') ? rowsOfCsv(bytes) : rowsOfJson(new TextDecoder().decode(bytes));
  return rows === undefined ? err({ status: 400, message: importMessages.unreadable }) : ok(rows);
}

/**
 * POST importProject/:keyTypeCode: each row becomes a draft of the user's division when its shape
 * and the data check pass; every refused row is reported with all its problems. Rows are numbered from 1.
 */
export function importFilings(call: FilingCall, keyTypeCode: FilingTypeCode, rows: readonly unknown[]): FilingChanged<ImportReport> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  if (rows.length === 0) return fail(400, importMessages.noRows);
  if (rows.length > IMPORT_MAX_ROWS) return fail(400, importMessages.tooManyRows(IMPORT_MAX_ROWS));
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
