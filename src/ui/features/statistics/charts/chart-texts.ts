/** The Chinese texts of the statistics charts (bar/line and the division map). */
export const chartTexts = {
  savePng: '保存图片',
  savePngOf: (title: string): string => `保存图片（PNG）：${title}`,
  showTable: '数据表',
  hideTable: '收起数据表',
  tableOf: (title: string): string => `${title}数据表`,
  categoryColumn: '类别',
  loading: '图表加载中',
  empty: '暂无数据',
  seriesPart: (name: string, value: string): string => `${name} ${value}`,
  describe: (title: string, kinds: string, parts: readonly string[], clickable: boolean): string =>
    `${title}${kinds}${clickable ? '，点击可查看明细' : ''}：${parts.join('；')}。`,
  kindName: { bar: '柱状图', line: '折线图' },
  select: (category: string): string => `查看${category}`,
  mapDescribe: (title: string, parts: readonly string[]): string => `${title}分级设色地图，点击区域可下钻：${parts.join('；')}。`,
  noOutline: '（无边界数据）',
  pngFailed: '图片生成失败，请重试',
} as const;
