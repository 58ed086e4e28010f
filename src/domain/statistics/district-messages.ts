/** The Chinese texts of 区域统计 (domain, schema, both backends and the page share them). */
export const districtMessages = {
  halfPeriod: '请同时选择批准日期的开始和结束日期',
  title: (division: string): string => `${division}用地备案区域统计表`,
  areaTitle: (division: string): string => `${division}用地备案面积构成表`,
  subtitle: (division: string, period: string, unit: string): string => `填报单位：${division}  统计期间：${period}  面积单位：${unit}`,
  period: (start: string | undefined, end: string | undefined): string => (start === undefined || end === undefined ? '全部' : `${start} 至 ${end}`),
  divisionColumn: '行政区',
  typeColumn: '备案类型',
  countColumn: '宗数',
  countUnit: '宗',
  totalColumn: '总面积',
  landClassGroup: '其中',
  cultivatedColumn: '耕地',
  otherAgriculturalColumn: '其他农用地',
  constructionColumn: '建设用地',
  unusedColumn: '未利用地',
} as const;

/** The field names of the district query, for the schema's messages. */
export const districtFieldLabels = {
  divisionCode: '行政区',
  keyTypeCode: '备案类型',
  status: '状态',
  startDate: '开始日期',
  endDate: '结束日期',
  unit: '面积单位',
} as const;
