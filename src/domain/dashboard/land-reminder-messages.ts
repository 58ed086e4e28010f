/** The words of the temporary land reminders on 业务 and of 转督办 (both backends, the schema and the widget). */
export const landReminderMessages = {
  kindExpiring: '即将到期',
  kindOverdue: '逾期未复垦',
  supNameExpiring: (project: string): string => `临时用地即将到期：${project}`,
  supNameOverdue: (project: string): string => `临时用地逾期未复垦：${project}`,
  content: (message: string, division: string, endDate: string, dueDate: string, url: string): string =>
    `${message}。所在地：${division}；使用期满：${endDate}；复垦期限：${dueDate}。详情：${url}`,
  notReminded: '该临时用地当前没有到期或逾期提醒，无需督办',
  alreadySupervised: '该临时用地已有进行中的督办，不能重复督办',
} as const;

/** The Chinese field names of the reminder calls' inputs. */
export const landReminderFieldLabels = {
  id: '临时用地编号',
  pageIndex: '页码',
  pageSize: '每页条数',
} as const;
