import type { AffairStatus } from '../../../src/domain/affair/affair';
import type { BoxType } from '../../../src/domain/affair/views';
import { boolean, integer, literal, matching, object, optional, record, text } from '../../http/schema';

/** The Chinese names of the request fields, as the 400 messages say them. */
export const processFieldLabels = {
  affairKey: '事务编号',
  version: '事务版本号',
  opinion: '意见',
  toNode: '目标环节',
  handler: '办理人',
  handlerKind: '办理人类型',
  handlerId: '办理人编号',
  special: '特送标记',
  procDefId: '流程编号',
  title: '事务标题',
  formData: '表单数据',
  pageIndex: '页码',
  pageSize: '每页条数',
  status: '事务状态',
  startTime: '开始日期',
  endTime: '结束日期',
  registrantName: '登记人',
  orderBy: '排序字段',
  order: '排序方向',
  boxType: '事务箱类型',
  delegate: '被授权人',
  delegator: '授权人',
  accreditStart: '授权开始日期',
  accreditEnd: '授权结束日期',
  accept: '是否接受授权',
  reportDefineId: '报表模板编号',
  reportId: '报表编号',
  diagramKey: '流程定义标识',
} as const;
const l = processFieldLabels;

/** Long enough for a real opinion, short enough that nobody stores megabytes in the history. */
export const OPINION_MAX = 2000;
const KEY_MAX = 64;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const BOX_TYPE_TEXTS = ['1', '2', '3', '4', '5', '6'] as const;
export const boxTypeText = literal(BOX_TYPE_TEXTS, l.boxType);
export const toBoxType = (value: (typeof BOX_TYPE_TEXTS)[number]): BoxType => Number(value) as BoxType;

export const affairKey = text({ max: KEY_MAX, min: 1, label: l.affairKey });
export const keyQuery = object({ keyDigNumGather: affairKey });
export const idParams = object({ id: affairKey });
export const dateText = (label: string) => matching(DATE, { max: 10, label });

const version = integer({ min: 0, max: 1_000_000, label: l.version });
const opinion = optional(text({ max: OPINION_MAX, label: l.opinion }));
const handler = object(
  {
    kind: literal(['person', 'department', 'unit'], l.handlerKind),
    id: text({ max: KEY_MAX, min: 1, label: l.handlerId }),
  },
  l.handler,
);

export const commandBody = object({ keyDigNumGather: affairKey, version, opinion });
export const opinionBody = object({ keyDigNumGather: affairKey, version, opinion: text({ max: OPINION_MAX, label: l.opinion }) });
export const completeBody = object({
  keyDigNumGather: affairKey,
  version,
  opinion,
  toNode: text({ max: KEY_MAX, min: 1, label: l.toNode }),
  handler: optional(handler),
  special: optional(boolean(l.special)),
});
export const turnBackBody = object({
  keyDigNumGather: affairKey,
  version,
  toNode: text({ max: KEY_MAX, min: 1, label: l.toNode }),
  opinion: text({ max: OPINION_MAX, label: l.opinion }),
});
export const transferBody = object({ keyDigNumGather: affairKey, version, opinion, handler });
export const accreditApplyBody = object({
  keyDigNumGather: affairKey,
  version,
  opinion,
  to: text({ max: KEY_MAX, min: 1, label: l.delegate }),
  // The engine judges the range (format, order) so both backends refuse it in the same words.
  start: text({ max: 32, label: l.accreditStart }),
  end: text({ max: 32, label: l.accreditEnd }),
});
export const accreditAnswerBody = object({
  keyDigNumGather: affairKey,
  version,
  opinion,
  from: text({ max: KEY_MAX, min: 1, label: l.delegator }),
  accept: boolean(l.accept),
});

export const registerBody = object({
  title: text({ max: 200, label: l.title }),
  formData: record(text({ max: OPINION_MAX }), { maxKeys: 50, maxKey: KEY_MAX, label: l.formData }),
});

const STATUSES: readonly AffairStatus[] = ['draft', 'running', 'suspended', 'finished', 'obsolete'];
/**
 * Paging checked for its type only: which sizes the lists offer is the service's rule, so both
 * backends refuse a page size of 17 in the same words.
 */
export const paging = {
  pageIndex: integer({ min: 0, max: 1_000_000, label: l.pageIndex }),
  pageSize: integer({ min: 0, max: 1_000, label: l.pageSize }),
};

export const boxQuery = object({
  ...paging,
  title: optional(text({ max: 200, label: l.title })),
  procDefId: optional(text({ max: KEY_MAX, label: l.procDefId })),
  status: optional(literal(STATUSES, l.status)),
  startTime: optional(dateText(l.startTime)),
  endTime: optional(dateText(l.endTime)),
  registrantName: optional(text({ max: 50, label: l.registrantName })),
  orderBy: optional(literal(['updatedAt', 'registeredAt', 'title'], l.orderBy)),
  order: optional(literal(['asc', 'desc'], l.order)),
});
