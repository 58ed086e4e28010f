import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../src/domain/ledger/ledger-form-types';
import { LedgerManualApi } from '../../src/ports/ledger-manual.port';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackend } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';
/** The seed's 土地整治项目台账: 项目名称, 所在地区, 建设规模（公顷）, 新增耕地（亩）, 项目类型 (multiple), 竣工日期. */
const FORM = 'tz-form-03';

const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);
const problemsOf = (failure: Awaited<ReturnType<typeof failureOf>>): unknown => (failure.failure.kind === 'http' ? (failure.failure.body as { fieldProblems?: unknown }).fieldProblems : undefined);

async function sheetOf(blob: Blob): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  return sheet;
}

/** LedgerManualApi (手工台账): the same expectations for every backend. */
export function describeLedgerManualContract(name: string, makeBackend: () => Promise<SignedInBackend>): void {
  describe(`LedgerManualApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, (browser) => browser.container.get(LedgerManualApi));

    it('lets the province alone save a design, at its version, and names a bad field', async () => {
      const design = await (await as(COUNTY)).design('tz-form-01');
      expect(design.fields.map((f) => f.label)).toContain('问题类型');
      expect(await (await as(COUNTY)).fields('tz-form-01')).toEqual(design.fields);
      const save = { title: design.title, fields: design.fields, version: design.version };
      expect(statusOf(await failureOf((await as(COUNTY)).saveDesign('tz-form-01', save)))).toBe(403);
      const province = await as(PROVINCE);
      const moved: FormField[] = [...design.fields.slice(1), ...design.fields.slice(0, 1)];
      const saved = await province.saveDesign('tz-form-01', { ...save, fields: moved });
      expect(saved.version).toBe(design.version + 1);
      expect(saved.fields.map((f) => f.key)).toEqual(moved.map((f) => f.key));
      const stale = await failureOf(province.saveDesign('tz-form-01', save));
      expect(statusOf(stale)).toBe(409);
      expect(stale.userMessage.message).toBe('表单已被他人修改，请重新加载后再保存');
      const bad = await failureOf(province.saveDesign('tz-form-01', { ...save, version: saved.version, fields: [{ key: 'f1', label: '类型', type: 'single', required: true, options: ['一'] }] }));
      expect(statusOf(bad)).toBe(400);
      expect(problemsOf(bad)).toEqual({ f1: '请至少填写两个选项' });
      expect(statusOf(await failureOf(province.design('no-such-form')))).toBe(404);
    });

    it('adds, edits and deletes a row within the jurisdiction; a stale or bad save is refused', async () => {
      const county = await as(COUNTY);
      const values = { f1: '契约测试整治项目', f2: '南昌县', f3: 12.5, f5: ['土地复垦'], f6: '2026-10-01' };
      const added = await county.saveRow({ formId: FORM, version: 0, values });
      expect(added).toMatchObject({ divisionCode: '360121', version: 1, values: { f2: '360121', f3: 12.5 }, texts: { f2: '南昌县', f3: '12.5000公顷', f5: '土地复垦' } });
      const edited = await county.saveRow({ formId: FORM, instanceId: added.instanceId, version: 1, values: { ...values, f3: 13 } });
      expect(edited.version).toBe(2);
      const stale = await failureOf(county.saveRow({ formId: FORM, instanceId: added.instanceId, version: 1, values }));
      expect(statusOf(stale)).toBe(409);
      const bad = await failureOf(county.saveRow({ formId: FORM, version: 0, values: { ...values, f3: 1.23456, f5: [] } }));
      expect(statusOf(bad)).toBe(400);
      expect(problemsOf(bad)).toEqual({ f3: '建设规模最多 4 位小数', f5: '请填写项目类型' });
      const page = await county.rows({ formId: FORM, pageIndex: 1, pageSize: 100 });
      expect(page.rows.every((r) => r.divisionCode === '360121')).toBe(true);
      expect((await county.rows({ formId: FORM, pageIndex: 1, pageSize: 5, instanceId: added.instanceId })).rows[0]?.texts['f1']).toBe('契约测试整治项目');
      const city = await as(CITY);
      const cityRow = (await city.rows({ formId: FORM, pageIndex: 1, pageSize: 100 })).rows.find((r) => r.divisionCode === '360100');
      expect(cityRow).toBeDefined();
      expect(statusOf(await failureOf(county.deleteRow(FORM, FORM, cityRow?.instanceId ?? '')))).toBe(404);
      expect(statusOf(await failureOf(county.rows({ formId: FORM, pageIndex: 1, pageSize: 5, instanceId: cityRow?.instanceId ?? '' })))).toBe(404);
      await county.deleteRow(FORM, FORM, added.instanceId);
      expect(statusOf(await failureOf(county.deleteRow(FORM, FORM, added.instanceId)))).toBe(404);
      expect(statusOf(await failureOf(county.rows({ formId: FORM, pageIndex: 1, pageSize: 0 })))).toBe(400);
    });

    it('gives a template with the designed head and choice lists, imports it once with the bad row reported, and exports it with 合计', async () => {
      const county = await as(COUNTY);
      const template = await county.template(FORM);
      expect(template.fileName).toBe('土地整治项目台账-导入模板.xlsx');
      const sheet = await sheetOf(template.blob);
      const head = (sheet.getRow(2).values as unknown[]).slice(1);
      expect(head).toEqual(['项目名称', '所在地区', '建设规模（公顷）', '新增耕地（亩）', '项目类型', '竣工日期']);
      expect(sheet.getCell(3, 3).dataValidation).toMatchObject({ type: 'decimal' });
      const fill = (row: number, cells: readonly (string | number | Date | null)[]): void => cells.forEach((value, index) => void (sheet.getCell(row, index + 1).value = value));
      fill(3, ['导入整治项目甲', '南昌县', 20.5, 3, '土地复垦、增减挂钩', new Date(Date.UTC(2026, 8, 30))]);
      fill(4, ['导入整治项目乙', '360121', -1, null, '土地复垦']);
      fill(5, ['导入整治项目丙', '南昌县', 7.25, null, '耕地提质改造']);
      const bytes = await sheet.workbook.xlsx.writeBuffer();
      const file = new Blob([bytes]);
      const report = await county.importFile(FORM, file);
      expect(report).toEqual({ imported: 2, duplicates: 0, refused: [{ line: 4, reasons: ['第 4 行：建设规模不能小于 0公顷'] }] });
      expect(await county.importFile(FORM, file)).toEqual({ imported: 0, duplicates: 2, refused: report.refused });
      const page = await county.rows({ formId: FORM, pageIndex: 1, pageSize: 100, keyword: '导入整治项目' });
      expect(page.rows.map((r) => r.texts['f1']).sort()).toEqual(['导入整治项目丙', '导入整治项目甲']);
      expect(statusOf(await failureOf(county.importFile(FORM, new Blob(['not a workbook']))))).toBe(400);

      const exported = await sheetOf((await county.exportRows(FORM, '导入整治项目')).blob);
      expect(exported.getCell(1, 1).value).toBe('土地整治项目台账');
      const last = exported.getRow(exported.rowCount);
      expect(last.getCell(1).value).toBe('合计');
      expect(last.getCell(5).value).toBeCloseTo(27.75, 4);
    });
  });
}
