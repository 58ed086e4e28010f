import { LEDGER_OPINION_MAX, LEDGER_RANGE_MAX } from './ledger-limits';

/** The Chinese labels and refusals of the ledger core (台账), for both backends and the pages. */
export const ledgerFieldLabels = {
  id: '台账编号',
  name: '台账名称',
  cycle: '填报周期',
  deptId: '责任处室',
  interest: '关注',
  description: '说明',
  version: '版本号',
  pageIndex: '页码',
  pageSize: '每页条数',
  period: '统计期',
  fromPeriod: '起始统计期',
  toPeriod: '截止统计期',
  divisionCode: '行政区',
  instanceKey: '台账实例',
  content: '意见内容',
  keyTypeCode: '台账类型',
} as const;

export const ledgerMessages = {
  notFound: '台账不存在',
  notStaff: '当前用户不存在或已停用',
  editForbidden: '只有省级用户可以修改台账目录',
  stale: '该台账已被他人修改，请刷新后再保存（您填写的内容已保留）',
  notAuto: '该台账为手工填报台账，不能按备案自动统计',
  badPeriod: (cycle: string) => `统计期与台账的填报周期（${cycle}）不符`,
  outside: '该行政区不在您的管辖范围内，无权查看其台账',
  noDivision: '行政区不存在',
  badInstance: '台账实例格式不正确',
  rangeReversed: '起始统计期不能晚于截止统计期',
  rangeTooLong: `一次最多统计 ${LEDGER_RANGE_MAX} 个统计期`,
  opinionEmpty: '请填写意见内容',
  opinionTooLong: `意见内容不能超过 ${LEDGER_OPINION_MAX} 个字`,
  opinionNotFound: '意见不存在或已删除',
  opinionNotOwn: '只能删除自己发表的意见',
  customNotFound: '自定义统计不存在或已删除',
  opinionAdded: (author: string, instance: string, content: string) => `${author}对「${instance}」提出意见：${content}`,
} as const;

/** The department detail table's words. */
export const ledgerTableTexts = {
  division: '行政区',
  period: '统计期',
  count: '宗数',
  countUnit: '宗',
  area: '用地面积',
  cultivated: '其中耕地',
  hectare: '公顷',
  mu: '亩',
  title: (division: string, period: string, ledger: string) => `${division}${period}${ledger}`,
  subtitle: (division: string, range: string) => `填报单位：${division}  统计期间：${range}`,
} as const;
