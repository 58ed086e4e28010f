import { ok } from '../../shared/result';
import { chinaToday } from '../../filing/calendar-date';
import { divisionName } from '../../filing/service/access';
import type { FilingServed } from '../../filing/service/types';
import type { ReportColumn, ReportTable } from '../../statistics/report-table';
import type { LandFilters, LandRow } from '../land-types';
import { TEMPORARY_LAND_STATUS_LABELS } from '../status';
import { temporaryLandFieldLabels as l, temporaryLandMessages as m } from '../temporary-land-messages';
import type { LandCall } from './land-access';
import { landRows } from './land-list';

const COLUMNS: readonly (readonly [keyof LandRow, string])[] = [
  ['projectName', m.columnProject],
  ['userUnit', m.columnUserUnit],
  ['divisionName', m.columnDivision],
  ['approvalNumber', m.columnApprovalNumber],
  ['approvalDate', m.columnApprovalDate],
  ['endDate', m.columnEndDate],
  ['reclamationDueDate', m.columnReclamationDue],
  ['statusLabel', m.columnStatus],
  ['daysText', m.columnDays],
];

/** The filters in words, as the export's subtitle names them. */
function filtersText(call: LandCall, filters: LandFilters): string {
  const parts: string[] = [];
  if (filters.status !== undefined) parts.push(`${l.status}：${TEMPORARY_LAND_STATUS_LABELS[filters.status]}`);
  if (filters.divisionCode !== undefined) parts.push(`${l.divisionCode}：${divisionName(call.dir, filters.divisionCode)}`);
  if (filters.startDate !== undefined || filters.endDate !== undefined) parts.push(`批准日期：${filters.startDate ?? '不限'} 至 ${filters.endDate ?? '不限'}`);
  if (filters.text !== undefined && filters.text.trim() !== '') parts.push(`${l.text}：${filters.text.trim()}`);
  return parts.join('；');
}

/** The rows as the list shows them, as one ReportTable: what the .xlsx export writes cell for cell. */
export function landsTable(call: LandCall, filters: LandFilters): FilingServed<ReportTable> {
  const rows = landRows(call, filters);
  if (!rows.ok) return rows;
  const columns: ReportColumn[] = COLUMNS.map(([key, title]) => ({ key, title }));
  return ok({
    title: m.exportTitle,
    subtitle: m.exportSubtitle(chinaToday(Date.parse(call.at)) ?? call.at.slice(0, 10), filtersText(call, filters)),
    columns,
    rows: rows.value.map((row) => ({ key: row.id, cells: Object.fromEntries(COLUMNS.map(([key]) => [key, String(row[key])])) })),
  });
}
