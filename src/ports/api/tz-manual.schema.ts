import { DAY_LENGTH } from '../../domain/validation/input-limits';
import { manualFieldLabels as l } from '../../domain/ledger/ledger-form-messages';
import {
  FIELD_LABEL_MAX,
  FIELD_TYPES,
  FIELDS_MAX,
  FORM_ID_MAX,
  FORM_TITLE_MAX,
  INSTANCE_ID_MAX,
  KEYWORD_MAX,
  MANUAL_PAGE_SIZE_MAX,
  OPTION_MAX,
  OPTIONS_MAX,
  PRECISION_MAX,
  TEXT_MAX,
  UNIT_MAX,
  type FieldType,
  type FieldValue,
} from '../../domain/ledger/ledger-form-types';
import { boolean, bodyOf, converted, integer, literal, matching, object, optional, paramsOf, queryOf, record, repeated, text } from './input-schema';

/** The inputs of 手工台账's calls, for both backends; the design's and the row's own rules are the domain's (messages per field). */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEY = /^f\d{1,3}$/;
const KEY_MAX = 4;
const VERSION_MAX = 1_000_000_000;
const PAGE_INDEX_MAX = 100_000;

const formId = text({ max: FORM_ID_MAX, min: 1, label: l.formId });
const version = integer({ min: 0, max: VERSION_MAX, label: l.version });
const finite = (label: string) => converted((value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined), `${label}格式错误`);

const field = object(
  {
    key: matching(KEY, { max: KEY_MAX, label: l.fields }),
    label: text({ max: FIELD_LABEL_MAX, label: l.fields }),
    type: literal<FieldType>(FIELD_TYPES, l.fields),
    required: boolean(l.fields),
    unit: optional(text({ max: UNIT_MAX, label: l.fields })),
    precision: optional(integer({ min: 0, max: PRECISION_MAX, label: l.fields })),
    min: optional(finite(l.fields)),
    max: optional(finite(l.fields)),
    earliest: optional(matching(DATE, { max: DAY_LENGTH, label: l.fields })),
    latest: optional(matching(DATE, { max: DAY_LENGTH, label: l.fields })),
    options: optional(repeated(text({ max: OPTION_MAX, label: l.fields }), { min: 0, max: OPTIONS_MAX, label: l.fields })),
  },
  l.fields,
);

/** One value of a row: text, a number or a list of choices; null (a cleared field) is blank. */
const value = converted<FieldValue>((v) => {
  if (v === null) return '';
  if (typeof v === 'string') return v.length <= TEXT_MAX ? v : undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (Array.isArray(v) && v.length <= OPTIONS_MAX && v.every((c) => typeof c === 'string' && c.length <= OPTION_MAX)) return v as string[];
  return undefined;
}, `${l.values}格式错误`);

export const formIdParams = paramsOf({ formId });
export const designParams = paramsOf({ id: formId });
export const deleteParams = paramsOf({ keyTypeCode: formId, formId });
export const instanceQuery = queryOf({ instanceId: text({ max: INSTANCE_ID_MAX, min: 1, label: l.instanceId }) });

export const designBody = bodyOf({
  title: text({ max: FORM_TITLE_MAX, label: l.title }),
  fields: repeated(field, { min: 0, max: FIELDS_MAX, label: l.fields }),
  version,
});

export const rowSaveBody = bodyOf({
  formId,
  instanceId: optional(text({ max: INSTANCE_ID_MAX, min: 1, label: l.instanceId })),
  version,
  values: record(value, { maxKeys: FIELDS_MAX, maxKey: KEY_MAX, label: l.values }),
});

export const rowPageQuery = queryOf({
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: MANUAL_PAGE_SIZE_MAX, label: l.pageSize }),
});

export const rowPageBody = bodyOf({
  formId,
  keyword: optional(text({ max: KEYWORD_MAX, label: l.keyword })),
  instanceId: optional(text({ max: INSTANCE_ID_MAX, min: 1, label: l.instanceId })),
});

export const exportBody = bodyOf({ formId, keyword: optional(text({ max: KEYWORD_MAX, label: l.keyword })) });
