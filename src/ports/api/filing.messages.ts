import { FILING_PAGE_SIZES } from '../../domain/filing/wire';

/** The Chinese names of the filing request fields, as the 400 messages say them. */
export const filingFieldLabels = {
  filingKey: '备案记录编号',
  typeCode: '备案类型',
  version: '记录版本号',
  pageIndex: '页码',
  pageSize: '每页条数',
  listName: '列表名称',
  divisionCode: '行政区划',
  status: '备案状态',
  startDate: '开始日期',
  endDate: '结束日期',
  text: '关键字',
  overdueOnly: '仅看超时',
  divisionOnly: '仅本级',
  orderBy: '排序字段',
  order: '排序方向',
  decision: '审核结果',
  reviewOpinion: '审核意见',
  cancelReason: '核销理由',
  withdrawReason: '退卷理由',
  paramType: '参数类型',
  checkStatus: '审批结果',
  year: '年度',
} as const;

export const filingMessages = {
  dataMalformed: '备案数据格式不正确',
  pageSizes: `每页条数只能是${FILING_PAGE_SIZES.join('、').replace(/、(?=[^、]*$)/, '或')}`,
} as const;
