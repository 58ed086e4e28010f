import type { Division } from '../directory/directory';
import type { FilingTypeCode } from '../filing/filing-types';
import { withinJurisdiction } from '../filing/jurisdiction';
import type { FilingStatus } from '../filing/lifecycle';
import { divisionOf, fail } from '../filing/service/access';
import { filingListRecords } from '../filing/service/list';
import type { FilingCall, FilingServed, StoredFiling } from '../filing/service/types';
import { ok } from '../shared/result';
import { landMessages as m } from './land-messages';

/** The filters both land statistics share with 备案查询, so their numbers are counts over that list. */
export interface LandFilter {
  readonly divisionCode?: string;
  readonly keyTypeCode?: FilingTypeCode;
  readonly status?: FilingStatus;
}

/** One row of a land table: a child division, or the division's own records (本级). */
export interface LandRowDivision {
  readonly code: string;
  readonly name: string;
  /** 本级: records of the division itself (for a county, its only row). */
  readonly own: boolean;
  /** Whether the row's division has children to drill into. */
  readonly drillable: boolean;
}

export interface LandScope {
  readonly target: Division;
  readonly rows: readonly LandRowDivision[];
  /** The row a record of division `code` falls in; every record the list gives has one. */
  readonly rowOf: (code: string) => number | undefined;
}

const childrenOf = (divisions: readonly Division[], code: string): Division[] => divisions.filter((d) => d.parentCode === code);

/**
 * The division asked for (the caller's own when absent) and its rows: each child, then 本级.
 * Another jurisdiction's division is refused with 403 before anything is counted.
 */
export function landScope(call: FilingCall, divisionCode: string | undefined): FilingServed<LandScope> {
  const viewer = divisionOf(call.dir, call.userId);
  if (!viewer.ok) return viewer;
  const code = divisionCode ?? viewer.value;
  if (!withinJurisdiction(viewer.value, code)) return fail(403, m.outOfJurisdiction);
  const target = call.dir.divisions.find((d) => d.code === code);
  if (target === undefined) return fail(404, m.unknownDivision);
  const children = childrenOf(call.dir.divisions, code);
  const rows: LandRowDivision[] = [
    ...children.map((child) => ({ code: child.code, name: child.name, own: false, drillable: childrenOf(call.dir.divisions, child.code).length > 0 })),
    { code, name: children.length === 0 ? target.name : m.ownLevel(target.name), own: true, drillable: false },
  ];
  const index = new Map(rows.map((row, at) => [row.code, at]));
  // A record lies in the target itself, in a child, or in a child's county (a city's prefix + 00).
  const rowOf = (recordCode: string): number | undefined => index.get(recordCode) ?? index.get(`${recordCode.slice(0, 4)}00`);
  return ok({ target, rows, rowOf });
}

/** The 备案查询 records of the filter (the caller's jurisdiction applied by the list itself). */
export function landRecords(call: FilingCall, target: string, filter: LandFilter, period?: { readonly startDate: string; readonly endDate: string }): FilingServed<StoredFiling[]> {
  return filingListRecords(call, 'query', {
    divisionCode: target,
    ...(filter.keyTypeCode === undefined ? {} : { keyTypeCode: filter.keyTypeCode }),
    ...(filter.status === undefined ? {} : { status: filter.status }),
    ...(period === undefined ? {} : period),
  });
}

/** The division part of a row's 备案查询 link: a child's subtree, or only the division's own records for 本级 above a county. */
export const rowDivisionLink = (row: LandRowDivision, scope: LandScope): { readonly divisionCode: string; readonly divisionOnly?: true } =>
  row.own && scope.rows.length > 1 ? { divisionCode: row.code, divisionOnly: true } : { divisionCode: row.code };
