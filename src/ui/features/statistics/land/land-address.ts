import { FILING_TYPE_CODES, type FilingTypeCode } from '../../../../domain/filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../../domain/filing/lifecycle';
import { AREA_DISPLAY_UNITS } from '../../../../domain/statistics/area-sum';
import type { CollectiveQuery } from '../../../../domain/statistics/collective-land';
import { FARMLAND_GRANULARITIES, FARMLAND_YEAR_MAX, FARMLAND_YEAR_MIN, type FarmlandQuery } from '../../../../domain/statistics/farmland-change';

/**
 * The pages keep their filters in the address, so a URL opens the same view. A value that is not
 * valid is dropped on its own, so a hand-edited URL never breaks the page.
 */
const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((allowed) => allowed === value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIVISION = /^\d{6}$/;
const STATUSES = Object.keys(FILING_STATUS_LABELS) as FilingStatus[];

function filtersOf(params: URLSearchParams): { divisionCode?: string; keyTypeCode?: FilingTypeCode; status?: FilingStatus } {
  const divisionCode = params.get('divisionCode') ?? '';
  const keyTypeCode = pick(FILING_TYPE_CODES, params.get('keyTypeCode'));
  const status = pick(STATUSES, params.get('status'));
  return {
    ...(DIVISION.test(divisionCode) ? { divisionCode } : {}),
    ...(keyTypeCode === undefined ? {} : { keyTypeCode }),
    ...(status === undefined ? {} : { status }),
  };
}

export function collectiveQueryOf(params: URLSearchParams): CollectiveQuery {
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const period = DATE.test(startDate) && DATE.test(endDate) && startDate <= endDate;
  return { ...filtersOf(params), ...(period ? { startDate, endDate } : {}), unit: pick(AREA_DISPLAY_UNITS, params.get('unit')) ?? 'ha' };
}

export function farmlandQueryOf(params: URLSearchParams, thisYear: number): FarmlandQuery {
  const year = Number(params.get('year'));
  return {
    ...filtersOf(params),
    year: Number.isInteger(year) && year >= FARMLAND_YEAR_MIN && year <= FARMLAND_YEAR_MAX ? year : thisYear,
    granularity: pick(FARMLAND_GRANULARITIES, params.get('granularity')) ?? 'month',
  };
}

/** The address of a query: only the values set, in a stable order. */
export function searchOf(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
}

/** The division above a code (a county's city, a city's province). */
export const parentDivision = (code: string): string => (code.endsWith('00') ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`);
