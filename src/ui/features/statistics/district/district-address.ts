import { parseFilingQueryLink } from '../../../../domain/filing/query-link';
import type { AreaDisplayUnit } from '../../../../domain/statistics/area-sum';
import type { DistrictQuery } from '../../../../domain/statistics/district-types';

/** Everything the page shows is in its address, so a URL (or a browser test) opens the same view. */
export interface DistrictView {
  readonly query: DistrictQuery;
  readonly unit: AreaDisplayUnit;
}

/** Reads the address as 备案查询 reads its links: a value that is not valid is dropped on its own. */
export function districtViewOf(search: string): DistrictView {
  const { divisionOnly: _listOnly, ...query } = parseFilingQueryLink(search);
  return { query, unit: new URLSearchParams(search).get('unit') === 'mu' ? 'mu' : 'ha' };
}

/** The address of a view (the default unit 公顷 is left out). */
export function districtSearch(view: DistrictView): string {
  const params = new URLSearchParams();
  for (const key of ['divisionCode', 'keyTypeCode', 'status', 'startDate', 'endDate'] as const) {
    const value = view.query[key];
    if (value !== undefined) params.set(key, value);
  }
  if (view.unit !== 'ha') params.set('unit', view.unit);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
