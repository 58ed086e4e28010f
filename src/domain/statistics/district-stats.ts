import type { Division } from '../directory/directory';
import { FILING_TYPE_CODES, FILING_TYPE_LABELS, type FilingTypeCode } from '../filing/filing-types';
import { filingQueryUrl, type FilingQueryLink } from '../filing/query-link';
import { withinJurisdiction } from '../filing/jurisdiction';
import { fail } from '../filing/service/access';
import { filingListRecords } from '../filing/service/list';
import type { Directory, FilingCall, FilingServed, StoredFiling } from '../filing/service/types';
import { ok } from '../shared/result';
import { addAreas, landClassAreas, NO_AREA, type LandClassAreas } from './area-sum';
import { districtMessages as m } from './district-messages';
import { divisionScope, rowDivisionLink, scopeRows } from './division-scope';
import type { AreaMakeUpAnswer, DistrictAnswer, DistrictDivision, DistrictQuery, DistrictRow, DistrictTotal } from './district-types';

interface Tally {
  count: number;
  areas: LandClassAreas;
}

const emptyTally = (): Tally => ({ count: 0, areas: NO_AREA });

function add(tally: Tally, f: StoredFiling): void {
  tally.count += 1;
  tally.areas = addAreas(tally.areas, landClassAreas(f.data));
}

const districtDivision = ({ code, name, level }: Division): DistrictDivision => ({ code, name, level });

function divisionOfCode(dir: Pick<Directory, 'divisions'>, code: string): DistrictDivision | undefined {
  const found = dir.divisions.find((d) => d.code === code);
  return found === undefined ? undefined : districtDivision(found);
}

/** The filters as a 备案查询 link, before the row narrows the division or type. */
const linkOf = (query: DistrictQuery, division: string): FilingQueryLink => ({
  ...(query.keyTypeCode === undefined ? {} : { keyTypeCode: query.keyTypeCode }),
  divisionCode: division,
  ...(query.status === undefined ? {} : { status: query.status }),
  ...(query.startDate === undefined || query.endDate === undefined ? {} : { startDate: query.startDate, endDate: query.endDate }),
});

interface Scope {
  readonly division: Division;
  readonly breadcrumb: DistrictDivision[];
  readonly query: DistrictQuery;
  readonly records: StoredFiling[];
}

/** The division asked for (see divisionScope) and exactly the records 备案查询 lists for the same filters. */
function scopeOf(call: FilingCall, asked: DistrictQuery): FilingServed<Scope> {
  const scope = divisionScope(call, asked.divisionCode);
  if (!scope.ok) return scope;
  const { viewer } = scope.value;
  const code = scope.value.division.code;
  if ((asked.startDate === undefined) !== (asked.endDate === undefined)) return fail(400, m.halfPeriod);
  const query: DistrictQuery = { ...asked, divisionCode: code };
  const breadcrumb = [viewer, code.slice(0, 4) + '00', code]
    .filter((c, i, all) => all.indexOf(c) === i && withinJurisdiction(viewer, c) && withinJurisdiction(c, code))
    .flatMap((c) => divisionOfCode(call.dir, c) ?? []);
  const records = filingListRecords(call, 'query', query);
  if (!records.ok) return records;
  return ok({ division: scope.value.division, breadcrumb, query, records: records.value });
}

const totalOf = (rows: readonly DistrictRow[], url: string): DistrictTotal => ({
  count: rows.reduce((sum, row) => sum + row.count, 0),
  areas: rows.reduce((sum, row) => addAreas(sum, row.areas), NO_AREA),
  url,
});

/** One row per filing type (all four, or the one filtered on) over the records of a division. */
function typeRows(scope: Scope): DistrictRow[] {
  const types: readonly FilingTypeCode[] = scope.query.keyTypeCode === undefined ? FILING_TYPE_CODES : [scope.query.keyTypeCode];
  const tallies = new Map(types.map((type) => [type, emptyTally()]));
  for (const f of scope.records) {
    const tally = tallies.get(f.keyTypeCode);
    if (tally !== undefined) add(tally, f);
  }
  return types.map((type) => {
    const tally = tallies.get(type) ?? emptyTally();
    return {
      key: `type-${type}`,
      label: FILING_TYPE_LABELS[type],
      kind: 'type',
      keyTypeCode: type,
      ...tally,
      drill: false,
      url: filingQueryUrl({ ...linkOf(scope.query, scope.division.code), keyTypeCode: type }),
    };
  });
}

/** One row per scope row (本级 when the division holds records itself, then each child division). */
function childRows(call: FilingCall, scope: Scope): DistrictRow[] {
  const { rows, rowOf } = scopeRows(call.dir, scope.division, scope.records);
  const tallies = rows.map(emptyTally);
  for (const f of scope.records) {
    const tally = tallies[rowOf(f.divisionCode) ?? -1];
    if (tally !== undefined) add(tally, f);
  }
  return rows.map((row, at) => ({
    key: row.own ? `own-${row.code}` : row.code,
    label: row.name,
    kind: row.own ? 'own' : 'division',
    ...(row.own ? {} : { divisionCode: row.code }),
    ...(tallies[at] ?? emptyTally()),
    drill: !row.own,
    url: filingQueryUrl({ ...linkOf(scope.query, row.code), ...rowDivisionLink(row) }),
  }));
}

/**
 * GET /api/op/statistical/district: the division's records by child division (province → cities,
 * city → counties, plus 市本级/省本级 when records sit at the division itself), at a county by
 * filing type. The rows always add up to the division's total, which is what 备案查询 lists.
 */
export function districtStatistics(call: FilingCall, asked: DistrictQuery): FilingServed<DistrictAnswer> {
  const scope = scopeOf(call, asked);
  if (!scope.ok) return scope;
  const { breadcrumb, query } = scope.value;
  const division = districtDivision(scope.value.division);
  const rows = division.level === 'county' ? typeRows(scope.value) : childRows(call, scope.value);
  return ok({ division, breadcrumb, query, rows, total: totalOf(rows, filingQueryUrl(linkOf(query, division.code))) });
}

/** GET /api/op/area/: the division's area make-up, one row per filing type by land class. */
export function areaMakeUp(call: FilingCall, asked: DistrictQuery): FilingServed<AreaMakeUpAnswer> {
  const scope = scopeOf(call, asked);
  if (!scope.ok) return scope;
  const { query } = scope.value;
  const division = districtDivision(scope.value.division);
  const rows = typeRows(scope.value);
  return ok({ division, query, rows, total: totalOf(rows, filingQueryUrl(linkOf(query, division.code))) });
}
