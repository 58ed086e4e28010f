import { LAND_PAGE_SIZES, type LandFilters, type LandPageSize, type LandQuery } from '../../domain/temporary-land/land-types';
import { STATUS_ORDER } from '../../domain/temporary-land/status';
import { temporaryLandFieldLabels as l } from '../../domain/temporary-land/temporary-land-messages';
import { DAY_LENGTH, DIVISION_CODE_LENGTH, KEY_MAX, KEYWORD_MAX, OPINION_MAX, PAGE_INDEX_MAX, VERSION_MAX } from '../../domain/validation/input-limits';
import { bodyOf, boolean, integer, literal, mapped, matching, optional, queryOf, text, type OutputOf } from './input-schema';

/** The inputs of 临时用地's calls, for both backends. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIVISION_CODE = /^\d{6}$/;
const id = text({ max: KEY_MAX, min: 1, label: l.id });
const version = integer({ min: 0, max: VERSION_MAX, label: l.version });
const date = matching(DATE, { max: DAY_LENGTH, label: l.date });
const pageSize = mapped(literal(LAND_PAGE_SIZES.map(String), l.pageSize), (size) => Number(size) as LandPageSize);

const filters = {
  status: optional(literal(STATUS_ORDER, l.status)),
  divisionCode: optional(matching(DIVISION_CODE, { max: DIVISION_CODE_LENGTH, label: l.divisionCode })),
  startDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.startDate })),
  endDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.endDate })),
  text: optional(text({ max: KEYWORD_MAX, label: l.text })),
};

export const landExportQuery = queryOf(filters);
export const landListQuery = queryOf({ ...filters, pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }), pageSize });
export const landDetailQuery = queryOf({ id });
export const registerBody = bodyOf({ id, version, date, opinion: text({ max: OPINION_MAX, label: l.registerOpinion }) });
export const decideBody = bodyOf({ id, version, date, passed: boolean(l.passed), opinion: text({ max: OPINION_MAX, label: l.decideOpinion }) });

const present = (value: object): Record<string, unknown> => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));

/** Drops the absent filters, so the domain sees exactly the keys the client sent. */
export const landFiltersOf = (query: OutputOf<typeof landExportQuery>): LandFilters => present(query) as LandFilters;
export const landQueryOf = (query: OutputOf<typeof landListQuery>): LandQuery => present(query) as unknown as LandQuery;
