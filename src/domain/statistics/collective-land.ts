import { dayNumber } from '../filing/calendar-date';
import type { FilingTypeCode } from '../filing/filing-types';
import { filingQueryUrl } from '../filing/query-link';
import { fail } from '../filing/service/access';
import type { FilingCall, FilingServed } from '../filing/service/types';
import { ok } from '../shared/result';
import { addAreas, AREA_DISPLAY_DECIMALS, AREA_DISPLAY_UNIT_LABELS, displayArea, landClassAreas, NO_AREA, type AreaDisplayUnit, type LandClassAreas } from './area-sum';
import { filingTypeLabel, landMessages as m } from './land-messages';
import { divisionScope, rowDivisionLink, scopeRows, type DivisionScope } from './division-scope';
import { landRecords, type LandFilter } from './land-scope';
import { totalsOf, type ReportColumn, type ReportRow, type ReportTable } from './report-table';

/**
 * Collective land (集体土地) is what the filings agreed with or granted on village collective land
 * occupy: 设施农业用地, 乡村建设规划许可 and 农村宅基地. 临时用地 carries no ownership, so it is not counted.
 */
export const COLLECTIVE_TYPE_CODES: readonly FilingTypeCode[] = ['2', '3', '4'];

export interface CollectiveQuery extends LandFilter {
  readonly startDate?: string;
  readonly endDate?: string;
  readonly unit?: AreaDisplayUnit;
}

/** The rows half of the table (GET areajiti); the head (GET areajitihead) completes it. */
export interface CollectiveRows {
  readonly title: string;
  readonly subtitle: string;
  readonly rows: readonly ReportRow[];
  readonly totals: ReportRow;
}

export const COLLECTIVE_LABEL_KEY = 'division';

/** The types the filters allow: one when a collective type is chosen, none for 临时用地, else all three. */
export const collectiveTypes = (keyTypeCode: FilingTypeCode | undefined): readonly FilingTypeCode[] =>
  keyTypeCode === undefined ? COLLECTIVE_TYPE_CODES : COLLECTIVE_TYPE_CODES.filter((code) => code === keyTypeCode);

const leafKeys = (group: string) => ({ count: `count${group}`, area: `area${group}`, cultivated: `cultivated${group}` });
const ALL = 'All';

function group(title: string, key: string, unit: AreaDisplayUnit): ReportColumn {
  const keys = leafKeys(key);
  const unitLabel = AREA_DISPLAY_UNIT_LABELS[unit];
  const decimals = AREA_DISPLAY_DECIMALS[unit];
  return {
    title,
    children: [
      { title: m.count, key: keys.count, unit: m.countUnit, decimals: 0 },
      { title: m.area, key: keys.area, unit: unitLabel, decimals },
      { title: m.cultivated, key: keys.cultivated, unit: unitLabel, decimals },
    ],
  };
}

/** The dynamic head: 行政区, one group per type the filters allow, then 合计. */
export function collectiveHead(query: CollectiveQuery): ReportColumn[] {
  const unit = query.unit ?? 'ha';
  return [
    { title: m.division, key: COLLECTIVE_LABEL_KEY },
    ...collectiveTypes(query.keyTypeCode).map((code) => group(filingTypeLabel(code), code, unit)),
    group(m.total, ALL, unit),
  ];
}

/** Both ends of the period or neither, in order: 备案查询's link carries only a whole period. */
export function checkPeriod(query: { readonly startDate?: string; readonly endDate?: string }): FilingServed<{ startDate: string; endDate: string } | undefined> {
  const { startDate, endDate } = query;
  if (startDate === undefined && endDate === undefined) return ok(undefined);
  if (startDate === undefined || endDate === undefined || dayNumber(startDate) === undefined || dayNumber(endDate) === undefined) return fail(400, m.halfPeriod);
  if (startDate > endDate) return fail(400, m.periodReversed);
  return ok({ startDate, endDate });
}

interface Tally {
  count: number;
  areas: LandClassAreas;
}

function rowsOf(call: FilingCall, scope: DivisionScope, query: CollectiveQuery, period: { startDate: string; endDate: string } | undefined): FilingServed<ReportRow[]> {
  const types = collectiveTypes(query.keyTypeCode);
  const records = landRecords(call, scope.division.code, query, period);
  if (!records.ok) return records;
  const { rows, rowOf } = scopeRows(call.dir, scope.division, records.value);
  const tallies = rows.map(() => new Map<FilingTypeCode, Tally>(types.map((code) => [code, { count: 0, areas: NO_AREA }])));
  for (const f of records.value) {
    const tally = tallies[rowOf(f.divisionCode) ?? -1]?.get(f.keyTypeCode);
    if (tally === undefined) continue;
    tally.count += 1;
    tally.areas = addAreas(tally.areas, landClassAreas(f.data));
  }
  const unit = query.unit ?? 'ha';
  return ok(
    rows.map((row, at) => {
      const cells: Record<string, string | number> = { [COLLECTIVE_LABEL_KEY]: row.name };
      const cellLinks: Record<string, string> = {};
      const link = (keyTypeCode: FilingTypeCode | undefined) =>
        filingQueryUrl({ ...rowDivisionLink(row), ...(keyTypeCode === undefined ? {} : { keyTypeCode }), ...(query.status === undefined ? {} : { status: query.status }), ...(period ?? {}) });
      let all: Tally = { count: 0, areas: NO_AREA };
      for (const [code, tally] of tallies[at] ?? []) {
        const keys = leafKeys(code);
        cells[keys.count] = tally.count;
        cells[keys.area] = displayArea(tally.areas.total, unit);
        cells[keys.cultivated] = displayArea(tally.areas.cultivated, unit);
        if (tally.count > 0) cellLinks[keys.count] = link(code);
        all = { count: all.count + tally.count, areas: addAreas(all.areas, tally.areas) };
      }
      const keys = leafKeys(ALL);
      cells[keys.count] = all.count;
      cells[keys.area] = displayArea(all.areas.total, unit);
      cells[keys.cultivated] = displayArea(all.areas.cultivated, unit);
      // The whole count lists exactly its records only when one type is counted.
      const single = types.length === 1 ? types[0] : undefined;
      if (single !== undefined && all.count > 0) cellLinks[keys.count] = link(single);
      return { key: row.code, cells, cellLinks, ...(single !== undefined ? { action: { kind: 'link' as const, url: link(single) } } : {}) };
    }),
  );
}

/** GET areajiti: the rows per child division and 本级, with the totals, for the caller's filters. */
export function collectiveRows(call: FilingCall, query: CollectiveQuery): FilingServed<CollectiveRows> {
  const scope = divisionScope(call, query.divisionCode);
  if (!scope.ok) return scope;
  const period = checkPeriod(query);
  if (!period.ok) return period;
  const rows = rowsOf(call, scope.value, query, period.value);
  if (!rows.ok) return rows;
  const name = scope.value.division.name;
  const periodText = period.value === undefined ? m.wholePeriod : m.period(period.value.startDate, period.value.endDate);
  return ok({
    title: m.collectiveTitle(name),
    subtitle: m.subtitle(name, periodText, AREA_DISPLAY_UNIT_LABELS[query.unit ?? 'ha']),
    rows: rows.value,
    totals: totalsOf(collectiveHead(query), rows.value, COLLECTIVE_LABEL_KEY),
  });
}

/** The one table the page renders and the export writes: the head and the rows together. */
export const collectiveReportTable = (head: readonly ReportColumn[], rows: CollectiveRows): ReportTable => ({ ...rows, columns: head });

/** The whole table for the export, refused as the rows are. */
export function collectiveReport(call: FilingCall, query: CollectiveQuery): FilingServed<ReportTable> {
  const rows = collectiveRows(call, query);
  return rows.ok ? ok(collectiveReportTable(collectiveHead(query), rows.value)) : rows;
}

/** GET areajitihead: the head for the filters, refused like the rows (another jurisdiction, half a period). */
export function collectiveHeadOf(call: FilingCall, query: CollectiveQuery): FilingServed<ReportColumn[]> {
  const scope = divisionScope(call, query.divisionCode);
  if (!scope.ok) return scope;
  const period = checkPeriod(query);
  return period.ok ? ok(collectiveHead(query)) : period;
}
