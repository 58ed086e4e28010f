import { coerceFilingData } from '../../domain/filing/coerce';
import type { FieldProblem } from '../../domain/filing/data-check';
import { FILING_TYPE_CODES, type FilingTypeCode } from '../../domain/filing/filing-types';
import { FILING_LIST_NAMES, FILING_PAGE_SIZES, type FilingListQuery, type FilingPageSize, type FilingSaveBody } from '../../domain/filing/wire';
import { err, ok, type Result } from '../../domain/shared/result';
import { DAY_LENGTH, DIVISION_CODE_LENGTH, KEY_MAX, KEYWORD_MAX, OPINION_MAX, PAGE_INDEX_MAX, PAGE_SIZE_MAX, VERSION_MAX, YEAR_MAX, YEAR_MIN } from '../../domain/validation/input-limits';
import { bodyOf, boolean, carrying, integer, type OutputOf, literal, mapped, matching, optional, paramsOf, queryOf, refined, text } from './input-schema';
import { filingFieldLabels as l, filingMessages } from './filing.messages';

/** The inputs of the filing calls (SPEC section 7, /api/op), for both backends. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIVISION_CODE = /^\d{6}$/;

export const filingKey = text({ max: KEY_MAX, min: 1, label: l.filingKey });
export const typeCode = literal<FilingTypeCode>(FILING_TYPE_CODES, l.typeCode);
const version = integer({ min: 0, max: VERSION_MAX, label: l.version });
const reasonText = (label: string) => text({ max: OPINION_MAX, label });

export const versionBody = bodyOf({ version });
export const idParams = paramsOf({ id: filingKey });
export const typeParams = paramsOf({ id: typeCode });
export const keyParams = paramsOf({ keyNumGather: filingKey });
export const keyQuery = queryOf({ keyNumGather: filingKey });
export const keyBody = bodyOf({ keyNumGather: filingKey });
export const keyVersionBody = bodyOf({ keyNumGather: filingKey, version });
export const cancelBody = bodyOf({ keyNumGather: filingKey, version, reason: reasonText(l.cancelReason) });
export const withdrawBody = bodyOf({ version, reason: reasonText(l.withdrawReason) });
export const checkParams = paramsOf({ a: typeCode, b: filingKey });
export const commonParams = paramsOf({ key: filingKey });
export const commonQuery = queryOf({ type: literal(['2', '4'], l.paramType) });
export const checkStatusQuery = queryOf({ checkStatus: literal(['1', '2'], l.checkStatus) });
export const licenseIndexBody = bodyOf({ keyTypeCode: typeCode, year: integer({ min: YEAR_MIN, max: YEAR_MAX, label: l.year }) });
export const listParams = paramsOf({ listName: literal(FILING_LIST_NAMES, l.listName) });

const pageSize = mapped(
  refined(integer({ min: 1, max: PAGE_SIZE_MAX, label: l.pageSize }), (size) => FILING_PAGE_SIZES.some((allowed) => allowed === size), filingMessages.pageSizes),
  (size) => size as FilingPageSize,
);

/** The list query; the optional fields that were absent are dropped by the route and the adapter alike. */
export const listBody = bodyOf({
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize,
  keyTypeCode: optional(typeCode),
  divisionCode: optional(matching(DIVISION_CODE, { max: DIVISION_CODE_LENGTH, label: l.divisionCode })),
  divisionOnly: optional(boolean(l.divisionOnly)),
  status: optional(literal(['draft', 'reported', 'filed', 'returned'], l.status)),
  startDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.startDate })),
  endDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.endDate })),
  text: optional(text({ max: KEYWORD_MAX, label: l.text })),
  overdueOnly: optional(boolean(l.overdueOnly)),
  orderBy: optional(literal(['approvalDate', 'updatedAt', 'projectName', 'divisionCode', 'filingNumber'], l.orderBy)),
  order: optional(literal(['asc', 'desc'], l.order)),
});

/** Drops the optional fields that were absent, so the query has exactly the keys the client sent. */
export const listQueryOf = (body: OutputOf<typeof listBody>): FilingListQuery =>
  Object.fromEntries(Object.entries(body).filter(([, entry]) => entry !== undefined)) as unknown as FilingListQuery;

/** The record's data must name its type here; its fields are shaped by the domain (coerceFilingData), every wrong one reported at once. */
export const saveBody = bodyOf({ keyNumGather: optional(filingKey), version: optional(version), data: carrying('typeCode', typeCode) });
/** The save body as the endpoint declares it; its data is FilingData only once coerceFilingData has shaped it. */
export const saveBodyShape = mapped(saveBody, (body) => body as unknown as FilingSaveBody);

export const reviewBody = bodyOf({ version, decision: literal(['pass', 'return'], l.decision), opinion: optional(reasonText(l.reviewOpinion)) });

/** A save body whose data its type could not shape: a 400 listing every wrong field, as the data check does. */
export interface SaveDataFailure {
  readonly status: 400;
  readonly message: string;
  readonly problems: readonly FieldProblem[];
}

/** The record's data shaped by its type (the schema checked the type), every wrong field reported at once. */
export function shapedSaveBody(body: FilingSaveBody): Result<FilingSaveBody, SaveDataFailure> {
  const shaped = coerceFilingData(body.data.typeCode, body.data);
  if (!shaped.ok) return err({ status: 400, message: filingMessages.dataMalformed, problems: shaped.error });
  const { keyNumGather, version } = body;
  return ok({ ...(keyNumGather === undefined ? {} : { keyNumGather }), ...(version === undefined ? {} : { version }), data: shaped.value });
}
