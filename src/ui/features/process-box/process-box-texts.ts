import type { BoxType } from '../../../ports/api/process.dto';

/** Chinese texts of the affair boxes (SPEC section 4). */
export const processBoxTexts = {
  titles: { 1: '待办事务', 2: '已办事务', 3: '办结事务', 4: '事务查询', 5: '作废事务', 6: '条件查询' } satisfies Record<BoxType, string>,
  searchLabel: '按标题搜索',
  searchPlaceholder: '请输入事务标题',
  search: '查询',
  reset: '重置',
  supervised: '督办',
  overdue: '超期督办',
  empty: '暂无数据',
  loading: '加载中',
  loadFailed: (reason: string): string => `事务列表加载失败：${reason}`,
  openRow: (title: string): string => `打开事务：${title}`,
  opening: '正在打开事务详情…',
  filters: '筛选条件',
  process: '流程',
  processPlaceholder: '全部流程',
  status: '状态',
  statusPlaceholder: '全部状态',
  period: '起止时间',
  periodStart: '开始日期',
  periodEnd: '结束日期',
  registrant: '登记人',
  registrantPlaceholder: '请输入登记人姓名',
  title: '标题',
} as const;
