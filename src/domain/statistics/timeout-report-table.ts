import { periodText } from './project-report-table';
import { totalsOf, type ReportColumn, type ReportTable } from './report-table';
import { timeoutColumnTitles as c, timeoutMessages as m } from './timeout-messages';
import type { TimeoutStage } from './timeout-rule';
import type { TimeoutAnswer, TimeoutRow } from './timeout-stats';

const COLUMNS: readonly ReportColumn[] = [
  { title: c.division, key: 'division' },
  { title: c.records, key: 'records', unit: c.countUnit, decimals: 0 },
  { title: c.reportOverdue, key: 'reportOverdue', unit: c.countUnit, decimals: 0 },
  { title: c.reviewOverdue, key: 'reviewOverdue', unit: c.countUnit, decimals: 0 },
];

/** Where a number's records open: the page's own address plus the row and the stage. */
export type TimeoutRecordsHref = (row: TimeoutRow, stage: TimeoutStage) => string;

/** The row's key: 本级 and the child subtree of the same code must not collide. */
export const timeoutRowKey = (row: Pick<TimeoutRow, 'divisionCode' | 'own'>): string => (row.own ? `${row.divisionCode}-own` : row.divisionCode);

/**
 * 超时统计 as a table: one row per division (本级 first), the 合计 row, and on each non-zero 超时
 * number a link to the records behind it (only on the page; the export has no links).
 */
export function timeoutReportTable(answer: TimeoutAnswer, recordsHref?: TimeoutRecordsHref): ReportTable {
  const rows = answer.rows.map((row) => ({
    key: timeoutRowKey(row),
    cells: { division: row.divisionName, records: row.records, reportOverdue: row.reportOverdue, reviewOverdue: row.reviewOverdue },
    ...(recordsHref === undefined
      ? {}
      : {
          cellLinks: {
            ...(row.reportOverdue > 0 ? { reportOverdue: recordsHref(row, 'report') } : {}),
            ...(row.reviewOverdue > 0 ? { reviewOverdue: recordsHref(row, 'review') } : {}),
          },
        }),
  }));
  return {
    title: m.tableTitle(answer.scope.divisionName),
    subtitle: m.subtitle(answer.scope.divisionName, periodText(answer.scope)),
    columns: COLUMNS,
    rows,
    totals: totalsOf(COLUMNS, rows, 'division'),
  };
}
