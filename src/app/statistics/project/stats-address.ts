import { divisionLevel } from '../../../domain/filing/jurisdiction';
import { parseFilingQueryLink, type FilingQueryLink } from '../../../domain/filing/query-link';
import { FILING_PAGE_SIZES } from '../../../domain/filing/wire';
import { listPageSize } from '../../shared/list-page-size';
import { AREA_DISPLAY_UNITS, type AreaDisplayUnit } from '../../../domain/statistics/area-sum';
import { PROJECT_SORT_FIELDS, type ProjectQuery } from '../../../domain/statistics/project-stats';
import { TIMEOUT_STAGES, type TimeoutStage } from '../../../domain/statistics/timeout-rule';
import type { TimeoutFilter } from '../../../domain/statistics/timeout-stats';

/**
 * The statistics pages keep their filters in the address, so a link opens the same view. A value
 * that is not valid is dropped on its own (the rest still applies), as 备案查询's links are read.
 */

function oneOf<T extends string | number>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => String(value) === raw);
}

/** The 备案查询 filters both pages share, read as 备案查询 reads its links (仅本级 is the list's own). */
function linkFilters(search: string): Omit<FilingQueryLink, 'divisionOnly'> {
  const { divisionOnly: _listOnly, ...filters } = parseFilingQueryLink(search);
  return filters;
}

/** 超时统计 filters on 行政区, 备案类型 and a whole approval period. */
function timeoutFilter(search: string): TimeoutFilter {
  const { status: _notFiltered, ...filter } = linkFilters(search);
  return filter;
}

export interface ProjectView {
  readonly query: ProjectQuery;
  readonly unit: AreaDisplayUnit;
}

export function projectViewOf(search: string): ProjectView {
  const query = new URLSearchParams(search);
  const text = query.get('text')?.trim() ?? '';
  const orderBy = oneOf(PROJECT_SORT_FIELDS, query.get('orderBy'));
  const order = oneOf(['asc', 'desc'] as const, query.get('order'));
  const pageIndex = Number(query.get('pageIndex'));
  return {
    query: {
      ...linkFilters(search),
      ...(text === '' ? {} : { text }),
      ...(orderBy === undefined ? {} : { orderBy }),
      ...(order === undefined ? {} : { order }),
      pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 ? pageIndex : 1,
      pageSize: oneOf(FILING_PAGE_SIZES, query.get('pageSize')) ?? listPageSize(),
    },
    unit: oneOf(AREA_DISPLAY_UNITS, query.get('unit')) ?? 'ha',
  };
}

/** The address of a view: only what differs from the defaults is written. */
export function projectViewSearch({ query, unit }: ProjectView): string {
  const { pageIndex, pageSize, ...filters } = query;
  const params = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  if (pageIndex !== 1) params.set('pageIndex', String(pageIndex));
  if (pageSize !== listPageSize()) params.set('pageSize', String(pageSize));
  if (unit !== 'ha') params.set('unit', unit);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** Which number's records are open beside 超时统计. */
export interface TimeoutRecordsTarget {
  readonly divisionCode: string;
  readonly own: boolean;
  readonly stage: TimeoutStage;
}

export interface TimeoutView {
  readonly filter: TimeoutFilter;
  readonly records?: TimeoutRecordsTarget;
}

export function timeoutViewOf(search: string): TimeoutView {
  const query = new URLSearchParams(search);
  const code = query.get('records') ?? '';
  const stage = oneOf(TIMEOUT_STAGES, query.get('stage'));
  const records = divisionLevel(code) === undefined || stage === undefined ? undefined : { divisionCode: code, own: query.get('own') === '1', stage };
  return { filter: timeoutFilter(search), ...(records === undefined ? {} : { records }) };
}

export function timeoutViewSearch({ filter, records }: TimeoutView): string {
  const params = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]));
  if (records !== undefined) {
    params.set('records', records.divisionCode);
    params.set('stage', records.stage);
    if (records.own) params.set('own', '1');
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
