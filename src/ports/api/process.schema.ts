import type { AffairStatus } from '../../domain/affair/affair';
import { SUP_NAME_MAX, SUPERVISE_CONTENT_MAX } from '../../domain/affair/supervision-form';
import type { BoxType } from '../../domain/affair/wire';
import {
  ANY_PAGE_INDEX_MAX,
  ANY_PAGE_SIZE_MAX,
  DATE_TEXT_MAX,
  DAY_LENGTH,
  FORM_FIELDS_MAX,
  KEY_MAX,
  OPINION_MAX,
  PERSON_NAME_MAX,
  TITLE_TEXT_MAX,
  VERSION_MAX,
} from '../../domain/validation/input-limits';
import { bodyOf, boolean, integer, literal, matching, object, optional, paramsOf, queryOf, record, text } from './input-schema';
import { processFieldLabels as l, superviseFieldLabels as s } from './process.messages';

/** The inputs of the affair and supervision calls (/api/process, /api/supervise), for both backends. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const BOX_TYPE_TEXTS = ['1', '2', '3', '4', '5', '6'] as const;
export const boxTypeText = literal(BOX_TYPE_TEXTS, l.boxType);
export const toBoxType = (value: (typeof BOX_TYPE_TEXTS)[number]): BoxType => Number(value) as BoxType;

export const affairKey = text({ max: KEY_MAX, min: 1, label: l.affairKey });
export const keyQuery = queryOf({ keyDigNumGather: affairKey });
export const keyBody = bodyOf({ keyDigNumGather: affairKey });
export const idParams = paramsOf({ id: affairKey });
export const dateText = (label: string) => matching(DATE, { max: DAY_LENGTH, label });

export const detailParams = paramsOf({ keyDigNumGather: affairKey });
export const detailQuery = queryOf({ boxType: optional(boxTypeText) });
export const metaParams = paramsOf({ keyDigNumGather: affairKey, boxType: boxTypeText });
export const columnsQuery = queryOf({ boxType: boxTypeText });
export const diagramParams = paramsOf({ key: text({ max: KEY_MAX, min: 1, label: l.diagramKey }) });
export const printPdfQuery = queryOf({ reportDefineId: text({ max: KEY_MAX, min: 1, label: l.reportDefineId }), keyDigNumGather: affairKey });
export const printWordQuery = queryOf({ reportId: text({ max: KEY_MAX, min: 1, label: l.reportId }), keyDigNumGather: affairKey });
export const registerParams = paramsOf({ id: text({ max: KEY_MAX, min: 1, label: l.procDefId }) });

const version = integer({ min: 0, max: VERSION_MAX, label: l.version });
const opinion = optional(text({ max: OPINION_MAX, label: l.opinion }));
const handler = object(
  {
    kind: literal(['person', 'department', 'unit'], l.handlerKind),
    id: text({ max: KEY_MAX, min: 1, label: l.handlerId }),
  },
  l.handler,
);
const toNode = text({ max: KEY_MAX, min: 1, label: l.toNode });

export const commandBody = bodyOf({ keyDigNumGather: affairKey, version, opinion });
export const opinionBody = bodyOf({ keyDigNumGather: affairKey, version, opinion: text({ max: OPINION_MAX, label: l.opinion }) });
export const completeBody = bodyOf({ keyDigNumGather: affairKey, version, opinion, toNode, handler: optional(handler), special: optional(boolean(l.special)) });
export const turnBackBody = bodyOf({ keyDigNumGather: affairKey, version, toNode, opinion: text({ max: OPINION_MAX, label: l.opinion }) });
export const transferBody = bodyOf({ keyDigNumGather: affairKey, version, opinion, handler });
export const accreditApplyBody = bodyOf({
  keyDigNumGather: affairKey,
  version,
  opinion,
  to: text({ max: KEY_MAX, min: 1, label: l.delegate }),
  // The engine judges the range (format, order) so both backends refuse it in the same words.
  start: text({ max: DATE_TEXT_MAX, label: l.accreditStart }),
  end: text({ max: DATE_TEXT_MAX, label: l.accreditEnd }),
});
export const accreditAnswerBody = bodyOf({
  keyDigNumGather: affairKey,
  version,
  opinion,
  from: text({ max: KEY_MAX, min: 1, label: l.delegator }),
  accept: boolean(l.accept),
});

export const registerBody = bodyOf({
  title: text({ max: TITLE_TEXT_MAX, label: l.title }),
  formData: record(text({ max: OPINION_MAX, label: l.formData }), { maxKeys: FORM_FIELDS_MAX, maxKey: KEY_MAX, label: l.formData }),
});

const STATUSES: readonly AffairStatus[] = ['draft', 'running', 'suspended', 'finished', 'obsolete'];
/**
 * Paging checked for its type only: which sizes the lists offer is the service's rule, so both
 * backends refuse a page size of 17 in the same words.
 */
const paging = {
  pageIndex: integer({ min: 0, max: ANY_PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 0, max: ANY_PAGE_SIZE_MAX, label: l.pageSize }),
};

export const boxQuery = bodyOf({
  ...paging,
  title: optional(text({ max: TITLE_TEXT_MAX, label: l.title })),
  procDefId: optional(text({ max: KEY_MAX, label: l.procDefId })),
  status: optional(literal(STATUSES, l.status)),
  startTime: optional(dateText(l.startTime)),
  endTime: optional(dateText(l.endTime)),
  registrantName: optional(text({ max: PERSON_NAME_MAX, label: l.registrantName })),
  orderBy: optional(literal(['updatedAt', 'registeredAt', 'title'], l.orderBy)),
  order: optional(literal(['asc', 'desc'], l.order)),
});

export const superviseListBody = bodyOf({
  ...paging,
  startTime: optional(dateText(s.startTime)),
  endTime: optional(dateText(s.endTime)),
  supName: optional(text({ max: SUP_NAME_MAX, label: s.supName })),
});

export const superviseCreateBody = bodyOf({
  keyDigNumGather: affairKey,
  supName: text({ max: SUP_NAME_MAX, label: s.supName }),
  // The service judges the date (format, not before today) in the same words for both backends.
  deadline: text({ max: DATE_TEXT_MAX, label: s.deadline }),
  urgedUserId: text({ max: KEY_MAX, min: 1, label: s.urgedUserId }),
  content: text({ max: SUPERVISE_CONTENT_MAX, label: s.content }),
});

export const supervisionParams = paramsOf({ id: text({ max: KEY_MAX, min: 1, label: s.id }) });
export const urgeBody = bodyOf({ text: text({ max: SUPERVISE_CONTENT_MAX, label: s.text }) });
