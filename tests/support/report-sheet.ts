// A statistics export read back with exceljs, and a ReportTable laid out the way the export
// writes it (title, subtitle, grouped head with each merged cell repeated over its span, rows,
// 合计), so tests compare the file with the table the page shows cell by cell.
import ExcelJS from 'exceljs';
import { columnLabel, headDepth, leafColumns, type ReportColumn, type ReportTable } from '../../src/domain/statistics/report-table';

export type SheetCell = string | number | null;

/** The first sheet of an .xlsx as a grid, merged cells read through their master. */
export async function sheetGrid(bytes: ArrayBuffer | Uint8Array): Promise<SheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  const buffer = bytes instanceof Uint8Array ? (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer) : bytes;
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('the workbook has no sheet');
  const grid: SheetCell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const line: SheetCell[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const value = sheet.getCell(r, c).master.value;
      line.push(typeof value === 'string' || typeof value === 'number' ? value : null);
    }
    grid.push(line);
  }
  return grid;
}

/** The head rows: every leaf column with the title of its group at each level (a shallow leaf repeats down). */
function headGrid(columns: readonly ReportColumn[]): SheetCell[][] {
  const paths: string[][] = [];
  const walk = (column: ReportColumn, above: string[]): void => {
    if (column.children === undefined || column.children.length === 0) paths.push([...above, columnLabel(column)]);
    else for (const child of column.children) walk(child, [...above, column.title]);
  };
  for (const column of columns) walk(column, []);
  return Array.from({ length: headDepth(columns) }, (_, level) => paths.map((path) => path[Math.min(level, path.length - 1)] ?? null));
}

/** The whole table as the export lays it out. */
export function tableGrid(table: ReportTable): SheetCell[][] {
  const leaves = leafColumns(table.columns);
  const line = (row: ReportTable['rows'][number]): SheetCell[] => leaves.map((leaf) => (leaf.key === undefined ? null : (row.cells[leaf.key] ?? null)));
  return [
    leaves.map(() => table.title),
    leaves.map(() => table.subtitle),
    ...headGrid(table.columns),
    ...table.rows.map(line),
    ...(table.totals === undefined ? [] : [line(table.totals)]),
  ];
}

/** What a clerk reads in an exported report: title, subtitle and the body rows (rows then 合计). */
export interface ReadSheet {
  readonly title: SheetCell;
  readonly subtitle: SheetCell;
  readonly rows: SheetCell[][];
}

/** Reads an export whose head is `depth` rows deep, for a caller that knows only the shape of its table. */
export async function readReportSheet(bytes: Uint8Array | ArrayBuffer, width: number, depth: number): Promise<ReadSheet> {
  const grid = await sheetGrid(bytes);
  return { title: grid[0]?.[0] ?? null, subtitle: grid[1]?.[0] ?? null, rows: grid.slice(2 + depth).map((line) => line.slice(0, width)) };
}
