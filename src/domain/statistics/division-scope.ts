import type { Division } from '../directory/directory';
import { withinJurisdiction } from '../filing/jurisdiction';
import { divisionOf, fail } from '../filing/service/access';
import type { Directory, FilingCall, FilingServed } from '../filing/service/types';
import { ok } from '../shared/result';
import { divisionScopeMessages as m } from './division-scope-messages';

/** The division a statistics table is about, and the caller's own division it was checked against. */
export interface DivisionScope {
  readonly viewer: string;
  readonly division: Division;
}

/**
 * The division asked for (the caller's own when absent): refused with 403 outside the caller's
 * jurisdiction before anything else is told, 404 when the directory does not know it.
 */
export function divisionScope(call: Pick<FilingCall, 'dir' | 'userId'>, asked: string | undefined): FilingServed<DivisionScope> {
  const viewer = divisionOf(call.dir, call.userId);
  if (!viewer.ok) return viewer;
  const code = asked ?? viewer.value;
  if (!withinJurisdiction(viewer.value, code)) return fail(403, m.forbidden);
  const division = call.dir.divisions.find((d) => d.code === code);
  return division === undefined ? fail(404, m.unknownDivision) : ok({ viewer: viewer.value, division });
}

/** A division's children, in code order. */
export const childDivisions = (dir: Pick<Directory, 'divisions'>, code: string): Division[] =>
  dir.divisions.filter((d) => d.parentCode === code).sort((a, b) => a.code.localeCompare(b.code));

/** One row of a statistics table: a child's whole subtree, 本级 (the division's own code only), or a county itself. */
export interface ScopeRow {
  readonly code: string;
  readonly name: string;
  /** 本级: only the records filed at the division itself, not at its children. */
  readonly own: boolean;
  /** Whether the row's division has children to drill into. */
  readonly drillable: boolean;
}

export interface ScopeRows {
  readonly rows: readonly ScopeRow[];
  /** The row a record of division `code` falls in; every record of a directory division under the scope has exactly one. */
  readonly rowOf: (code: string) => number | undefined;
}

/** Whether a record of division `code` belongs to the row. */
export const inRow = (row: Pick<ScopeRow, 'code' | 'own'>, code: string): boolean => (row.own ? code === row.code : withinJurisdiction(row.code, code));

/**
 * The rows of a division's table: 本级 first when the division holds records itself among
 * `records` (an empty 本级 row would only add noise), then each child in code order; a county is
 * its only row. So every record of the division lands in one row and the rows add up to it.
 */
export function scopeRows(dir: Pick<Directory, 'divisions'>, division: Division, records: readonly { readonly divisionCode: string }[]): ScopeRows {
  const children = childDivisions(dir, division.code);
  const hasChildren = (code: string): boolean => dir.divisions.some((d) => d.parentCode === code);
  const rows: ScopeRow[] =
    division.level === 'county'
      ? [{ code: division.code, name: division.name, own: false, drillable: false }]
      : [
          ...(records.some((f) => f.divisionCode === division.code) ? [{ code: division.code, name: m.ownRow[division.level], own: true, drillable: false }] : []),
          ...children.map((child) => ({ code: child.code, name: child.name, own: false, drillable: hasChildren(child.code) })),
        ];
  const index = new Map(rows.map((row, at) => [row.code, at]));
  // A record lies in the division itself, in a child, or in a child's county (its city is the first four digits + 00).
  const rowOf = (code: string): number | undefined => {
    const at = index.get(code) ?? index.get(`${code.slice(0, 4)}00`);
    const row = at === undefined ? undefined : rows[at];
    return row !== undefined && inRow(row, code) ? at : undefined;
  };
  return { rows, rowOf };
}

/** The division part of a row's 备案查询 link: a subtree, or only the division's own records for 本级. */
export const rowDivisionLink = (row: Pick<ScopeRow, 'code' | 'own'>): { readonly divisionCode: string; readonly divisionOnly?: true } =>
  row.own ? { divisionCode: row.code, divisionOnly: true } : { divisionCode: row.code };
