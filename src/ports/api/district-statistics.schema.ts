import { FILING_TYPE_CODES, type FilingTypeCode } from '../../domain/filing/filing-types';
import type { FilingStatus } from '../../domain/filing/lifecycle';
import { AREA_DISPLAY_UNITS, type AreaDisplayUnit } from '../../domain/statistics/area-sum';
import { districtFieldLabels as l } from '../../domain/statistics/district-messages';
import type { DistrictQuery } from '../../domain/statistics/district-types';
import { DAY_LENGTH, DIVISION_CODE_LENGTH } from '../../domain/validation/input-limits';
import { literal, matching, optional, queryOf, type OutputOf } from './input-schema';

/** The inputs of 区域统计's calls, for both backends. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIVISION_CODE = /^\d{6}$/;
const STATUSES: readonly FilingStatus[] = ['draft', 'reported', 'filed', 'returned'];

const filters = {
  divisionCode: optional(matching(DIVISION_CODE, { max: DIVISION_CODE_LENGTH, label: l.divisionCode })),
  keyTypeCode: optional(literal<FilingTypeCode>(FILING_TYPE_CODES, l.keyTypeCode)),
  status: optional(literal(STATUSES, l.status)),
  startDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.startDate })),
  endDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.endDate })),
};

export const districtQuery = queryOf(filters);
export const districtExportQuery = queryOf({ ...filters, unit: literal<AreaDisplayUnit>(AREA_DISPLAY_UNITS, l.unit) });

/** Drops the absent filters, so the domain sees exactly the keys the client sent. */
export const districtQueryOf = (query: OutputOf<typeof districtQuery>): DistrictQuery =>
  Object.fromEntries(Object.entries(query).filter(([key, value]) => value !== undefined && key !== 'unit')) as DistrictQuery;
