import { listPageSize, toListPageSize } from '../../../app/shared/list-page-size';
import { dayNumber } from '../../../domain/filing/calendar-date';
import type { LandFilters, LandQuery } from '../../../domain/temporary-land/land-types';
import { STATUS_ORDER, type TemporaryLandStatus } from '../../../domain/temporary-land/status';

export const LAND_LIST_ROUTE = '/temporaryLand/list';
export const landDetailsUrl = (id: string): string => `/temporaryLand/details?id=${encodeURIComponent(id)}`;

const KEYS = ['status', 'divisionCode', 'startDate', 'endDate', 'text'] as const;
const isStatus = (value: string | null): value is TemporaryLandStatus => STATUS_ORDER.some((status) => status === value);
const isDate = (value: string | null): value is string => value !== null && dayNumber(value) !== undefined;

/** Reads the list's query from the address; a value that is not valid is dropped on its own. */
export function landQueryOf(search: string): LandQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const division = params.get('divisionCode');
  const start = params.get('startDate');
  const end = params.get('endDate');
  const text = params.get('text')?.trim() ?? '';
  const page = Number(params.get('pageIndex'));
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(division !== null && /^\d{6}$/.test(division) ? { divisionCode: division } : {}),
    ...(isDate(start) ? { startDate: start } : {}),
    ...(isDate(end) ? { endDate: end } : {}),
    ...(text === '' ? {} : { text }),
    pageIndex: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: toListPageSize(Number(params.get('pageSize'))),
  };
}

/** The filters of a query, without the paging. */
export const filtersOf = ({ pageIndex: _page, pageSize: _size, ...filters }: LandQuery): LandFilters => filters;

/** The address of a query (the first page and the default size are left out). */
export function landSearch(query: LandQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  if (query.pageIndex !== 1) params.set('pageIndex', String(query.pageIndex));
  if (query.pageSize !== listPageSize()) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
