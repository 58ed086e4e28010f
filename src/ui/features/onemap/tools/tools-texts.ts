import type { ChoroplethMeasure } from '../../../../domain/onemap/choropleth';

/** The Chinese texts of the 备案专题图's tools. */
export const toolsTexts = {
  modeLabel: '专题显示',
  modes: { parcels: '地块', count: '按数量', area: '按面积' },
  legendTitle: (measure: ChoroplethMeasure): string => (measure === 'count' ? '区县备案数量（宗）' : '区县备案面积（公顷）'),
  regionsDetails: '各区县明细',
  regionColumn: '区县',
  countColumn: '宗数',
  areaColumn: '面积（公顷）',
  measureDistance: '测距',
  measureArea: '测面',
  clearMeasure: '清除测量',
  measureHint: '在地图上单击添加节点，双击结束；按 Esc 取消',
  measureReading: '测量结果',
  exportPng: '导出图片',
  exportFailed: '导出图片失败，请重试',
  fileName: (date: string): string => `备案专题图-${date}.png`,
} as const;
