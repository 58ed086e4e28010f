// exceljs is CommonJS: its classes come through the default export in Node and in the bundle alike.
import ExcelJS, { type Worksheet } from 'exceljs';
import { columnLabel, headDepth, leafColumns, type ReportCell, type ReportColumn, type ReportRow, type ReportTable } from '../domain/statistics/report-table';

/** The media type of an .xlsx answer. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FONT = '宋体';
const THIN = { style: 'thin' } as const;
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/** Display width of text in Excel's character units: a CJK character takes two. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2E80-\uFFEF]/.test(char) ? 2 : 1;
  return width;
}

const numberFormat = (decimals: number): string => (decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`);

const cellText = (value: ReportCell, column: ReportColumn): string =>
  value === null ? '' : typeof value === 'number' ? value.toFixed(column.decimals ?? 0) : value;

/** Writes the grouped head from `top` down: a group spans its leaves, a leaf spans the rows below it. */
function writeHead(sheet: Worksheet, columns: readonly ReportColumn[], top: number, depth: number): void {
  let left = 1;
  const place = (column: ReportColumn, row: number, col: number): number => {
    const leaves = leafColumns([column]).length;
    const isLeaf = column.children === undefined || column.children.length === 0;
    const bottom = isLeaf ? top + depth - 1 : row;
    sheet.getCell(row, col).value = isLeaf ? columnLabel(column) : column.title;
    if (bottom > row || leaves > 1) sheet.mergeCells(row, col, bottom, col + leaves - 1);
    if (!isLeaf) {
      let childCol = col;
      for (const child of column.children ?? []) childCol += place(child, row + 1, childCol);
    }
    return leaves;
  };
  for (const column of columns) left += place(column, top, left);
  for (let r = top; r < top + depth; r += 1) {
    const row = sheet.getRow(r);
    row.height = 22;
    for (let c = 1; c < left; c += 1) {
      const cell = row.getCell(c);
      cell.font = { name: FONT, size: 11, bold: true };
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
      cell.border = BORDER;
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };
    }
  }
}

function writeRow(sheet: Worksheet, at: number, leaves: readonly ReportColumn[], row: ReportRow, bold: boolean): void {
  const target = sheet.getRow(at);
  leaves.forEach((column, index) => {
    const cell = target.getCell(index + 1);
    const value = column.key === undefined ? null : (row.cells[column.key] ?? null);
    cell.value = value;
    cell.font = { name: FONT, size: 11, bold };
    cell.border = BORDER;
    if (typeof value === 'number') {
      cell.numFmt = numberFormat(column.decimals ?? 0);
      cell.alignment = { horizontal: 'right', vertical: 'middle' };
    } else cell.alignment = { horizontal: index === 0 ? 'left' : 'center', vertical: 'middle' };
  });
}

/**
 * A statistics table as an .xlsx a clerk can hand in unchanged: the title merged across the
 * table, the unit and period under it, the grouped Chinese head with units, the rows with number
 * formats, the 合计 row in bold, the head frozen and columns wide enough for their Chinese text.
 */
export async function reportWorkbook(table: ReportTable): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '用地备案与办公管理系统';
  const leaves = leafColumns(table.columns);
  const width = Math.max(1, leaves.length);
  const depth = headDepth(table.columns);
  const sheet = workbook.addWorksheet(table.title.slice(0, 31), { views: [{ state: 'frozen', xSplit: 1, ySplit: 2 + depth }] });

  sheet.mergeCells(1, 1, 1, width);
  const title = sheet.getCell(1, 1);
  title.value = table.title;
  title.font = { name: FONT, size: 16, bold: true };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  sheet.getRow(1).height = 32;
  sheet.mergeCells(2, 1, 2, width);
  const subtitle = sheet.getCell(2, 1);
  subtitle.value = table.subtitle;
  subtitle.font = { name: FONT, size: 10 };
  subtitle.alignment = { horizontal: 'left', vertical: 'middle' };

  writeHead(sheet, table.columns, 3, depth);
  let at = 3 + depth;
  for (const row of table.rows) writeRow(sheet, at++, leaves, row, false);
  if (table.totals !== undefined) writeRow(sheet, at, leaves, table.totals, true);

  const rows = table.totals === undefined ? table.rows : [...table.rows, table.totals];
  leaves.forEach((column, index) => {
    const texts = [columnLabel(column), ...rows.map((row) => cellText(column.key === undefined ? null : (row.cells[column.key] ?? null), column))];
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(8, ...texts.map(textWidth)) + 2);
  });
  const bytes = await workbook.xlsx.writeBuffer();
  return new Uint8Array(bytes as ArrayBuffer);
}

/** The file name of a table's export: its title and the day, e.g. 江西省用地备案区域统计表-20261126.xlsx. */
export const reportFileName = (table: ReportTable, today: string): string => `${table.title}-${today.replaceAll('-', '')}.xlsx`;
