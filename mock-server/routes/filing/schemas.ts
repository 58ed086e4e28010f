import { coerceFilingData } from '../../../src/domain/filing/coerce';
import { FILING_TYPE_CODES } from '../../../src/domain/filing/filing-types';
import { FILING_LIST_NAMES, FILING_PAGE_SIZES, type FilingListQuery, type FilingPageSize, type FilingSaveBody } from '../../../src/domain/filing/views';
import type { FilingData } from '../../../src/domain/filing/filing-types';
import { HttpError } from '../../http/errors';
import { boolean, integer, literal, matching, object, optional, text, type Schema } from '../../http/schema';
import { dataCheckError } from './book';

const KEY_MAX = 64;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const filingKey = text({ max: KEY_MAX, min: 1, label: '备案记录编号' });
export const typeCode = literal(FILING_TYPE_CODES, '备案类型');
export const version = integer({ min: 0, max: 1_000_000, label: '记录版本号' });
export const versionBody = object({ version });
export const idParams = object({ id: filingKey });
export const reasonText = (label: string) => text({ max: 2000, label });

const pageSize: Schema<FilingPageSize> = {
  parse(value, field) {
    const size = integer({ min: 1, max: 50, label: '每页条数' }).parse(value, field);
    const found = FILING_PAGE_SIZES.find((allowed) => allowed === size);
    if (found === undefined) throw new HttpError(400, '每页条数只能是15、20、30或50');
    return found;
  },
};

export const listParams = object({ listName: literal(FILING_LIST_NAMES, '列表名称') });

const listShape = object({
  pageIndex: integer({ min: 1, max: 100_000, label: '页码' }),
  pageSize,
  keyTypeCode: optional(typeCode),
  divisionCode: optional(matching(/^\d{6}$/, { max: 6, label: '行政区划' })),
  status: optional(literal(['draft', 'reported', 'filed', 'returned'], '备案状态')),
  startDate: optional(matching(DATE, { max: 10, label: '开始日期' })),
  endDate: optional(matching(DATE, { max: 10, label: '结束日期' })),
  text: optional(text({ max: 100, label: '关键字' })),
  overdueOnly: optional(boolean('仅看超时')),
  orderBy: optional(literal(['approvalDate', 'updatedAt', 'projectName', 'divisionCode', 'filingNumber'], '排序字段')),
  order: optional(literal(['asc', 'desc'], '排序方向')),
});

/** Drops the optional fields that were absent, so the query has exactly the keys the client sent. */
export const listBody: Schema<FilingListQuery> = {
  parse(value, field) {
    const parsed = listShape.parse(value, field);
    return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => entry !== undefined)) as unknown as FilingListQuery;
  },
};

/** The record's data: shaped by its type, every wrong field reported at once (as the data check does). */
const filingData: Schema<FilingData> = {
  parse(value) {
    const type = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['typeCode'] : undefined;
    const code = typeCode.parse(type, 'typeCode');
    const shaped = coerceFilingData(code, value);
    if (!shaped.ok) throw dataCheckError('备案数据格式不正确', shaped.error);
    return shaped.value;
  },
};

const saveShape = object({ keyNumGather: optional(filingKey), version: optional(version), data: filingData });
export const saveBody: Schema<FilingSaveBody> = {
  parse(value, field) {
    const { keyNumGather, version: v, data } = saveShape.parse(value, field);
    return { ...(keyNumGather === undefined ? {} : { keyNumGather }), ...(v === undefined ? {} : { version: v }), data };
  },
};

export const reviewBody = object({
  version,
  decision: literal(['pass', 'return'], '审核结果'),
  opinion: optional(reasonText('审核意见')),
});
