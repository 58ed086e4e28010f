// 手工台账 end to end as the province: the 土地整治项目台账's form gets a new single-choice field,
// moved up by its button and by Alt+↑; the saved design's template is downloaded and filled with
// exceljs (one row out of range); the import reports that row and adds the others; the export of
// the imported rows is read back with its 合计.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();
const FORM = 'tz-form-03';
const TITLE = '土地整治项目台账';
const NEW_FIELD = '验收结论';
const NAME = `E2E整治项目${Date.now() % 100_000}`;

async function sheetOf(download: Download): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  return sheet;
}

const texts = (sheet: ExcelJS.Worksheet, row: number): unknown[] => (sheet.getRow(row).values as unknown[]).slice(1);

async function fieldOrder(page: Page): Promise<string[]> {
  const names = await page.locator('.designer__pick').allInnerTexts();
  return names.map((name) => name.split('\n')[0]?.trim() ?? '');
}

describe('手工台账', () => {
  it('is designed, its template filled and imported with the bad row reported, and exported again', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('province'));

    await page.goto(`${e2e.baseUrl}/tz/secretary/designer?formId=${FORM}`);
    await page.getByRole('heading', { name: `表单设计 — ${TITLE}` }).waitFor({ timeout: 20_000 });
    await page.getByRole('combobox', { name: '新字段类型' }).click();
    await page.locator('.semi-select-option', { hasText: '单选' }).click();
    await page.getByRole('combobox', { name: '新字段类型' }).filter({ hasText: '单选' }).waitFor();
    await page.getByRole('button', { name: '添加字段' }).click();
    await page.getByRole('region', { name: '字段属性' }).getByRole('combobox', { name: '类型' }).filter({ hasText: '单选' }).waitFor();
    await page.getByRole('textbox', { name: '字段名称' }).fill(NEW_FIELD);
    await page.getByRole('textbox', { name: '选项（每行一个）' }).fill('通过\n不通过');
    await page.getByRole('button', { name: `上移 ${NEW_FIELD}` }).click();
    await page.getByRole('button', { name: NEW_FIELD, exact: false, pressed: true }).press('Alt+ArrowUp');
    expect(await fieldOrder(page)).toEqual(['项目名称', '所在地区', '建设规模', '新增耕地', NEW_FIELD, '项目类型', '竣工日期']);
    await page.getByRole('region', { name: '录入表单预览' }).getByRole('combobox', { name: NEW_FIELD }).waitFor();
    expect(await auditAccessibility(page, '表单设计')).toEqual([]);
    await page.getByRole('button', { name: '保存设计' }).dblclick();
    await page.getByText('表单设计已保存').waitFor();

    await page.getByRole('link', { name: '查看台账数据' }).click();
    await page.getByRole('columnheader', { name: NEW_FIELD }).waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await page.getByRole('dialog').getByText('请填写项目名称').waitFor();
    expect(await auditAccessibility(page, '台账数据 新增')).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载模板' }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe(`${TITLE}-导入模板.xlsx`);
    const sheet = await sheetOf(template);
    expect(texts(sheet, 2)).toEqual(['项目名称', '所在地区', '建设规模（公顷）', '新增耕地（亩）', NEW_FIELD, '项目类型', '竣工日期']);
    expect(sheet.getCell(3, 5).dataValidation).toMatchObject({ type: 'list', formulae: ['"通过,不通过"'] });
    const fill = (row: number, cells: readonly (string | number | Date | null)[]): void => cells.forEach((value, index) => void (sheet.getCell(row, index + 1).value = value));
    fill(3, [`${NAME}甲`, '南昌县', 10.5, 2, '通过', '土地复垦', new Date(Date.UTC(2026, 5, 30))]);
    fill(4, [`${NAME}乙`, '南昌县', -5, null, '通过', '土地复垦']);
    fill(5, [`${NAME}丙`, '新建区', 4.25, null, null, '增减挂钩、土地复垦']);
    const filled = Buffer.from(await sheet.workbook.xlsx.writeBuffer());

    await page.getByLabel('选择要导入的 Excel 文件').setInputFiles({ name: 'filled.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
    const report = page.getByRole('dialog', { name: '导入结果' });
    await report.getByText('成功导入 2 条，重复跳过 0 条，未导入 1 条').waitFor();
    await report.getByText('第 4 行：建设规模不能小于 0公顷').waitFor();
    expect(await auditAccessibility(page, '导入结果')).toEqual([]);
    await report.getByRole('button', { name: '关闭' }).first().click();

    await page.getByRole('textbox', { name: '关键字' }).fill(NAME);
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.semi-table-tbody > tr').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(NAME);
    const exportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const exported = await sheetOf(await exportDownload);
    expect(exported.getCell(1, 1).value).toBe(TITLE);
    const rows = Array.from({ length: exported.rowCount }, (_, index) => texts(exported, index + 1));
    expect(rows.filter((row) => String(row[2]).startsWith(NAME)).map((row) => row[2])).toEqual(expect.arrayContaining([`${NAME}甲`, `${NAME}丙`]));
    const totals = rows.find((row) => row[0] === '合计');
    expect(totals?.[4]).toBeCloseTo(14.75, 4);

    await page.getByRole('link', { name: '查看' }).first().click();
    await page.getByRole('heading', { name: `${TITLE} — 台账数据详情` }).waitFor();
    await page.getByText(NAME).first().waitFor();
    expect(await auditAccessibility(page, '台账数据详情')).toEqual([]);
  });
});
