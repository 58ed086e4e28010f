/** The words of 项目统计: the page, the export and the server's refusals. */
export const projectMessages = {
  tableTitle: (divisionName: string) => `${divisionName}用地备案项目统计表`,
  subtitle: (divisionName: string, period: string, unit: string) => `填报单位：${divisionName} 统计期间：${period} 面积单位：${unit}`,
  wholePeriod: '全部',
  period: (start: string, end: string) => `${start} 至 ${end}`,
  statusCount: (label: string, count: number) => `${label}${count}`,
  statusSeparator: '、',
} as const;

export const projectColumnTitles = {
  name: '项目名称',
  type: '备案类型',
  division: '行政区',
  count: '备案数',
  countUnit: '宗',
  area: '面积',
  total: '总面积',
  cultivated: '耕地',
  otherAgricultural: '其他农用地',
  construction: '建设用地',
  unused: '未利用地',
  statuses: '状态',
  firstApproval: '首次批准日期',
  lastApproval: '最近批准日期',
} as const;

/** The field names of the 项目统计 queries, for the schema's 400 messages. */
export const projectFieldLabels = {
  pageIndex: '页码',
  pageSize: '每页条数',
  text: '关键字',
  keyTypeCode: '备案类型',
  divisionCode: '行政区',
  status: '状态',
  startDate: '开始日期',
  endDate: '结束日期',
  orderBy: '排序字段',
  order: '排序方向',
  unit: '面积单位',
} as const;
