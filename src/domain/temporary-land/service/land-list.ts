import { ok } from '../../shared/result';
import { withinJurisdiction } from '../../filing/jurisdiction';
import { divisionOf } from '../../filing/service/access';
import type { FilingServed } from '../../filing/service/types';
import type { LandFilters, LandPage, LandQuery, LandRow } from '../land-types';
import type { RemindedLand } from '../reminders';
import { compareUrgency } from '../status';
import { temporaryLandMessages as texts } from '../temporary-land-messages';
import { fail, landsWithin, rowOfLand, type Land, type LandCall } from './land-access';
import { pageOf } from '../../shared/paging';

/** Whether a row passes the filters: the division with its subtree, approval dates inclusive, text in project, number or unit. */
export function matchesFilters(row: LandRow, filters: LandFilters): boolean {
  const needle = filters.text?.trim().toLowerCase() ?? '';
  return (
    (filters.status === undefined || row.status === filters.status) &&
    (filters.divisionCode === undefined || withinJurisdiction(filters.divisionCode, row.divisionCode)) &&
    (filters.startDate === undefined || row.approvalDate >= filters.startDate) &&
    (filters.endDate === undefined || row.approvalDate <= filters.endDate) &&
    (needle === '' || [row.projectName, row.approvalNumber, row.userUnit].some((field) => field.toLowerCase().includes(needle)))
  );
}

function viewerOf(call: LandCall, filters: LandFilters): FilingServed<string> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  if (filters.divisionCode !== undefined && !withinJurisdiction(division.value, filters.divisionCode)) return fail(403, texts.queryOutOfJurisdiction);
  return division;
}

/** Every matching row of the caller's jurisdiction, most urgent first: the list's order and the export's rows. */
export function landRows(call: LandCall, filters: LandFilters): FilingServed<LandRow[]> {
  const viewer = viewerOf(call, filters);
  if (!viewer.ok) return viewer;
  const ranked = landsWithin(call, viewer.value)
    .map((land) => ({ id: land.filing.keyNumGather, situation: land.situation, row: rowOfLand(land, call.dir) }))
    .filter((entry) => matchesFilters(entry.row, filters))
    .sort(compareUrgency);
  return ok(ranked.map((entry) => entry.row));
}

/** GET /api/op/temporaryLand/list: one page of the matching rows; a page past the end is empty. */
export function landList(call: LandCall, query: LandQuery): FilingServed<LandPage> {
  const { pageIndex, pageSize, ...filters } = query;
  const rows = landRows(call, filters);
  if (!rows.ok) return rows;
  return ok(pageOf(rows.value, pageIndex, pageSize));
}

const remindedOf = (land: Land): RemindedLand => ({ id: land.filing.keyNumGather, projectName: land.data.projectName, term: land.term, history: land.stored.history });

/** The caller's land uses as the reminders read them (remindersOn picks the expiring and overdue ones). */
export function remindedLands(call: LandCall): FilingServed<RemindedLand[]> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  return ok(landsWithin(call, division.value).map(remindedOf));
}
