import { describe, expect, it } from 'vitest';
import { FilingApi } from '../../src/ports/filing.port';
import { workbookBytes } from '../support/xlsx-workbook';
import { httpFilingBackend, memoryFilingBackend } from './filing.contract';

const COUNTY = '10004';

/** One import file of each kind a county sends: Excel with a notes tab, and the same records as CSV. */
async function importFiles(): Promise<File[]> {
  const header = ['项目名称', '用地单位', '坐落', '批准文号', '批准日期', '使用期限（月）', '用途', '总面积（公顷）', '耕地面积', '其他农用地面积（公顷）', '建设用地面积（公顷）', '未利用地面积（公顷）', '复垦方案', '复垦期限', '用地范围'];
  const boundary = '[[115.94,28.55],[115.95,28.55],[115.95,28.56],[115.94,28.56],[115.94,28.55]]';
  const row = (name: string, approval: Date | number | string, deadline: Date | string): (string | number | Date)[] => [name, '江西省交通投资集团有限责任公司', '南昌县莲塘镇新联村', '洪自然资临字〔2026〕90号', approval, 24, 'road', 2.5, 1, 0.5, 0.5, 0.5, '期满后恢复耕种', deadline, boundary];
  const xlsx = await workbookBytes([
    { name: '临时用地', rows: [header, row('一致性便道甲', new Date(Date.UTC(2026, 10, 2)), new Date(Date.UTC(2029, 0, 31))), row('一致性便道乙', 46328, '2029/1/31'), row('一致性便道丙', '下月', '2029-01-31')] },
    { name: '填表说明', rows: [['项目名称'], ['说明页不是记录']] },
  ]);
  const quoted = (cell: string | number | Date): string => `"${(cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)).replace(/"/g, '""')}"`;
  const csv = [header, row('一致性便道丁', '2026年11月2日', '2029/1/31')].map((cells) => cells.map(quoted).join(',')).join('\r\n');
  return [new File([Uint8Array.from(xlsx)], '临时用地.xlsx'), new File([csv], '临时用地.csv')];
}

describe('memory and HTTP adapters agree on imports', () => {
  it('import the same Excel and CSV files to the same reports and the same records', async () => {
    const files = await importFiles();
    const backends = await Promise.all([memoryFilingBackend(), httpFilingBackend()]);
    try {
      const run = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(COUNTY);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(FilingApi);
        const answers: unknown[] = [];
        for (const file of files) {
          const report = await api.importFile('1', file);
          const details = await Promise.all(report.imported.map(async (row) => (await api.detail(row.keyNumGather)).data));
          answers.push(report, details);
        }
        return answers;
      };
      const [memory, http] = await Promise.all([run(0), run(1)]);
      expect(memory).toEqual(http);
      expect(memory[0]).toMatchObject({ imported: [{ name: '一致性便道甲' }, { name: '一致性便道乙' }], refused: [{ row: 3 }] });
      expect(memory[1]).toMatchObject([{ approvalDate: '2026-11-02', restorationDeadline: '2029-01-31' }, { approvalDate: '2026-11-02', restorationDeadline: '2029-01-31' }]);
      expect(memory[3]).toMatchObject([{ projectName: '一致性便道丁', approvalDate: '2026-11-02' }]);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
