import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportTable } from '../../../src/domain/statistics/report-table';
import { reportFileName, reportWorkbook } from '../../../src/xlsx/report-workbook';

const table: ReportTable = {
  title: '江西省用地备案区域统计表',
  subtitle: '统计单位：江西省 面积单位：公顷',
  columns: [
    { title: '行政区', key: 'name' },
    { title: '宗数', key: 'count', unit: '宗', decimals: 0 },
    { title: '面积', children: [{ title: '总面积', key: 'total', unit: '公顷', decimals: 4 }, { title: '其中耕地', key: 'cultivated', unit: '公顷', decimals: 4 }] },
  ],
  rows: [
    { key: '360100', cells: { name: '南昌市', count: 12, total: 30.1234, cultivated: 2.5 } },
    { key: '360200', cells: { name: '景德镇市', count: 3, total: 1.0001, cultivated: null } },
  ],
  totals: { key: 'totals', cells: { name: '合计', count: 15, total: 31.1235, cultivated: 2.5 } },
};

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  return sheet;
}

describe('reportWorkbook', () => {
  it('writes the title and subtitle merged across the table, the grouped head, the rows and the bold totals', async () => {
    const sheet = await readBack(await reportWorkbook(table));
    expect(sheet.getCell('A1').value).toBe('江西省用地备案区域统计表');
    expect(sheet.getCell('D1').master.address).toBe('A1');
    expect(sheet.getCell('A2').value).toBe('统计单位：江西省 面积单位：公顷');
    expect(sheet.getCell('C3').value).toBe('面积');
    expect(sheet.getCell('D3').master.address).toBe('C3');
    expect(sheet.getCell('A3').value).toBe('行政区');
    expect(sheet.getCell('A4').master.address).toBe('A3');
    expect(sheet.getCell('B3').value).toBe('宗数（宗）');
    expect([sheet.getCell('C4').value, sheet.getCell('D4').value]).toEqual(['总面积（公顷）', '其中耕地（公顷）']);
    expect([5, 6, 7].map((r) => sheet.getRow(r).values)).toEqual([
      [undefined, '南昌市', 12, 30.1234, 2.5],
      [undefined, '景德镇市', 3, 1.0001],
      [undefined, '合计', 15, 31.1235, 2.5],
    ]);
    expect(sheet.getCell('C5').numFmt).toBe('#,##0.0000');
    expect(sheet.getCell('B5').numFmt).toBe('#,##0');
    expect(sheet.getCell('A7').font.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
  });

  it('sizes columns to their Chinese text, two units per character', async () => {
    const sheet = await readBack(await reportWorkbook(table));
    expect(sheet.getColumn(3).width).toBe('总面积（公顷）'.length * 2 + 2);
    expect(sheet.getColumn(4).width).toBe('其中耕地（公顷）'.length * 2 + 2);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('景德镇市'.length * 2 + 2);
  });

  it('names the file by its title and day', () => {
    expect(reportFileName(table, '2026-11-26')).toBe('江西省用地备案区域统计表-20261126.xlsx');
  });
});
