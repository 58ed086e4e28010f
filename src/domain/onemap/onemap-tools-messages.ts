/** The Chinese texts of the 备案专题图 tools: the choropleth's legend and the measure readings. */
export const onemapToolsMessages = {
  countUnit: '宗',
  hectareUnit: '公顷',
  muUnit: '亩',
  metreUnit: '米',
  kilometreUnit: '千米',
  squareMetreUnit: '平方米',
  zeroClass: (unit: string): string => `0 ${unit}（无备案）`,
  range: (low: string, high: string, unit: string): string => (low === high ? `${low} ${unit}` : `${low} – ${high} ${unit}`),
  regionCount: (regions: number): string => `${regions} 个区域`,
  total: (count: number, hectares: string): string => `合计 ${count} 宗，${hectares} 公顷`,
  unplaced: (count: number): string => `另有 ${count} 宗为市级备案，不计入区县`,
} as const;
