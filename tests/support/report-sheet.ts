// Reads a statistics export back with exceljs as the cells of its table, to compare with the
// ReportTable the page shows.
import ExcelJS from 'exceljs';
import { headDepth, leafColumns, type ReportCell, type ReportTable } from '../../src/domain/statistics/report-table';

/** The body rows (rows then 合计) of the exported sheet, as the table's leaf cells. */
export async function exportedRows(blob: Blob, table: ReportTable): Promise<ReportCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  const first = 3 + headDepth(table.columns);
  const count = table.rows.length + (table.totals === undefined ? 0 : 1);
  const leaves = leafColumns(table.columns);
  return Array.from({ length: count }, (_, index) =>
    leaves.map((_leaf, column) => {
      const value = sheet.getCell(first + index, column + 1).value;
      return typeof value === 'string' || typeof value === 'number' ? value : null;
    }),
  );
}

/** The same rows as the table holds them. */
export function tableRows(table: ReportTable): ReportCell[][] {
  const leaves = leafColumns(table.columns);
  return [...table.rows, ...(table.totals === undefined ? [] : [table.totals])].map((row) => leaves.map((leaf) => row.cells[leaf.key ?? ''] ?? null));
}
