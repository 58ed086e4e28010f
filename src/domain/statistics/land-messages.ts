import { FILING_TYPE_LABELS, type FilingTypeCode } from '../filing/filing-types';

/** The Chinese texts of 集体土地统计 and 耕地变化统计, shared by both backends, the export and the pages. */
export const landMessages = {
  halfPeriod: '请同时选择开始日期和结束日期',
  periodReversed: '开始日期不能晚于结束日期',
  collectiveTitle: (division: string) => `${division}集体土地统计表`,
  farmlandTitle: (division: string, year: number) => `${division}${year}年耕地变化统计表`,
  subtitle: (division: string, period: string, unit: string) => `填报单位：${division} 统计期间：${period} 面积单位：${unit}`,
  wholePeriod: '全部',
  period: (start: string, end: string) => `${start} 至 ${end}`,
  division: '行政区',
  count: '宗数',
  area: '面积',
  cultivated: '其中耕地',
  total: '合计',
  countUnit: '宗',
  occupied: '占用耕地',
  restored: '复垦恢复耕地',
  net: '耕地净变化',
  month: (month: number) => `${month}月`,
  quarter: (quarter: number) => `第${quarter}季度`,
  /** The restored rule, said once for the page's note and the domain's comment alike. */
  restoredRule:
    '复垦恢复耕地：临时用地的耕地面积计入其复垦期限所在的期间，且仅在复垦期限不晚于今天时计入（复垦验收登记上线后改按验收日期）；净变化 = 复垦恢复 − 占用。',
} as const;

export const landFieldLabels = {
  divisionCode: '行政区',
  keyTypeCode: '备案类型',
  status: '备案状态',
  startDate: '开始日期',
  endDate: '结束日期',
  unit: '面积单位',
  year: '年份',
  granularity: '统计周期',
} as const;

export const filingTypeLabel = (code: FilingTypeCode): string => FILING_TYPE_LABELS[code];
