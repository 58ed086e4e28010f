import { AREA_DISPLAY_DECIMALS, AREA_DISPLAY_UNIT_LABELS, displayArea, type AreaDisplayUnit, type LandClassAreas } from './area-sum';
import { projectColumnTitles as c, projectMessages as m } from './project-messages';
import { statusText, type ProjectRow, type StatisticsScope } from './project-stats';
import { totalsOf, type ReportColumn, type ReportRow, type ReportTable } from './report-table';

/** The land classes in the order of the head. */
export const AREA_KEYS: readonly (keyof LandClassAreas)[] = ['total', 'cultivated', 'otherAgricultural', 'construction', 'unused'];

/** 2026-01-01 至 2026-11-30, or 全部 when the period is open. */
export function periodText(scope: Pick<StatisticsScope, 'startDate' | 'endDate'>): string {
  if (scope.startDate === undefined && scope.endDate === undefined) return m.wholePeriod;
  return m.period(scope.startDate ?? '', scope.endDate ?? '');
}

function projectColumns(unit: AreaDisplayUnit): ReportColumn[] {
  const decimals = AREA_DISPLAY_DECIMALS[unit];
  const unitLabel = AREA_DISPLAY_UNIT_LABELS[unit];
  return [
    { title: c.name, key: 'name' },
    { title: c.type, key: 'type' },
    { title: c.division, key: 'division' },
    { title: c.count, key: 'count', unit: c.countUnit, decimals: 0 },
    { title: c.area, children: AREA_KEYS.map((key) => ({ title: c[key], key, unit: unitLabel, decimals })) },
    { title: c.statuses, key: 'statuses' },
    { title: c.firstApproval, key: 'firstApproval' },
    { title: c.lastApproval, key: 'lastApproval' },
  ];
}

/** One project as a table row, its areas in the chosen unit. */
export function projectReportRow(row: ProjectRow, unit: AreaDisplayUnit): ReportRow {
  const areas = Object.fromEntries(AREA_KEYS.map((key) => [key, displayArea(row.areas[key], unit)]));
  return {
    key: row.key,
    cells: {
      name: row.name,
      type: row.typeLabel,
      division: row.divisionName,
      count: row.count,
      ...areas,
      statuses: statusText(row.statuses),
      firstApproval: row.firstApproval,
      lastApproval: row.lastApproval,
    },
  };
}

/**
 * 项目统计 as a table: one row per project in the given order and the 合计 row. The page renders
 * its rows with this and the export writes it whole, so the two agree cell by cell; the 合计 row is
 * the sum of the cells shown, so a clerk adding up the column gets the same figure.
 */
export function projectReportTable(rows: readonly ProjectRow[], unit: AreaDisplayUnit, scope: StatisticsScope): ReportTable {
  const columns = projectColumns(unit);
  const body = rows.map((row) => projectReportRow(row, unit));
  return {
    title: m.tableTitle(scope.divisionName),
    subtitle: m.subtitle(scope.divisionName, periodText(scope), AREA_DISPLAY_UNIT_LABELS[unit]),
    columns,
    rows: body,
    totals: totalsOf(columns, body, 'name'),
  };
}
