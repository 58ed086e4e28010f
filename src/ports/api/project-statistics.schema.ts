import { FILING_TYPE_CODES, type FilingTypeCode } from '../../domain/filing/filing-types';
import { FILING_PAGE_SIZES, type FilingPageSize } from '../../domain/filing/wire';
import { AREA_DISPLAY_UNITS } from '../../domain/statistics/area-sum';
import { projectFieldLabels as p } from '../../domain/statistics/project-messages';
import { PROJECT_SORT_FIELDS } from '../../domain/statistics/project-stats';
import { timeoutFieldLabels as t } from '../../domain/statistics/timeout-messages';
import { TIMEOUT_STAGES } from '../../domain/statistics/timeout-rule';
import { DAY_LENGTH, DIVISION_CODE_LENGTH, KEYWORD_MAX, PAGE_INDEX_MAX, PAGE_SIZE_MAX } from '../../domain/validation/input-limits';
import { bodyOf, boolean, integer, literal, mapped, matching, optional, queryOf, refined, text } from './input-schema';
import { filingMessages } from './filing.messages';

/** The inputs of 项目统计 and 超时统计, for both backends. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIVISION_CODE = /^\d{6}$/;

const date = (label: string) => matching(DATE, { max: DAY_LENGTH, label });
const divisionCode = (label: string) => matching(DIVISION_CODE, { max: DIVISION_CODE_LENGTH, label });
const typeCode = (label: string) => literal<FilingTypeCode>(FILING_TYPE_CODES, label);
const pageIndex = (label: string) => integer({ min: 1, max: PAGE_INDEX_MAX, label });
const pageSize = (label: string) =>
  mapped(
    refined(integer({ min: 1, max: PAGE_SIZE_MAX, label }), (size) => FILING_PAGE_SIZES.some((allowed) => allowed === size), filingMessages.pageSizes),
    (size) => size as FilingPageSize,
  );

const projectFilter = {
  text: optional(text({ max: KEYWORD_MAX, label: p.text })),
  keyTypeCode: optional(typeCode(p.keyTypeCode)),
  divisionCode: optional(divisionCode(p.divisionCode)),
  status: optional(literal(['draft', 'reported', 'filed', 'returned'], p.status)),
  startDate: optional(date(p.startDate)),
  endDate: optional(date(p.endDate)),
  orderBy: optional(literal(PROJECT_SORT_FIELDS, p.orderBy)),
  order: optional(literal(['asc', 'desc'], p.order)),
};

export const projectQuery = queryOf({ pageIndex: pageIndex(p.pageIndex), pageSize: pageSize(p.pageSize), ...projectFilter });
export const projectExportQuery = queryOf({ ...projectFilter, unit: optional(literal(AREA_DISPLAY_UNITS, p.unit)) });

const timeoutFilter = {
  divisionCode: optional(divisionCode(t.divisionCode)),
  keyTypeCode: optional(typeCode(t.keyTypeCode)),
  startDate: optional(date(t.startDate)),
  endDate: optional(date(t.endDate)),
};

export const timeoutBody = bodyOf(timeoutFilter);
export const timeoutRecordsBody = bodyOf({
  ...timeoutFilter,
  divisionCode: divisionCode(t.divisionCode),
  stage: literal(TIMEOUT_STAGES, t.stage),
  own: optional(boolean(t.own)),
  pageIndex: pageIndex(t.pageIndex),
  pageSize: pageSize(t.pageSize),
});

/** Drops the optional fields that were absent, so the domain sees exactly the keys the client sent. */
export const present = <T extends object>(input: T): { [K in keyof T]: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
