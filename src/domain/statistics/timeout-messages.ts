import { REVIEW_DEADLINE_WORKING_DAYS } from './timeout-rule';

/** The words of 超时统计, and our rule for 审核超时 stated where the page shows it. */
export const timeoutMessages = {
  tableTitle: (divisionName: string) => `${divisionName}用地备案超时统计表`,
  subtitle: (divisionName: string, period: string) => `填报单位：${divisionName} 批准日期：${period}`,
  reportRule: '上报超时：批准之日起 20 个工作日内未上报（已上报的以首次上报日期计，未上报的以今天计）。',
  reviewRule: `审核超时（本系统规则）：上报之日起 ${REVIEW_DEADLINE_WORKING_DAYS} 个工作日内上级未作出备案或退回决定（已决定的以决定日期计，仍待审核的以今天计）。`,
} as const;

export const timeoutColumnTitles = {
  division: '行政区',
  records: '统计记录数',
  reportOverdue: '上报超时',
  reviewOverdue: '审核超时',
  countUnit: '宗',
} as const;

export const TIMEOUT_STAGE_LABELS = { report: '上报超时', review: '审核超时' } as const;

export const timeoutFieldLabels = {
  divisionCode: '行政区',
  keyTypeCode: '备案类型',
  startDate: '开始日期',
  endDate: '结束日期',
  stage: '超时环节',
  own: '本级',
  pageIndex: '页码',
  pageSize: '每页条数',
} as const;
