import { ok } from '../../shared/result';
import { withinJurisdiction } from '../jurisdiction';
import type { FilingListName, FilingListQuery, FilingRow } from '../wire';
import { divisionOf, fail, overdueOf, rowOf, textOf } from './access';
import { isReviewer } from './review-level';
import type { FilingCall, FilingPage, FilingServed, StoredFiling } from './types';

/** Which records belong to a list, for a user of `division` (jurisdiction is applied before this). */
const MEMBERSHIP: Readonly<Record<FilingListName, (f: StoredFiling, division: string) => boolean>> = {
  toBeReported: (f, division) => f.status === 'draft' && f.divisionCode === division,
  rollBack: (f, division) => f.status === 'returned' && f.divisionCode === division,
  reported: (f) => f.status === 'reported' || f.status === 'filed',
  query: () => true,
  toBeReviewed: (f, division) => isReviewer(f, division),
};

function sortKey(f: StoredFiling, row: FilingRow, field: NonNullable<FilingListQuery['orderBy']>): string {
  switch (field) {
    case 'approvalDate':
      return f.data.approvalDate;
    case 'updatedAt':
      return f.updatedAt;
    case 'projectName':
      return row.name;
    case 'divisionCode':
      return f.divisionCode;
    case 'filingNumber':
      return f.filingNumber ?? '';
  }
}

/** POST filing/list/:listName: one page of a list, filtered and sorted (newest change first by default). */
export function filingList(call: FilingCall, listName: FilingListName, query: FilingListQuery): FilingServed<FilingPage<FilingRow>> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const viewer = division.value;
  if (query.divisionCode !== undefined && !withinJurisdiction(viewer, query.divisionCode)) return fail(403, '无权查询其他辖区的备案记录');
  const needle = query.text?.trim().toLowerCase() ?? '';
  const matching = call.book.filings.filter(
    (f) =>
      withinJurisdiction(viewer, f.divisionCode) &&
      MEMBERSHIP[listName](f, viewer) &&
      (query.keyTypeCode === undefined || f.keyTypeCode === query.keyTypeCode) &&
      (query.divisionCode === undefined || withinJurisdiction(query.divisionCode, f.divisionCode)) &&
      (query.status === undefined || f.status === query.status) &&
      (query.startDate === undefined || f.data.approvalDate >= query.startDate) &&
      (query.endDate === undefined || f.data.approvalDate <= query.endDate) &&
      (needle === '' || textOf(f, call.dir).toLowerCase().includes(needle)) &&
      (query.overdueOnly !== true || overdueOf(f, call.at)),
  );
  const field = query.orderBy ?? 'updatedAt';
  const direction = (query.order ?? 'desc') === 'asc' ? 1 : -1;
  const rows = matching
    .map((f) => ({ f, row: rowOf(f, call.dir, call.at) }))
    .map((entry) => ({ ...entry, key: sortKey(entry.f, entry.row, field) }))
    .sort((a, b) => (a.key === b.key ? a.f.keyNumGather.localeCompare(b.f.keyNumGather) : a.key < b.key ? -direction : direction))
    .map((entry) => entry.row);
  const pageIndex = Math.max(1, Math.min(query.pageIndex, Math.max(1, Math.ceil(rows.length / query.pageSize))));
  const start = (pageIndex - 1) * query.pageSize;
  return ok({ rows: rows.slice(start, start + query.pageSize), total: rows.length, pageIndex, pageSize: query.pageSize });
}

/** The lists whose totals are menu badges (待上报, 已上报, 已退回). */
type BadgeListName = Extract<FilingListName, 'toBeReported' | 'reported' | 'rollBack'>;

/** How many records each badge list holds for the caller; a list the caller may not see counts 0. */
export function filingListTotals(call: FilingCall): Readonly<Record<BadgeListName, number>> {
  const total = (name: BadgeListName): number => {
    const page = filingList(call, name, { pageIndex: 1, pageSize: 15 });
    return page.ok ? page.value.total : 0;
  };
  return { toBeReported: total('toBeReported'), reported: total('reported'), rollBack: total('rollBack') };
}
