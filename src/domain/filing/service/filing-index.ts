import type { FilingStatus } from '../lifecycle';
import type { StoredFiling } from './types';

/**
 * The filings grouped by division and status, each group in the lists' default order (newest
 * change first, then by key). Derived state: never stored, rebuilt from the records whenever an
 * array of filings is met that no write has indexed, so it cannot drift from the records.
 */
export interface FilingIndex {
  readonly groups: ReadonlyMap<string, ReadonlyMap<FilingStatus, readonly StoredFiling[]>>;
}

/** The lists' default order; a tie on the time falls back to the key, ascending in either direction. */
export function byChange(direction: 1 | -1): (a: StoredFiling, b: StoredFiling) => number {
  return (a, b) => (a.updatedAt === b.updatedAt ? a.keyNumGather.localeCompare(b.keyNumGather) : a.updatedAt < b.updatedAt ? -direction : direction);
}

const newestFirst = byChange(-1);

/** Keyed by the array itself: every write makes a new array, so an entry is never stale. */
const indexes = new WeakMap<readonly StoredFiling[], FilingIndex>();

function built(filings: readonly StoredFiling[]): FilingIndex {
  const groups = new Map<string, Map<FilingStatus, StoredFiling[]>>();
  for (const filing of filings) {
    const byStatus = groups.get(filing.divisionCode) ?? new Map<FilingStatus, StoredFiling[]>();
    groups.set(filing.divisionCode, byStatus);
    const group = byStatus.get(filing.status) ?? [];
    byStatus.set(filing.status, group);
    group.push(filing);
  }
  for (const byStatus of groups.values()) for (const group of byStatus.values()) group.sort(newestFirst);
  return { groups };
}

/** The index of these filings, built on first use. */
export function filingIndexOf(filings: readonly StoredFiling[]): FilingIndex {
  const known = indexes.get(filings);
  if (known !== undefined) return known;
  const index = built(filings);
  indexes.set(filings, index);
  return index;
}

/** Where a record goes in a group kept in the default order (binary search). */
function insertionPoint(group: readonly StoredFiling[], filing: StoredFiling): number {
  let low = 0;
  let high = group.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const probe = group[middle];
    if (probe !== undefined && newestFirst(probe, filing) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function regrouped(
  groups: FilingIndex['groups'],
  division: string,
  status: FilingStatus,
  change: (group: readonly StoredFiling[]) => readonly StoredFiling[],
): Map<string, ReadonlyMap<FilingStatus, readonly StoredFiling[]>> {
  const next = new Map(groups);
  const byStatus = new Map(groups.get(division) ?? []);
  byStatus.set(status, change(byStatus.get(status) ?? []));
  next.set(division, byStatus);
  return next;
}

/**
 * The write hook: `after` is `before` with `previous` taken out and/or `next` put in. When
 * `before` is indexed, the index of `after` is derived from it by touching two groups only;
 * otherwise `after` is indexed from scratch on its first read.
 */
export function recordChanged(
  before: readonly StoredFiling[],
  after: readonly StoredFiling[],
  previous: StoredFiling | undefined,
  next: StoredFiling | undefined,
): void {
  const known = indexes.get(before);
  if (known === undefined) return;
  let groups = known.groups;
  if (previous !== undefined) groups = regrouped(groups, previous.divisionCode, previous.status, (group) => group.filter((f) => f !== previous));
  if (next !== undefined) {
    groups = regrouped(groups, next.divisionCode, next.status, (group) => {
      const at = insertionPoint(group, next);
      return [...group.slice(0, at), next, ...group.slice(at)];
    });
  }
  indexes.set(after, { groups });
}

/** The groups of the divisions and statuses asked for, each still in the default order. */
export function filingGroups(
  filings: readonly StoredFiling[],
  division: (code: string) => boolean,
  status: (value: FilingStatus) => boolean,
): (readonly StoredFiling[])[] {
  const runs: (readonly StoredFiling[])[] = [];
  for (const [code, byStatus] of filingIndexOf(filings).groups) {
    if (!division(code)) continue;
    for (const [value, group] of byStatus) if (group.length > 0 && status(value)) runs.push(group);
  }
  return runs;
}
