import { FIELD_LABEL_MAX, FIELDS_MAX, FORM_TITLE_MAX, OPTION_MAX, OPTIONS_MAX, PRECISION_MAX, TEXT_MAX, type FieldType } from './ledger-form-types';

/** 手工台账's Chinese words, for the rules, both backends and the pages. */
export const fieldTypeNames: Readonly<Record<FieldType, string>> = {
  text: '文本',
  number: '数值',
  date: '日期',
  single: '单选',
  multiple: '多选',
  division: '行政区',
  person: '人员',
};

export const manualMessages = {
  noForm: '该台账表单不存在',
  noRow: '该台账数据不存在或不在您的管辖范围内',
  designForbidden: '只有省级用户可以设计台账表单',
  staleDesign: '表单已被他人修改，请重新加载后再保存',
  staleRow: '该条数据已被他人修改，请重新加载后再保存',
  noFields: '请先设计表单字段',
  unreadable: '无法读取该文件，请使用下载的模板（.xlsx）填写',
  wrongHead: '表头与当前表单不一致，请重新下载模板',
  tooManyRows: '一次最多导入 2000 行',
  titleMissing: '请输入台账名称',
  titleLong: `台账名称不超过 ${FORM_TITLE_MAX} 个字`,
  fieldsMissing: '请至少添加一个字段',
  fieldsMany: `字段不超过 ${FIELDS_MAX} 个`,
  badKey: '字段标识无效',
  duplicateKey: '字段标识重复',
  labelMissing: '请输入字段名称',
  labelLong: `字段名称不超过 ${FIELD_LABEL_MAX} 个字`,
  duplicateLabel: (label: string) => `字段名称“${label}”重复`,
  optionsMissing: '请至少填写两个选项',
  optionsMany: `选项不超过 ${OPTIONS_MAX} 个`,
  optionBad: `选项不能为空、不能重复，每个不超过 ${OPTION_MAX} 个字`,
  precisionBad: `小数位数为 0 至 ${PRECISION_MAX}`,
  rangeBad: '最小值不能大于最大值',
  dateRangeBad: '最早日期不能晚于最晚日期',
  unitLong: '单位不超过 10 个字',
} as const;

/** A row's field messages; each names the field so a report line reads on its own. */
export const valueMessages = {
  required: (label: string) => `请填写${label}`,
  textLong: (label: string) => `${label}不超过 ${TEXT_MAX} 个字`,
  notNumber: (label: string) => `${label}应为数字`,
  precision: (label: string, places: number) => (places === 0 ? `${label}应为整数` : `${label}最多 ${places} 位小数`),
  below: (label: string, min: number, unit: string) => `${label}不能小于 ${min}${unit}`,
  above: (label: string, max: number, unit: string) => `${label}不能大于 ${max}${unit}`,
  notDate: (label: string) => `${label}应为日期（如 2026-01-31）`,
  early: (label: string, day: string) => `${label}不能早于 ${day}`,
  late: (label: string, day: string) => `${label}不能晚于 ${day}`,
  notOption: (label: string) => `${label}应为给定的选项之一`,
  notDivision: (label: string) => `${label}不是已知的行政区`,
  notPerson: (label: string) => `${label}不是已知的人员`,
} as const;

export const manualFieldLabels = {
  formId: '台账表单',
  instanceId: '数据编号',
  keyTypeCode: '台账类别',
  version: '版本',
  title: '台账名称',
  fields: '字段',
  values: '数据',
  pageIndex: '页码',
  pageSize: '每页条数',
  keyword: '关键字',
  file: '文件',
} as const;

/** A refused line of an import, as the report shows it. */
export const lineOf = (line: number): string => `第 ${line} 行`;
