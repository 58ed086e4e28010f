/** The Chinese texts of the 区域统计 page. */
export const districtTexts = {
  heading: '区域统计',
  breadcrumb: '行政区层级',
  backTo: (name: string): string => `返回${name}`,
  barTitle: (division: string, byType: boolean): string => `${division}${byType ? '各备案类型' : '各行政区'}备案宗数`,
  countSeries: '宗数',
  countUnit: '宗',
  mapTitle: (division: string): string => `${division}备案宗数分布图`,
  areaHeading: '面积构成',
  exportFailed: '导出失败，请重试',
  refusedTitle: '无法查看该行政区',
  backToOwn: '返回本辖区统计',
} as const;
