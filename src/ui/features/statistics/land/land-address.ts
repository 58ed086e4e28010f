import { parseFilingQueryLink, type FilingQueryLink } from '../../../../domain/filing/query-link';
import { AREA_DISPLAY_UNITS } from '../../../../domain/statistics/area-sum';
import type { CollectiveQuery } from '../../../../domain/statistics/collective-land';
import { FARMLAND_GRANULARITIES, FARMLAND_YEAR_MAX, FARMLAND_YEAR_MIN, type FarmlandQuery } from '../../../../domain/statistics/farmland-change';

/**
 * The pages keep their filters in the address, so a URL opens the same view. A value that is not
 * valid is dropped on its own, so a hand-edited URL never breaks the page.
 */
const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((allowed) => allowed === value);

/** The 备案查询 filters, read as 备案查询 reads its links (仅本级 is the list's own). */
function linkFilters(params: URLSearchParams): Omit<FilingQueryLink, 'divisionOnly'> {
  const { divisionOnly: _listOnly, ...filters } = parseFilingQueryLink(params.toString());
  return filters;
}

export function collectiveQueryOf(params: URLSearchParams): CollectiveQuery {
  return { ...linkFilters(params), unit: pick(AREA_DISPLAY_UNITS, params.get('unit')) ?? 'ha' };
}

/** 耕地变化 counts a whole year, so an approval period in the address does not apply. */
export function farmlandQueryOf(params: URLSearchParams, thisYear: number): FarmlandQuery {
  const { startDate: _from, endDate: _to, ...filters } = linkFilters(params);
  const year = Number(params.get('year'));
  return {
    ...filters,
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
