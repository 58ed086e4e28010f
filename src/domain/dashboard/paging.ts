import type { PageOf } from '../affair/service/types';

/** A widget shows a few rows; SPEC's feature list asks for a page of 1, so any size up to this is fine. */
export const DASHBOARD_PAGE_SIZE_MAX = 50;
export const DASHBOARD_PAGE_INDEX_MAX = 10_000;

/** One page of rows already in order (the schemas checked the paging). */
export function pageOf<T>(rows: readonly T[], pageIndex: number, pageSize: number): PageOf<T> {
  const start = (pageIndex - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), total: rows.length, pageIndex, pageSize };
}
