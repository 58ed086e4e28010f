import { chinaToday } from '../filing/calendar-date';
import type { FilingTypeCode } from '../filing/filing-types';
import { filingQueryUrl } from '../filing/query-link';
import type { FilingCall, FilingServed, StoredFiling } from '../filing/service/types';
import { ok } from '../shared/result';
import { AREA_DISPLAY_DECIMALS, AREA_DISPLAY_UNIT_LABELS, displayArea, landClassAreas, type AreaUnits } from './area-sum';
import { landMessages as m } from './land-messages';
import { divisionScope, rowDivisionLink, scopeRows } from './division-scope';
import { landRecords, type LandFilter } from './land-scope';
import { totalsOf, type ReportColumn, type ReportTable } from './report-table';

/** The years the statistics answer for. */
export const FARMLAND_YEAR_MIN = 2000;
export const FARMLAND_YEAR_MAX = 2100;

export type FarmlandGranularity = 'month' | 'quarter';
export const FARMLAND_GRANULARITIES: readonly FarmlandGranularity[] = ['month', 'quarter'];

/** The types whose records carry 耕地 (乡村建设规划许可 records its land area only). */
export const FARMLAND_TYPE_CODES: readonly FilingTypeCode[] = ['1', '2', '4'];

export interface FarmlandQuery extends LandFilter {
  readonly year: number;
  readonly granularity: FarmlandGranularity;
}

export interface FarmlandPeriod {
  readonly label: string;
  readonly startDate: string;
  readonly endDate: string;
}

/** Hectares to 4 decimals (exact to 1 m²). */
export interface FarmlandFigures {
  readonly occupied: number;
  readonly restored: number;
  /** restored − occupied. */
  readonly net: number;
}

export interface FarmlandRow extends FarmlandFigures {
  readonly divisionCode: string;
  readonly divisionName: string;
  /** Whether the page may drill into the row's division. */
  readonly drillable: boolean;
  /** 备案查询 of the year's records behind the row's 占用. */
  readonly url: string;
}

export interface FarmlandAnswer {
  readonly year: number;
  readonly granularity: FarmlandGranularity;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly rows: readonly FarmlandRow[];
  /** The division's series for the chart, one entry per period of the year. */
  readonly periods: readonly (FarmlandPeriod & FarmlandFigures)[];
}

const pad = (n: number): string => String(n).padStart(2, '0');
const lastDay = (year: number, month: number): string => `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
const MONTHS_PER_PERIOD: Readonly<Record<FarmlandGranularity, number>> = { month: 1, quarter: 3 };

/** The year cut into months or quarters: consecutive, without gaps or overlaps, from 1 January to 31 December. */
export function farmlandPeriods(year: number, granularity: FarmlandGranularity): FarmlandPeriod[] {
  const span = MONTHS_PER_PERIOD[granularity];
  return Array.from({ length: 12 / span }, (_, at) => ({
    label: granularity === 'month' ? m.month(at + 1) : m.quarter(at + 1),
    startDate: `${year}-${pad(at * span + 1)}-01`,
    endDate: lastDay(year, (at + 1) * span),
  }));
}

/** The period of the year a date lies in, or undefined outside the year. */
export const periodIndex = (date: string, year: number, granularity: FarmlandGranularity): number | undefined =>
  date.startsWith(`${year}-`) ? Math.floor((Number(date.slice(5, 7)) - 1) / MONTHS_PER_PERIOD[granularity]) : undefined;

/**
 * The day a record's 耕地 counts as restored, or undefined while it does not. Restored rule: a
 * 临时用地's 耕地 counts as restored in the period holding its 复垦期限 once that day is not after
 * today; issue 16's reclamation acceptance will replace the deadline with the acceptance date.
 */
export function restoredOn(f: StoredFiling, today: string): string | undefined {
  if (f.data.typeCode !== '1') return undefined;
  const deadline = f.data.restorationDeadline;
  return deadline !== '' && deadline <= today ? deadline : undefined;
}

interface Sums {
  occupied: AreaUnits;
  restored: AreaUnits;
}

const figures = (sums: Sums): FarmlandFigures => ({
  occupied: displayArea(sums.occupied, 'ha'),
  restored: displayArea(sums.restored, 'ha'),
  net: displayArea(sums.restored - sums.occupied, 'ha'),
});

/** POST getFarmlandChange: per child division (and 本级) and per period, the 耕地 occupied and restored in the year. */
export function farmlandChange(call: FilingCall, query: FarmlandQuery): FilingServed<FarmlandAnswer> {
  const scope = divisionScope(call, query.divisionCode);
  if (!scope.ok) return scope;
  const { division } = scope.value;
  const records = landRecords(call, division.code, query);
  if (!records.ok) return records;
  const { rows, rowOf } = scopeRows(call.dir, division, records.value);
  const today = chinaToday(Date.parse(call.at)) ?? call.at.slice(0, 10);
  const periods = farmlandPeriods(query.year, query.granularity);
  const byRow = rows.map((): Sums => ({ occupied: 0, restored: 0 }));
  const byPeriod = periods.map((): Sums => ({ occupied: 0, restored: 0 }));
  for (const f of records.value) {
    const row = byRow[rowOf(f.divisionCode) ?? -1];
    if (row === undefined) continue;
    const cultivated = landClassAreas(f.data).cultivated;
    const occupiedIn = byPeriod[periodIndex(f.data.approvalDate, query.year, query.granularity) ?? -1];
    if (occupiedIn !== undefined) {
      occupiedIn.occupied += cultivated;
      row.occupied += cultivated;
    }
    const restoredIn = byPeriod[periodIndex(restoredOn(f, today) ?? '', query.year, query.granularity) ?? -1];
    if (restoredIn !== undefined) {
      restoredIn.restored += cultivated;
      row.restored += cultivated;
    }
  }
  const year = { startDate: `${query.year}-01-01`, endDate: `${query.year}-12-31` };
  return ok({
    year: query.year,
    granularity: query.granularity,
    divisionCode: division.code,
    divisionName: division.name,
    rows: rows.map((row, at) => ({
      divisionCode: row.code,
      divisionName: row.name,
      drillable: row.drillable,
      ...figures(byRow[at] ?? { occupied: 0, restored: 0 }),
      url: filingQueryUrl({
        ...rowDivisionLink(row),
        ...(query.keyTypeCode === undefined ? {} : { keyTypeCode: query.keyTypeCode }),
        ...(query.status === undefined ? {} : { status: query.status }),
        ...year,
      }),
    })),
    periods: periods.map((period, at) => ({ ...period, ...figures(byPeriod[at] ?? { occupied: 0, restored: 0 }) })),
  });
}

export const FARMLAND_LABEL_KEY = 'division';

/** The table the page renders and the export writes. */
export function farmlandReportTable(answer: FarmlandAnswer): ReportTable {
  const unit = AREA_DISPLAY_UNIT_LABELS.ha;
  const decimals = AREA_DISPLAY_DECIMALS.ha;
  const columns: ReportColumn[] = [
    { title: m.division, key: FARMLAND_LABEL_KEY },
    { title: m.occupied, key: 'occupied', unit, decimals },
    { title: m.restored, key: 'restored', unit, decimals },
    { title: m.net, key: 'net', unit, decimals },
  ];
  const rows = answer.rows.map((row) => ({
    key: row.divisionCode,
    cells: { [FARMLAND_LABEL_KEY]: row.divisionName, occupied: row.occupied, restored: row.restored, net: row.net },
    action: row.drillable ? { kind: 'drill' as const, divisionCode: row.divisionCode } : { kind: 'link' as const, url: row.url },
    cellLinks: { occupied: row.url },
  }));
  return {
    title: m.farmlandTitle(answer.divisionName, answer.year),
    subtitle: m.subtitle(answer.divisionName, m.period(`${answer.year}-01-01`, `${answer.year}-12-31`), unit),
    columns,
    rows,
    totals: totalsOf(columns, rows, FARMLAND_LABEL_KEY),
  };
}
