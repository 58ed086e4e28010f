/**
 * Just enough of the .xlsx format to read the first worksheet of an import file as a table of
 * texts: the ZIP directory, shared strings and cells. Decompression is passed in (zlib on the
 * server, DecompressionStream in the browser), so this stays pure.
 */
export type InflateRaw = (data: Uint8Array) => Promise<Uint8Array>;

interface ZipEntry {
  readonly method: number;
  readonly data: Uint8Array;
}

const u16 = (b: Uint8Array, at: number): number => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number): number => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

/** The entries of a ZIP archive by name, or undefined when it is not one. */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> | undefined {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (u32(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = new Map<string, ZipEntry>();
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names = new TextDecoder();
  for (let i = 0; i < count; i += 1) {
    if (u32(bytes, at) !== 0x02014b50) return undefined;
    const method = u16(bytes, at + 10);
    const size = u32(bytes, at + 20);
    const nameLength = u16(bytes, at + 28);
    const local = u32(bytes, at + 42);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (u32(bytes, local) !== 0x04034b50) return undefined;
    const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    if (start + size > bytes.length) return undefined;
    entries.set(name, { method, data: bytes.subarray(start, start + size) });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescapeXml = (text: string): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, code: string) =>
    code.startsWith('#x') ? String.fromCodePoint(parseInt(code.slice(2), 16)) : code.startsWith('#') ? String.fromCodePoint(Number(code.slice(1))) : (ENTITIES[code] ?? ''),
  );

/** The text of every <t> inside a fragment (rich text runs are joined). */
const textOf = (fragment: string): string => [...fragment.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1] ?? '')).join('');

export const sharedStrings = (xml: string): string[] => [...xml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? ''));

/** Column letters (A, B … AA) as a 0-based index. */
const columnOf = (ref: string): number => [...ref.replace(/\d+$/, '')].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

/** The cells of a worksheet as rows of texts, gaps kept as ''. */
export function sheetTable(sheetXml: string, strings: readonly string[]): string[][] {
  return [...sheetXml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const body = cell[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      const text = type === 's' ? (strings[Number(value)] ?? '') : type === 'inlineStr' ? textOf(body) : type === 'b' ? (value === '1' ? '是' : '否') : value;
      const index = ref === undefined ? cells.length : columnOf(ref);
      while (cells.length < index) cells.push('');
      cells[index] = text;
    }
    return cells;
  });
}

async function entryText(entry: ZipEntry | undefined, inflate: InflateRaw): Promise<string | undefined> {
  if (entry === undefined) return undefined;
  if (entry.method === 0) return new TextDecoder().decode(entry.data);
  if (entry.method !== 8) return undefined;
  return new TextDecoder().decode(await inflate(entry.data));
}

/** The first worksheet of an .xlsx file as a table, or undefined when the file is not one. */
export async function xlsxTable(bytes: Uint8Array, inflate: InflateRaw): Promise<string[][] | undefined> {
  const entries = zipEntries(bytes);
  if (entries === undefined) return undefined;
  const sheetName = [...entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0];
  try {
    const sheet = await entryText(sheetName === undefined ? undefined : entries.get(sheetName), inflate);
    if (sheet === undefined) return undefined;
    const strings = await entryText(entries.get('xl/sharedStrings.xml'), inflate);
    return sheetTable(sheet, strings === undefined ? [] : sharedStrings(strings));
  } catch {
    // A corrupt stream is an unreadable file, not a server failure.
    return undefined;
  }
}
