/** The words of the statistical forms (农房建设统计, 乡村建设规划许可), for both backends, the schemas and the pages. */
export const reportFormMessages = {
  countyOnly: '只有本县（市、区）的用户可以填报本县的统计报表',
  futurePeriod: '不能填报尚未到来的统计期间',
  badPeriod: (example: string): string => `统计期间格式不正确，应为 ${example}`,
  stale: (version: number): string => `该报表已被他人先行保存（当前为第 ${version} 版），您的修改未保存；请载入最新数据后再核对填报`,
  required: (label: string): string => `请填写${label}`,
  notNumber: (label: string): string => `${label}必须是数字`,
  negative: (label: string): string => `${label}不能为负数`,
  tooLarge: (label: string, max: number): string => `${label}不能超过 ${max}`,
  decimals: (label: string, decimals: number): string => (decimals === 0 ? `${label}必须是整数` : `${label}最多保留 ${decimals} 位小数`),
  unknownField: (key: string): string => `未知的报表字段：${key}`,
  notReported: '未填报',
  reported: '已填报',
  reportedOf: (done: number, all: number): string => `已填报 ${done}/${all}`,
} as const;

/** The Chinese names of the forms' inputs. */
export const reportFormFieldLabels = {
  divisionCode: '行政区代码',
  period: '统计期间',
  values: '报表数据',
  version: '版本号',
} as const;

/** The column heads the forms' tables share. */
export const reportFormColumnTitles = {
  division: '行政区',
  state: '填报情况',
  filings: '系统备案数',
} as const;
