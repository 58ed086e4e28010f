/** One page of a list call: the rows asked for and how many there are in all. */
export interface Page<T> {
  readonly rows: T[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}
