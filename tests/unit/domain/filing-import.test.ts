import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/domain/filing/csv-rows';
import { importMessages } from '../../../src/domain/filing/import-messages';
import { rowsOfTable } from '../../../src/domain/filing/import-table';
import { IMPORT_MAX_BYTES, rowsOfFile, type WorksheetReader } from '../../../src/domain/filing/service/import';

const noWorkbook: WorksheetReader = () => Promise.resolve(undefined);
const hex = (text: string): Uint8Array => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));

describe('import tables', () => {
  it('reads CSV cells with quotes, commas and line breaks, skipping blank lines and the BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, ""y""","line1\nline2"\r\n\r\n,last')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line1\nline2'],
      ['', 'last'],
    ]);
  });

  it('maps Chinese headers to fields, leaves empty cells out and reads Excel day numbers and boundary JSON', () => {
    const rows = rowsOfTable([
      ['项目名称', '批准日期', '用地范围', 'unknownField'],
      ['便道', '46303', '[[1,2],[3,4]]', ''],
    ]);
    expect(rows).toEqual([{ projectName: '便道', approvalDate: '2026-10-08', boundary: [[1, 2], [3, 4]] }]);
    expect(rowsOfTable([['项目名称']])).toBeUndefined();
  });

  it.each([
    ['a workbook date', new Date(Date.UTC(2026, 9, 8)), '2026-10-08'],
    ['an Excel day number', 46303, '2026-10-08'],
    ['Excel’s CSV in China', '2026/10/8', '2026-10-08'],
    ['a Chinese date', '2026年10月8日', '2026-10-08'],
    ['a single-digit month', '2026-1-31', '2026-01-31'],
    ['something else, left for the data check', '明年', '明年'],
  ])('reads %s in every date field as yyyy-MM-dd', (_, cell, expected) => {
    expect(rowsOfTable([['批准日期', '复垦期限'], [cell, cell]])).toEqual([{ approvalDate: expected, restorationDeadline: expected }]);
  });

  it('keeps numbers and booleans of a workbook as they are, and skips missing cells', () => {
    expect(rowsOfTable([['家庭人口', '是否占用耕地', '户主'], [4, false, undefined]])).toEqual([{ householdSize: 4, occupiesCultivated: false }]);
  });
});

describe('import files', () => {
  const header = '户主,批准日期';
  it('reads CSV saved as UTF-8, with or without the byte order mark', async () => {
    const expected = { ok: true, value: [{ householdHead: '万秀英', approvalDate: '2026-10-08' }] };
    expect(await rowsOfFile('a.csv', new TextEncoder().encode(`${header}\r\n万秀英,2026/10/8\r\n`), noWorkbook)).toEqual(expected);
    expect(await rowsOfFile('a.CSV', new TextEncoder().encode(`\ufeff${header}\r\n万秀英,2026/10/8\r\n`), noWorkbook)).toEqual(expected);
  });

  it('reads CSV saved as GBK by Chinese Excel', async () => {
    // "户主,批准日期\r\n万秀英,2026/10/8\r\n" in GBK: not well-formed UTF-8.
    const gbk = hex('bba7d6f72cc5fad7bcc8d5c6da0d0acdf2d0e3d3a22c323032362f31302f380d0a');
    expect(await rowsOfFile('宅基地.csv', gbk, noWorkbook)).toEqual({ ok: true, value: [{ householdHead: '万秀英', approvalDate: '2026-10-08' }] });
  });

  it('refuses a file over the size cap before reading it', async () => {
    let read = false;
    const reader: WorksheetReader = () => {
      read = true;
      return Promise.resolve([]);
    };
    const result = await rowsOfFile('big.xlsx', new Uint8Array(IMPORT_MAX_BYTES + 1), reader);
    expect(result).toEqual({ ok: false, error: { status: 413, message: importMessages.tooLarge(IMPORT_MAX_BYTES) } });
    expect(importMessages.tooLarge(IMPORT_MAX_BYTES)).toBe('导入文件超过5 MB，请分批导入');
    expect(read).toBe(false);
  });

  it('answers 400 with the Chinese explanation for what it cannot read', async () => {
    const unreadable = { ok: false, error: { status: 400, message: importMessages.unreadable } };
    expect(await rowsOfFile('x.xlsx', Uint8Array.from([1, 2, 3]), noWorkbook)).toEqual(unreadable);
    expect(await rowsOfFile('x.json', new TextEncoder().encode('not json'), noWorkbook)).toEqual(unreadable);
    expect(await rowsOfFile('x.csv', new TextEncoder().encode(header), noWorkbook)).toEqual(unreadable);
    expect(await rowsOfFile('x.json', new TextEncoder().encode('{"rows":[{"户主":"陈"}]}'), noWorkbook)).toEqual({ ok: true, value: [{ 户主: '陈' }] });
  });
});
