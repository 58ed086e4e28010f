/** The texts of the 集体土地统计 and 耕地变化统计 pages (the tables' own words are the domain's land-messages). */
export const landTexts = {
  collectiveHeading: '集体土地统计',
  farmlandHeading: '耕地变化统计',
  year: '年份',
  granularity: '统计周期',
  month: '按月',
  quarter: '按季度',
  up: '返回上级',
  chartTitle: (division: string, year: number) => `${division}${year}年耕地变化`,
  hectare: '公顷',
} as const;
