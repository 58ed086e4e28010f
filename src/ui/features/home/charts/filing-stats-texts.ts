/** The Chinese texts of the 统计 widget's charts and data table. */
export const filingStatsTexts = {
  byMonth: (year: number): string => `${year}年各月备案数`,
  byType: '各类型备案数',
  month: (month: number): string => `${month}月`,
  monthColumn: '月份',
  typeColumn: '类型',
  countColumn: '备案数',
  count: (count: number): string => `${count} 件`,
  showTable: '查看数据表',
  hideTable: '收起数据表',
  openBucket: (label: string, count: number): string => `在备案查询中查看${label}的 ${count} 件备案`,
  describe: (title: string, parts: readonly string[]): string => `${title}柱状图，点击柱子可在备案查询中查看：${parts.join('，')}。`,
} as const;
