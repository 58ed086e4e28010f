import { BODY_MAX, SUBJECT_MAX } from './message-types';

/** The Chinese labels and refusals of 秘书 messages, for both backends and the pages. */
export const messageFieldLabels = {
  id: '消息编号',
  box: '消息箱',
  persons: '收件人',
  departments: '收件部门',
  subject: '主题',
  body: '正文',
  filesKey: '附件编号',
  forwardOf: '转发的消息',
  pageIndex: '页码',
  pageSize: '每页条数',
  text: '关键字',
  subParams: '消息参数',
  read: '阅读状态',
} as const;

export const messageMessages = {
  notFound: '消息不存在，或您无权查看',
  noRecipients: '请选择收件人',
  recipientUnknown: '收件人不存在，请重新选择',
  subjectRequired: '请填写主题',
  subjectTooLong: `主题不能超过${SUBJECT_MAX}个字`,
  bodyRequired: '请填写正文',
  bodyTooLong: `正文不能超过${BODY_MAX}个字`,
  invalid: '消息填写有误，请按提示修改',
  filesKeyTaken: '附件编号已被其他消息使用，请重新打开写消息页面',
} as const;
