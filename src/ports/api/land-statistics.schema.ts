import { FILING_TYPE_CODES, type FilingTypeCode } from '../../domain/filing/filing-types';
import type { FilingStatus } from '../../domain/filing/lifecycle';
import { AREA_DISPLAY_UNITS } from '../../domain/statistics/area-sum';
import type { CollectiveQuery } from '../../domain/statistics/collective-land';
import { FARMLAND_GRANULARITIES, FARMLAND_YEAR_MAX, FARMLAND_YEAR_MIN, type FarmlandQuery } from '../../domain/statistics/farmland-change';
import { landFieldLabels as l } from '../../domain/statistics/land-messages';
import { DAY_LENGTH, DIVISION_CODE_LENGTH } from '../../domain/validation/input-limits';
import { bodyOf, integer, literal, matching, optional, queryOf, type OutputOf } from './input-schema';

/** The inputs of 集体土地统计 and 耕地变化统计, for both backends. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIVISION_CODE = /^\d{6}$/;
const STATUSES: readonly FilingStatus[] = ['draft', 'reported', 'filed', 'returned'];

const divisionCode = optional(matching(DIVISION_CODE, { max: DIVISION_CODE_LENGTH, label: l.divisionCode }));
const filters = {
  divisionCode,
  keyTypeCode: optional(literal<FilingTypeCode>(FILING_TYPE_CODES, l.keyTypeCode)),
  status: optional(literal(STATUSES, l.status)),
};
const collective = {
  ...filters,
  startDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.startDate })),
  endDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.endDate })),
  unit: optional(literal(AREA_DISPLAY_UNITS, l.unit)),
};

export const collectiveQuery = queryOf(collective);
export const collectiveBody = bodyOf(collective);
export const farmlandDivisionQuery = queryOf({ divisionCode });
export const farmlandBody = bodyOf({
  year: integer({ min: FARMLAND_YEAR_MIN, max: FARMLAND_YEAR_MAX, label: l.year }),
  granularity: literal(FARMLAND_GRANULARITIES, l.granularity),
  keyTypeCode: filters.keyTypeCode,
  status: filters.status,
});

/** Drops the optional fields that were absent, so the domain sees exactly the filters sent. */
const present = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

export const collectiveQueryOf = (input: OutputOf<typeof collectiveQuery>): CollectiveQuery => present(input) as CollectiveQuery;

export const farmlandQueryOf = (query: OutputOf<typeof farmlandDivisionQuery>, body: OutputOf<typeof farmlandBody>): FarmlandQuery =>
  present({ ...body, divisionCode: query.divisionCode }) as FarmlandQuery;
