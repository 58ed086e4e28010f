import { isoOfDay } from './calendar-date';
import { FIELD_LABELS } from './filing-types';

/** RFC 4180 cells: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i] as string;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

const FIELD_BY_LABEL: ReadonlyMap<string, string> = new Map(Object.entries(FIELD_LABELS).map(([field, label]) => [label, field]));

/** A header cell as a field name: the field itself, or its Chinese label (项目名称, 总面积（公顷）…). */
const fieldOfHeader = (header: string): string => {
  const trimmed = header.trim();
  return FIELD_BY_LABEL.get(trimmed) ?? trimmed;
};

const DATE_FIELDS: ReadonlySet<string> = new Set(['approvalDate', 'restorationDeadline']);
/** Excel keeps a date as its day count since 1899-12-30; 25569 of them lie before 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25_569;

/** The boundary column holds the ring as JSON text ([[经度, 纬度], …]); a date column may hold Excel's day number. */
function cellValue(field: string, value: string): unknown {
  const trimmed = value.trim();
  if (DATE_FIELDS.has(field) && /^\d{5}(\.\d+)?$/.test(trimmed)) return isoOfDay(Math.floor(Number(trimmed)) - EXCEL_EPOCH_OFFSET);
  if (field !== 'boundary') return trimmed;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The rows of a table whose first line names the fields (or their Chinese labels); empty cells
 * are left out so the import names them as missing. undefined when there is no header and row.
 */
export function rowsOfTable(table: readonly (readonly string[])[]): Record<string, unknown>[] | undefined {
  const [header, ...lines] = table.filter((r) => r.some((value) => value.trim() !== ''));
  if (header === undefined || lines.length === 0) return undefined;
  const fields = header.map(fieldOfHeader);
  return lines.map((line) => {
    const row: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      const value = line[index];
      // defineProperty keeps a header named __proto__ a plain key instead of replacing the prototype.
      if (value !== undefined && value.trim() !== '') Object.defineProperty(row, field, { value: cellValue(field, value), enumerable: true, writable: true, configurable: true });
    });
    return row;
  });
}

/** The rows of a CSV file saved from Excel (UTF-8). */
export const rowsOfCsv = (text: string): Record<string, unknown>[] | undefined => rowsOfTable(parseCsv(text));
