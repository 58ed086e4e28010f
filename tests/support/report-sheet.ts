// Reads a statistics export back with exceljs as the cells of its table, to compare with the
// ReportTable the page shows.
import ExcelJS from 'exceljs';
import { headDepth, leafColumns, type ReportTable } from '../../src/domain/statistics/report-table';

/** What a clerk reads in an exported report: title, subtitle and the body rows (values, empty cells as null). */
export interface ReadSheet {
  readonly title: unknown;
  readonly subtitle: unknown;
  readonly rows: (string | number | null)[][];
}

/** Reads an .xlsx export back; `width` and `depth` say where the body starts and how wide it is. */
export async function readReportSheet(bytes: Uint8Array | ArrayBuffer, width: number, depth: number): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  const buffer = bytes instanceof Uint8Array ? (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer) : bytes;
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('the export has no sheet');
  const rows: (string | number | null)[][] = [];
  for (let r = 3 + depth; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: width }, (_, c) => {
      const value = row.getCell(c + 1).value;
      return typeof value === 'string' || typeof value === 'number' ? value : null;
    }));
  }
  return { title: sheet.getCell(1, 1).value, subtitle: sheet.getCell(2, 1).value, rows };
}

/** The same shape from the table itself: what the export must hold cell by cell. */
export function expectedSheet(table: ReportTable): ReadSheet {
  const leaves = leafColumns(table.columns);
  const body = table.totals === undefined ? table.rows : [...table.rows, table.totals];
  return {
    title: table.title,
    subtitle: table.subtitle,
    rows: body.map((row) => leaves.map((column) => (column.key === undefined ? null : (row.cells[column.key] ?? null)))),
  };
}

/** Reads an export of `table`'s shape back. */
export const readLike = (bytes: Uint8Array | ArrayBuffer, table: ReportTable): Promise<ReadSheet> => readReportSheet(bytes, leafColumns(table.columns).length, headDepth(table.columns));

/** The body rows (rows then 合计) of an exported file, for callers holding it as a Blob. */
export async function exportedRows(blob: Blob, table: ReportTable): Promise<(string | number | null)[][]> {
  return (await readLike(await blob.arrayBuffer(), table)).rows;
}

/** The body rows as the table holds them. */
export const tableRows = (table: ReportTable): (string | number | null)[][] => expectedSheet(table).rows;
