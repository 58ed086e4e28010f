import { ok } from '../../shared/result';
import { withinJurisdiction } from '../jurisdiction';
import type { FilingStatus } from '../lifecycle';
import type { FilingListName, FilingListQuery, FilingRow } from '../wire';
import { divisionOf, fail, nameOf, overdueOf, rowOf, textOf } from './access';
import { filingGroups, filingsInOrder } from './filing-index';
import { isReviewer } from './review-level';
import type { Directory, FilingCall, FilingPage, FilingServed, StoredFiling } from './types';

/** Which records belong to a list, for a user of `division` (jurisdiction is applied before this). */
const MEMBERSHIP: Readonly<Record<FilingListName, (f: StoredFiling, division: string) => boolean>> = {
  toBeReported: (f, division) => f.status === 'draft' && f.divisionCode === division,
  rollBack: (f, division) => f.status === 'returned' && f.divisionCode === division,
  reported: (f) => f.status === 'reported' || f.status === 'filed',
  query: () => true,
  toBeReviewed: (f, division) => isReviewer(f, division),
};

/** The statuses a list can hold at all and whether it holds the viewer's own division only: which index groups to read. */
const SCOPE: Readonly<Record<FilingListName, { readonly statuses?: readonly FilingStatus[]; readonly ownDivision: boolean }>> = {
  toBeReported: { statuses: ['draft'], ownDivision: true },
  rollBack: { statuses: ['returned'], ownDivision: true },
  reported: { statuses: ['reported', 'filed'], ownDivision: false },
  query: { ownDivision: false },
  toBeReviewed: { statuses: ['reported'], ownDivision: false },
};

type SortField = NonNullable<FilingListQuery['orderBy']>;

function sortKey(f: StoredFiling, field: SortField): string {
  switch (field) {
    case 'approvalDate':
      return f.data.approvalDate;
    case 'updatedAt':
      return f.updatedAt;
    case 'projectName':
      return nameOf(f.data).name;
    case 'divisionCode':
      return f.divisionCode;
    case 'filingNumber':
      return f.filingNumber ?? '';
  }
}

/** The searchable text lower-cased, kept per record and directory: records are immutable, so it never goes stale. */
const lowerTexts = new WeakMap<Directory['divisions'], WeakMap<StoredFiling, string>>();

function lowerTextOf(f: StoredFiling, dir: Pick<Directory, 'divisions'>): string {
  const byRecord = lowerTexts.get(dir.divisions) ?? new WeakMap<StoredFiling, string>();
  lowerTexts.set(dir.divisions, byRecord);
  const known = byRecord.get(f);
  if (known !== undefined) return known;
  const text = textOf(f, dir).toLowerCase();
  byRecord.set(f, text);
  return text;
}

/** Which divisions and statuses of the index a list (and the query's own filters) can reach. */
function reach(viewer: string, listName: FilingListName, query: FilingListQuery): { division: (code: string) => boolean; status: (value: FilingStatus) => boolean } {
  const scope = SCOPE[listName];
  return {
    division: (code) =>
      (scope.ownDivision ? code === viewer : withinJurisdiction(viewer, code)) &&
      (query.divisionCode === undefined || (query.divisionOnly === true ? code === query.divisionCode : withinJurisdiction(query.divisionCode, code))),
    status: (status) => (scope.statuses === undefined || scope.statuses.includes(status)) && (query.status === undefined || query.status === status),
  };
}

/**
 * The records of a list that match the query, in the default order: read from the index groups
 * the list and the filters can reach, then judged by the same rules record by record.
 */
function matchingFilings(call: FilingCall, viewer: string, listName: FilingListName, query: FilingListQuery): StoredFiling[] {
  const needle = query.text?.trim().toLowerCase() ?? '';
  const { division, status } = reach(viewer, listName, query);
  return filingsInOrder(
    call.book.filings,
    division,
    status,
    (f) =>
      MEMBERSHIP[listName](f, viewer) &&
      (query.keyTypeCode === undefined || f.keyTypeCode === query.keyTypeCode) &&
      (query.startDate === undefined || f.data.approvalDate >= query.startDate) &&
      (query.endDate === undefined || f.data.approvalDate <= query.endDate) &&
      (needle === '' || lowerTextOf(f, call.dir).includes(needle)) &&
      (query.overdueOnly !== true || overdueOf(f, call.at)),
  );
}

/** Newest first is the order the records come in; oldest first is that order reversed with each tie put back in key order. */
function oldestFirst(records: StoredFiling[]): StoredFiling[] {
  const reversed = records.reverse();
  for (let start = 0; start < reversed.length; ) {
    let end = start + 1;
    while (end < reversed.length && reversed[end]?.updatedAt === reversed[start]?.updatedAt) end += 1;
    if (end - start > 1) reversed.splice(start, end - start, ...reversed.slice(start, end).reverse());
    start = end;
  }
  return reversed;
}

function sorted(records: StoredFiling[], query: FilingListQuery): StoredFiling[] {
  const field = query.orderBy ?? 'updatedAt';
  const direction = (query.order ?? 'desc') === 'asc' ? 1 : -1;
  if (field === 'updatedAt') return direction === -1 ? records : oldestFirst(records);
  return records
    .map((f) => ({ f, key: sortKey(f, field) }))
    .sort((a, b) => (a.key === b.key ? a.f.keyNumGather.localeCompare(b.f.keyNumGather) : a.key < b.key ? -direction : direction))
    .map((entry) => entry.f);
}

/** The caller's division, or the refusal when the caller may not list at all or not that division. */
function viewerOf(call: FilingCall, query: FilingListQuery): FilingServed<string> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  if (query.divisionCode !== undefined && !withinJurisdiction(division.value, query.divisionCode)) return fail(403, '无权查询其他辖区的备案记录');
  return division;
}

/** POST filing/list/:listName: one page of a list, filtered and sorted (newest change first by default); only the page is formatted. */
export function filingList(call: FilingCall, listName: FilingListName, query: FilingListQuery): FilingServed<FilingPage<FilingRow>> {
  const viewer = viewerOf(call, query);
  if (!viewer.ok) return viewer;
  const records = sorted(matchingFilings(call, viewer.value, listName, query), query);
  const pageIndex = Math.max(1, Math.min(query.pageIndex, Math.max(1, Math.ceil(records.length / query.pageSize))));
  const start = (pageIndex - 1) * query.pageSize;
  const rows = records.slice(start, start + query.pageSize).map((f) => rowOf(f, call.dir, call.at));
  return ok({ rows, total: records.length, pageIndex, pageSize: query.pageSize });
}

/** The filters of a list query, without its paging. */
type ListFilter = Omit<FilingListQuery, 'pageIndex' | 'pageSize' | 'orderBy' | 'order'>;

/** Every record of a list the caller may see, filtered, newest change first and unformatted: for callers that count or merge lists (the 工作台). */
export function filingListRecords(call: FilingCall, listName: FilingListName, filter: ListFilter = {}): FilingServed<StoredFiling[]> {
  const query = { ...filter, pageIndex: 1, pageSize: 15 } as const;
  const viewer = viewerOf(call, query);
  return viewer.ok ? ok(matchingFilings(call, viewer.value, listName, query)) : viewer;
}

/** The lists whose totals are menu badges (待上报, 已上报, 已退回). */
type BadgeListName = Extract<FilingListName, 'toBeReported' | 'reported' | 'rollBack'>;

/** How many records each badge list holds for the caller; a list the caller may not see counts 0. */
export function filingListTotals(call: FilingCall): Readonly<Record<BadgeListName, number>> {
  const viewer = viewerOf(call, { pageIndex: 1, pageSize: 15 });
  // A count needs no order: the reachable groups are counted where they are, not merged.
  const total = (name: BadgeListName): number => {
    if (!viewer.ok) return 0;
    const { division, status } = reach(viewer.value, name, { pageIndex: 1, pageSize: 15 });
    let count = 0;
    for (const group of filingGroups(call.book.filings, division, status)) for (const f of group) if (MEMBERSHIP[name](f, viewer.value)) count += 1;
    return count;
  };
  return { toBeReported: total('toBeReported'), reported: total('reported'), rollBack: total('rollBack') };
}
