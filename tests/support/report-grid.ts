// A ReportTable and an exported .xlsx as the same grid of cells (title, subtitle, grouped head
// with each merged cell repeated over its span, rows, totals), so tests compare them cell by cell.
import ExcelJS from 'exceljs';
import { columnLabel, headDepth, leafColumns, type ReportColumn, type ReportTable } from '../../src/domain/statistics/report-table';

export type GridCell = string | number | null;

/** The head rows: every leaf column with the title of its group at each level (a shallow leaf repeats down). */
export function headGrid(columns: readonly ReportColumn[]): GridCell[][] {
  const depth = headDepth(columns);
  const paths: string[][] = [];
  const walk = (column: ReportColumn, above: string[]): void => {
    if (column.children === undefined || column.children.length === 0) paths.push([...above, columnLabel(column)]);
    else for (const child of column.children) walk(child, [...above, column.title]);
  };
  for (const column of columns) walk(column, []);
  return Array.from({ length: depth }, (_, level) => paths.map((path) => path[Math.min(level, path.length - 1)] ?? null));
}

/** The whole table as the export lays it out. */
export function tableGrid(table: ReportTable): GridCell[][] {
  const leaves = leafColumns(table.columns);
  const width = leaves.length;
  const line = (row: ReportTable['rows'][number]): GridCell[] => leaves.map((leaf) => (leaf.key === undefined ? null : (row.cells[leaf.key] ?? null)));
  return [
    Array.from({ length: width }, () => table.title),
    Array.from({ length: width }, () => table.subtitle),
    ...headGrid(table.columns),
    ...table.rows.map(line),
    ...(table.totals === undefined ? [] : [line(table.totals)]),
  ];
}

/** The first sheet of an .xlsx as a grid, merged cells read through their master. */
export async function sheetGrid(bytes: ArrayBuffer | Uint8Array): Promise<GridCell[][]> {
  const workbook = new ExcelJS.Workbook();
  const buffer = bytes instanceof Uint8Array ? (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer) : bytes;
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('the workbook has no sheet');
  const grid: GridCell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const line: GridCell[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const value = sheet.getCell(r, c).master.value;
      line.push(typeof value === 'string' || typeof value === 'number' ? value : null);
    }
    grid.push(line);
  }
  return grid;
}
