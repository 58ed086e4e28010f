import { decodeUtf8OrGbk } from '../files/text-encoding';
import { rowsOfTable } from './import-table';

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

/** The rows of a CSV file saved from Excel: UTF-8 (with or without its mark) or, as Chinese Excel saves it, GBK. */
export const rowsOfCsv = (bytes: Uint8Array): Record<string, unknown>[] | undefined => rowsOfTable(parseCsv(decodeUtf8OrGbk(bytes)));
