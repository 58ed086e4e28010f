import { FILING_TYPE_CODES, type FilingTypeCode } from '../../../../domain/filing/filing-types';
import { divisionLevel } from '../../../../domain/filing/jurisdiction';
import type { FilingStatus } from '../../../../domain/filing/lifecycle';
import { dayNumber } from '../../../../domain/filing/calendar-date';
import type { AreaDisplayUnit } from '../../../../domain/statistics/area-sum';
import type { DistrictQuery } from '../../../../domain/statistics/district-types';

/** Everything the page shows is in its address, so a URL (or a browser test) opens the same view. */
export interface DistrictView {
  readonly query: DistrictQuery;
  readonly unit: AreaDisplayUnit;
}

const STATUSES: readonly string[] = ['draft', 'reported', 'filed', 'returned'] satisfies FilingStatus[];

/** Reads the address; a value that is not valid is dropped on its own, as 备案查询 does. */
export function districtViewOf(search: string): DistrictView {
  const params = new URLSearchParams(search);
  const read = (key: string): string => params.get(key)?.trim() ?? '';
  const divisionCode = read('divisionCode');
  const keyTypeCode = FILING_TYPE_CODES.find((code) => code === read('keyTypeCode'));
  const status = read('status');
  const startDate = read('startDate');
  const endDate = read('endDate');
  const period = dayNumber(startDate) !== undefined && dayNumber(endDate) !== undefined && startDate <= endDate;
  return {
    query: {
      ...(divisionLevel(divisionCode) === undefined ? {} : { divisionCode }),
      ...(keyTypeCode === undefined ? {} : { keyTypeCode: keyTypeCode satisfies FilingTypeCode }),
      ...(STATUSES.includes(status) ? { status: status as FilingStatus } : {}),
      ...(period ? { startDate, endDate } : {}),
    },
    unit: read('unit') === 'mu' ? 'mu' : 'ha',
  };
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
