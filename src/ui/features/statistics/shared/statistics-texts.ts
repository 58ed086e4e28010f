/** The words every statistics page shares (批准日期, 查询 and 重置 are the lists' own, filter-fields.tsx). */
export const statisticsTexts = {
  filters: '统计条件',
  text: '关键字',
  textPlaceholder: '项目名称、经营者、申请人或户主',
  type: '备案类型',
  allTypes: '全部类型',
  status: '状态',
  allStatuses: '全部状态',
  unit: '面积单位',
  export: '导出 Excel',
  exporting: '正在导出…',
} as const;
