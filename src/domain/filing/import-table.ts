import { isoOfDay } from './calendar-date';
import { DATE_FIELDS, FIELD_LABELS } from './filing-types';

/** One cell of an imported sheet: CSV gives texts; a workbook also numbers, booleans and dates. */
export type TableCell = string | number | boolean | Date | undefined;

const FIELD_BY_LABEL: ReadonlyMap<string, string> = new Map(Object.entries(FIELD_LABELS).map(([field, label]) => [label, field]));

/** A header cell as a field name: the field itself, or its Chinese label (项目名称, 总面积（公顷）…). */
const fieldOfHeader = (header: TableCell): string => {
  const trimmed = textOf(header).trim();
  return FIELD_BY_LABEL.get(trimmed) ?? trimmed;
};

/** Excel keeps a date as its day count since 1899-12-30; 25569 of them lie before 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25_569;
const DAY_MS = 86_400_000;
/** Excel's day numbers of 1927-05-18 … 2173-10-13: five digits, the only ones a filing date can have. */
const isExcelDay = (n: number): boolean => n >= 10_000 && n < 100_000;
/** 2026-10-8, 2026/10/8 (Excel's CSV in China) and 2026年10月8日. */
const WRITTEN_DATE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;

const textOf = (cell: TableCell): string => (cell === undefined ? '' : cell instanceof Date ? isoOfDate(cell) : typeof cell === 'boolean' ? (cell ? '是' : '否') : String(cell));

/** A workbook's date is the calendar day written in the cell, which exceljs gives as that day at UTC. */
const isoOfDate = (date: Date): string => isoOfDay(Math.floor(date.getTime() / DAY_MS));

/** A date field's value as yyyy-MM-dd when it is one written another way; anything else is left for the data check to name. */
function dateValue(cell: Exclude<TableCell, undefined>): unknown {
  if (cell instanceof Date) return isoOfDate(cell);
  if (typeof cell === 'number') return isExcelDay(cell) ? isoOfDay(Math.floor(cell) - EXCEL_EPOCH_OFFSET) : cell;
  if (typeof cell !== 'string') return cell;
  const trimmed = cell.trim();
  if (/^\d{5}(\.\d+)?$/.test(trimmed)) return isoOfDay(Math.floor(Number(trimmed)) - EXCEL_EPOCH_OFFSET);
  const written = WRITTEN_DATE.exec(trimmed);
  if (written === null) return trimmed;
  return `${written[1]}-${(written[2] ?? '').padStart(2, '0')}-${(written[3] ?? '').padStart(2, '0')}`;
}

/** The boundary column holds the ring as JSON text ([[经度, 纬度], …]). */
function cellValue(field: string, cell: Exclude<TableCell, undefined>): unknown {
  if (DATE_FIELDS.has(field)) return dateValue(cell);
  if (cell instanceof Date) return isoOfDate(cell);
  if (typeof cell !== 'string') return cell;
  if (field !== 'boundary') return cell.trim();
  try {
    return JSON.parse(cell) as unknown;
  } catch {
    return cell;
  }
}

const isBlank = (cell: TableCell): boolean => cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/**
 * The rows of a table whose first line names the fields (or their Chinese labels); empty cells
 * are left out so the import names them as missing. undefined when there is no header and row.
 */
export function rowsOfTable(table: readonly (readonly TableCell[])[]): Record<string, unknown>[] | undefined {
  const [header, ...lines] = table.filter((r) => r.some((cell) => !isBlank(cell)));
  if (header === undefined || lines.length === 0) return undefined;
  const fields = header.map(fieldOfHeader);
  return lines.map((line) => {
    const row: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      const cell = line[index];
      // defineProperty keeps a header named __proto__ a plain key instead of replacing the prototype.
      if (cell !== undefined && !isBlank(cell)) Object.defineProperty(row, field, { value: cellValue(field, cell), enumerable: true, writable: true, configurable: true });
    });
    return row;
  });
}
