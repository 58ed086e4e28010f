// exceljs is CommonJS: its classes come through the default export in Node and in the bundle alike.
import ExcelJS, { type CellValue } from 'exceljs';
import type { TableCell } from '../domain/filing/import-table';

/** A cell as the import reads it: what a formula computed, the text of rich text and links, nothing for an error. */
function cellOf(value: CellValue): TableCell {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('result' in value) return value.result === undefined || typeof value.result === 'object' ? (value.result instanceof Date ? value.result : undefined) : value.result;
  return undefined;
}

/**
 * The first worksheet of an .xlsx file, by the order of its tabs, as rows of cells (gaps kept as
 * undefined, date cells as dates), or undefined when the bytes are not a workbook. exceljs reads it
 * for the mock server and, fetched only when an .xlsx is imported, for the in-memory backend.
 */
export async function worksheetTable(bytes: Uint8Array): Promise<TableCell[][] | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    // A corrupt file is an unreadable import, not a server failure.
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return undefined;
  const table: TableCell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: TableCell[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellOf(row.getCell(c).value));
    table.push(cells);
  }
  return table;
}
