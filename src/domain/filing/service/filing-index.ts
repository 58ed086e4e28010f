import type { FilingStatus } from '../lifecycle';
import type { StoredFiling } from './types';

/**
 * The filings grouped by division and status, each group in the lists' default order (newest
 * change first, then by key). Derived state: never stored, rebuilt from the records whenever an
 * array of filings is met that no write has indexed, so it cannot drift from the records.
 */
export interface FilingIndex {
  readonly groups: ReadonlyMap<string, ReadonlyMap<FilingStatus, readonly StoredFiling[]>>;
  /** Every record in the default order: a wide list walks it instead of sorting. */
  readonly ordered: readonly StoredFiling[];
}

/** The lists' default order: newest change first, a tie on the time in key order. */
const newestFirst = (a: StoredFiling, b: StoredFiling): number =>
  a.updatedAt === b.updatedAt ? a.keyNumGather.localeCompare(b.keyNumGather) : a.updatedAt < b.updatedAt ? 1 : -1;

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
  return { groups, ordered: [...filings].sort(newestFirst) };
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

function withRecord(group: readonly StoredFiling[], filing: StoredFiling): readonly StoredFiling[] {
  const at = insertionPoint(group, filing);
  return [...group.slice(0, at), filing, ...group.slice(at)];
}

function withoutRecord(group: readonly StoredFiling[], filing: StoredFiling): readonly StoredFiling[] {
  const at = insertionPoint(group, filing);
  return group[at] === filing ? [...group.slice(0, at), ...group.slice(at + 1)] : group.filter((f) => f !== filing);
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
  let { groups, ordered } = known;
  if (previous !== undefined) {
    groups = regrouped(groups, previous.divisionCode, previous.status, (group) => withoutRecord(group, previous));
    ordered = withoutRecord(ordered, previous);
  }
  if (next !== undefined) {
    groups = regrouped(groups, next.divisionCode, next.status, (group) => withRecord(group, next));
    ordered = withRecord(ordered, next);
  }
  indexes.set(after, { groups, ordered });
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

/**
 * The records of those divisions and statuses that pass `keep`, in the default order: one group
 * as it is, a few small ones merged by sorting, and many by walking the whole ordered index, which
 * costs less than sorting them.
 */
export function filingsInOrder(
  filings: readonly StoredFiling[],
  division: (code: string) => boolean,
  status: (value: FilingStatus) => boolean,
  keep: (f: StoredFiling) => boolean,
): StoredFiling[] {
  const runs = filingGroups(filings, division, status);
  const size = runs.reduce((sum, run) => sum + run.length, 0);
  if (runs.length === 1 || size * WALK_RATIO < filings.length) {
    const kept = runs.flatMap((run) => run.filter(keep));
    return runs.length === 1 ? kept : kept.sort(newestFirst);
  }
  const divisions = new Map<string, boolean>();
  const inDivision = (code: string): boolean => {
    const known = divisions.get(code);
    if (known !== undefined) return known;
    const answer = division(code);
    divisions.set(code, answer);
    return answer;
  };
  return filingIndexOf(filings).ordered.filter((f) => inDivision(f.divisionCode) && status(f.status) && keep(f));
}

/** Below one record in this many, sorting the candidates beats walking every record. */
const WALK_RATIO = 16;
