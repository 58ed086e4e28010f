/** The statistics tables' own words. */
export const reportTableTexts = {
  tableName: '统计表',
  empty: '暂无数据',
  loading: '正在加载统计数据…',
  drillInto: (name: string): string => `查看${name}下级统计`,
} as const;
