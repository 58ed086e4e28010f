/** 收文登记's words on the page. */
export const receiptTexts = {
  heading: '收文登记',
  formHeading: '登记来文',
  listHeading: '收文列表',
  register: '登记',
  registering: '正在登记…',
  registered: (id: string): string => `已登记，收文编号 ${id}`,
  standing: '办理状态',
  allStandings: '全部',
  standings: { overdue: '已超期', 'due-soon': '即将到期', open: '办理中', done: '已办结' },
  empty: '暂无数据',
  columns: { id: '收文编号', title: '标题', issuer: '来文单位', issuerNumber: '来文字号', receivedDate: '收文日期', urgency: '紧急程度', deadline: '办理期限', split: '承办部门' },
  notSplit: '未分办',
} as const;
