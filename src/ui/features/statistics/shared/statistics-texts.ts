/** The words every statistics page shares: the filter bar, the unit switch and the export button. */
export const statisticsTexts = {
  filters: '统计条件',
  text: '关键字',
  textPlaceholder: '项目名称、经营者、申请人或户主',
  type: '备案类型',
  allTypes: '全部类型',
  status: '状态',
  allStatuses: '全部状态',
  period: '批准日期',
  periodStart: '开始日期',
  periodEnd: '结束日期',
  search: '查询',
  reset: '重置',
  unit: '面积单位',
  export: '导出 Excel',
  exporting: '正在导出…',
} as const;
