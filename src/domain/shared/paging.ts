/** One page of a list as every list call answers it (structurally the ports' Page). */
export interface PageOf<T> {
  readonly rows: T[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of rows already in order (the schemas checked the paging); `show` turns a stored row into what the caller sees. */
export function pageOf<T, R = T>(rows: readonly T[], pageIndex: number, pageSize: number, show?: (row: T) => R): PageOf<R> {
  const start = (pageIndex - 1) * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return { rows: show === undefined ? (shown as unknown as R[]) : shown.map(show), total: rows.length, pageIndex, pageSize };
}
