import { COPIES_MAX, RECIPIENTS_MAX, SPLIT_DEPARTMENTS_MAX } from './document-types';

/** The Chinese labels and refusals of 公文, for both backends and the pages. */
export const documentFieldLabels = {
  title: '标题',
  kind: '文种',
  secrecy: '密级',
  urgency: '紧急程度',
  mainTo: '主送单位',
  copyTo: '抄送单位',
  body: '正文',
  issuer: '来文单位',
  issuerNumber: '来文字号',
  receivedDate: '收文日期',
  copies: '份数',
  deadline: '办理期限',
  proposal: '拟办意见',
  departments: '承办部门',
  version: '版本号',
} as const;

export const documentMessages = {
  notFound: '公文不存在或已被删除',
  outOfJurisdiction: '无权查看或办理其他单位的公文',
  stale: '该公文已被他人修改，请刷新后重试',
  invalid: '公文填写有误，请按提示修改',
  titleRequired: '请填写标题',
  kindRequired: '请选择文种',
  secrecyRequired: '请选择密级',
  urgencyRequired: '请选择紧急程度',
  mainToRequired: '请至少选择一个主送单位',
  recipientsTooMany: `主送和抄送单位合计不能超过${RECIPIENTS_MAX}个`,
  recipientTwice: '同一单位不能既主送又抄送',
  recipientUnknown: '所选单位不存在',
  bodyRequired: '请填写正文',
  issuerRequired: '请填写来文单位',
  issuerNumberRequired: '请填写来文字号',
  receivedDateRequired: '请填写收文日期',
  dateInvalid: '日期格式应为 yyyy-MM-dd',
  receivedInFuture: '收文日期不能晚于今天',
  copiesOutOfRange: `份数应为 1～${COPIES_MAX} 的整数`,
  deadlineRequired: '请填写办理期限',
  deadlineBeforeReceived: '办理期限不能早于收文日期',
  departmentsRequired: '请至少选择一个承办部门',
  departmentsTooMany: `一次分办不能超过${SPLIT_DEPARTMENTS_MAX}个部门`,
  departmentTwice: '同一部门只能分办一次',
  alreadySplit: '该收文已分办，不能重复分办',
  notAtNumbering: '只有到“编号”环节的发文才能编号',
  numberingStale: '文号正被他人同时分配，请重试',
} as const;

export const overdueLabel = (days: number): string => `已超期${days}天`;
export const remainingLabel = (days: number): string => (days === 0 ? '今日到期' : `剩余${days}天`);
