import { formatDateTime } from '../../../../domain/format/date';

/** The words of the 农房建设统计 and 乡村建设规划许可 pages. */
export const reportFormTexts = {
  pageTitle: { buildHouse: '农房建设统计', ruralPermit: '乡村建设规划许可' },
  period: '统计期间',
  exportExcel: '导出 Excel',
  exportFailed: '导出失败，请稍后重试',
  formTitle: (division: string, period: string): string => `${division} ${period} 填报`,
  readOnly: '只读：只有本县（市、区）的用户可以填报本县已到来期间的报表',
  version: (version: number, savedAt: string | undefined): string =>
    version === 0 ? '尚未填报' : `第 ${version} 版${savedAt === undefined ? '' : `，最后保存于 ${formatDateTime(Date.parse(savedAt))}`}`,
  save: '保存',
  fixFirst: '请先按提示修改填写有误的项目',
  loadTheirs: '载入他人保存的数据',
  staleTitle: '他人已先保存了该报表',
  filingsTitle: (type: string): string => `系统备案核对（${type}）`,
  filingsCount: (count: number): string => `本期批准 ${count} 宗`,
  listAll: '在备案查询中查看全部',
  filingName: '申请人 / 户主',
  filingPlace: '村组',
  approvalDate: '批准日期',
  noFilings: '本期暂无备案记录',
} as const;
