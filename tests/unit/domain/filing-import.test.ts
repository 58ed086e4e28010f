import { describe, expect, it } from 'vitest';
import { parseCsv, rowsOfTable } from '../../../src/domain/filing/csv-rows';
import { sharedStrings, sheetTable, zipEntries } from '../../../src/domain/filing/xlsx';

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

  it('reads worksheet cells by reference, with shared, inline, boolean and escaped texts', () => {
    const strings = sharedStrings('<sst><si><t>户主</t></si><si><r><t>陈</t></r><r><t>建国</t></r></si></sst>');
    expect(strings).toEqual(['户主', '陈建国']);
    const xml =
      '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>A&amp;B</t></is></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="b"><v>1</v></c><c r="C2"><v>12.5</v></c><c r="D2"/></row></sheetData>';
    expect(sheetTable(xml, strings)).toEqual([
      ['户主', '', 'A&B'],
      ['陈建国', '是', '12.5', ''],
    ]);
  });

  it('refuses bytes that are not a ZIP archive', () => {
    expect(zipEntries(new TextEncoder().encode('项目名称,批准日期'))).toBeUndefined();
  });
});
