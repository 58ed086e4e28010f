import { CATALOGUE_NOTE_MAX, RECEIVER_MAX } from './archive-catalogue-types';

/** The Chinese labels and refusals of 新目录, for both backends and the pages. */
export const catalogueFieldLabels = {
  id: '目录编号',
  archiveIds: '目录中的档案',
  note: '备注',
  reason: '出库理由',
  receiver: '接收单位',
  direction: '目录类别',
  year: '年度',
  pageIndex: '页码',
  pageSize: '每页条数',
} as const;

export const catalogueMessages = {
  notFound: '目录不存在，或不在您的管辖范围内',
  duplicate: '同一件档案不能在目录中重复出现',
  noteTooLong: `备注不能超过${CATALOGUE_NOTE_MAX}个字`,
  receiverTooLong: `接收单位不能超过${RECEIVER_MAX}个字`,
  refused: (count: number, label: string): string => `有 ${count} 件档案不能编入${label}，目录未生成，所有档案均未改变`,
  notOwner: '不是本单位的档案，不能编入本单位目录',
  alreadyOut: '该档案已出库',
  alreadyListed: (label: string, catalogueNo: string): string => `该档案已编入${label} ${catalogueNo}`,
  onLoan: '该档案已借出，归还后才能出库',
  loanPending: '该档案有待审批的借阅申请，不能出库',
  noteOut: (reason: string, catalogueNo: string): string => `出库：${reason}（出库目录 ${catalogueNo}）`,
} as const;
