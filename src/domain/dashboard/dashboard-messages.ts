import type { FastEntryModule, TodoStage } from './dashboard-types';

/** The 工作台's words, for both backends and the schemas. */
export const dashboardMessages = {
  unknownWidget: (id: string): string => `未知的组件：${id}`,
  duplicateWidget: (id: string): string => `组件重复：${id}`,
  fastEntryForbidden: '只能查看自己的快捷入口',
  noSuchUser: '用户不存在',
} as const;

/** The Chinese field names of the dashboard calls' inputs. */
export const dashboardFieldLabels = {
  widgets: '组件列表',
  widgetId: '组件标识',
  visible: '是否显示',
  path: '页面路径',
  userId: '用户编号',
  pageIndex: '页码',
  pageSize: '每页条数',
  stage: '待办类别',
  year: '年份',
} as const;

/** The stages of 业务, in the order the widget's filter shows them. */
export const TODO_STAGES: readonly TodoStage[] = ['affair', 'toReport', 'toReview', 'returned'];

export const TODO_STAGE_LABELS: Readonly<Record<TodoStage, string>> = {
  affair: '待办事务',
  toReport: '待上报',
  toReview: '待审核',
  returned: '已退回',
};

/** A supervision past its deadline whose affair is still open. */
export const OVERDUE_LABEL = '已超期';

export const SUPERVISION_ROLE_LABELS = { set: '我督办的', answer: '督办我的' } as const;

export const FAST_ENTRY_MODULES: readonly FastEntryModule[] = ['事务', '行政', '公文', '审批', '会议'];
