// exceljs is CommonJS: its classes come through the default export in Node and in the bundle alike.
import ExcelJS, { type DataValidation } from 'exceljs';
import { fieldTypeNames } from '../domain/ledger/ledger-form-messages';
import type { FormField } from '../domain/ledger/ledger-form-types';
import type { LedgerTemplate } from '../domain/ledger/ledger-manual-excel';

const FONT = '宋体';
/** Rows below the head that carry the columns' checks: room for a year of entries. */
const CHECKED_ROWS = 1000;
const HEAD_ROW = 2;
const LIST_MAX = 250;

/** What Excel itself checks while the template is filled in; the import checks everything again. */
function validationOf(field: FormField): DataValidation | undefined {
  const prompt = { showErrorMessage: true, errorStyle: 'stop', errorTitle: field.label } as const;
  switch (field.type) {
    case 'single':
      // Excel refuses a list longer than 255 characters: such a column is left to the import's check.
      if ((field.options ?? []).join(',').length > LIST_MAX) return undefined;
      return { ...prompt, type: 'list', allowBlank: !field.required, formulae: [`"${(field.options ?? []).join(',')}"`], error: `请从下拉列表中选择${field.label}` };
    case 'number':
      return {
        ...prompt,
        type: 'decimal',
        allowBlank: !field.required,
        operator: 'between',
        formulae: [field.min ?? -1e11, field.max ?? 1e11],
        error: `${field.label}应为数字${field.min === undefined ? '' : `，不小于 ${field.min}`}${field.max === undefined ? '' : `，不大于 ${field.max}`}`,
      };
    case 'date':
      return { ...prompt, type: 'date', allowBlank: !field.required, operator: 'between', formulae: [new Date(field.earliest ?? '1900-01-01'), new Date(field.latest ?? '2999-12-31')], error: `${field.label}应为日期` };
    default:
      return undefined;
  }
}

/** The head's note: what a cell of the field takes. */
function noteOf(field: FormField): string {
  const need = field.required ? '必填' : '选填';
  switch (field.type) {
    case 'multiple':
      return `${need}；可多选，用“、”分隔：${(field.options ?? []).join('、')}`;
    case 'division':
      return `${need}；填写行政区名称或代码，如 南昌县`;
    case 'person':
      return `${need}；填写人员姓名`;
    case 'number':
      return `${need}；数值，最多 ${field.precision ?? 0} 位小数${field.unit === undefined ? '' : `，单位 ${field.unit}`}`;
    default:
      return `${need}；${fieldTypeNames[field.type]}`;
  }
}

/**
 * The import template of a manual ledger: its title, the designed columns (required ones in red,
 * each with a note), and Excel's own checks on the rows below: lists for single choices, number
 * ranges and dates, so most mistakes are caught while typing.
 */
export async function ledgerTemplateWorkbook(template: LedgerTemplate): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '用地备案与办公管理系统';
  const sheet = workbook.addWorksheet(template.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: HEAD_ROW }] });
  const width = template.columns.length;
  sheet.mergeCells(1, 1, 1, Math.max(1, width));
  const title = sheet.getCell(1, 1);
  title.value = `${template.title}（导入模板）`;
  title.font = { name: FONT, size: 14, bold: true };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  sheet.getRow(1).height = 28;
  template.columns.forEach(({ head, field }, index) => {
    const cell = sheet.getCell(HEAD_ROW, index + 1);
    cell.value = head;
    cell.note = noteOf(field);
    cell.font = { name: FONT, size: 11, bold: true, color: { argb: field.required ? 'FFC00000' : 'FF000000' } };
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };
    const column = sheet.getColumn(index + 1);
    column.width = Math.max(12, head.length * 2 + 4);
    if (field.type === 'date') column.numFmt = 'yyyy-mm-dd';
    const validation = validationOf(field);
    if (validation !== undefined) for (let r = HEAD_ROW + 1; r <= HEAD_ROW + CHECKED_ROWS; r += 1) sheet.getCell(r, index + 1).dataValidation = validation;
  });
  const bytes = await workbook.xlsx.writeBuffer();
  return new Uint8Array(bytes as ArrayBuffer);
}

export const templateFileName = (template: LedgerTemplate): string => `${template.title}-导入模板.xlsx`;
