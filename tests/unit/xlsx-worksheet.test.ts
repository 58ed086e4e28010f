import { describe, expect, it } from 'vitest';
import { worksheetTable } from '../../src/xlsx/worksheet-table';
import { rowsOfFile } from '../../src/domain/filing/service/import';
import { workbookBytes } from '../support/xlsx-workbook';

const HEADER = ['项目名称', '批准日期', '复垦期限', '使用期限（月）'];
const DATA = { name: '临时用地', rows: [HEADER, ['施工便道', new Date(Date.UTC(2026, 9, 8)), new Date(Date.UTC(2028, 11, 31)), 24]] };
const NOTES = { name: '填表说明', rows: [['说明'], ['本表第一行为字段名']] };

describe('the .xlsx reader (exceljs)', () => {
  it('reads the first worksheet only, dates as dates, numbers as numbers', async () => {
    const table = await worksheetTable(await workbookBytes([DATA, NOTES]));
    expect(table).toEqual([HEADER, ['施工便道', new Date(Date.UTC(2026, 9, 8)), new Date(Date.UTC(2028, 11, 31)), 24]]);
  });

  it('takes the first tab even when its sheet file was written second', async () => {
    const table = await worksheetTable(await workbookBytes([NOTES, DATA], DATA.name));
    expect(table?.[0]).toEqual(HEADER);
  });

  it('reads rich text, formula results and gaps', async () => {
    const rows = [['户主', '家庭人口', '所在村', '是否占用耕地'], [{ richText: [{ text: '万' }, { text: '秀英' }] }, { formula: '2+3', result: 5 }, null, false]];
    expect(await worksheetTable(await workbookBytes([{ name: '宅基地', rows }]))).toEqual([rows[0], ['万秀英', 5, undefined, false]]);
  });

  it('answers undefined for bytes that are not a workbook', async () => {
    expect(await worksheetTable(Uint8Array.from([1, 2, 3]))).toBeUndefined();
    expect(await worksheetTable(new TextEncoder().encode('项目名称,批准日期'))).toBeUndefined();
  });

  it('turns every date column of the first sheet into yyyy-MM-dd import rows', async () => {
    const rows = await rowsOfFile('临时用地.xlsx', await workbookBytes([DATA, NOTES]), worksheetTable);
    expect(rows).toEqual({ ok: true, value: [{ projectName: '施工便道', approvalDate: '2026-10-08', restorationDeadline: '2028-12-31', termMonths: 24 }] });
  });
});
