import { FILING_TYPE_CODES, FILING_TYPE_LABELS, type FilingTypeCode } from '../filing/filing-types';
import { filingQueryUrl, type FilingQueryLink } from '../filing/query-link';
import { divisionLevel, withinJurisdiction } from '../filing/jurisdiction';
import { divisionOf, fail } from '../filing/service/access';
import { filingListRecords } from '../filing/service/list';
import type { Directory, FilingCall, FilingServed, StoredFiling } from '../filing/service/types';
import { ok } from '../shared/result';
import { addAreas, landClassAreas, NO_AREA, type LandClassAreas } from './area-sum';
import { districtMessages as m } from './district-messages';
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

function divisionOfCode(dir: Pick<Directory, 'divisions'>, code: string): DistrictDivision | undefined {
  const found = dir.divisions.find((d) => d.code === code);
  return found === undefined ? undefined : { code: found.code, name: found.name, level: found.level };
}

/** The filters as a 备案查询 link, before the row narrows the division or type. */
const linkOf = (query: DistrictQuery, division: string): FilingQueryLink => ({
  ...(query.keyTypeCode === undefined ? {} : { keyTypeCode: query.keyTypeCode }),
  divisionCode: division,
  ...(query.status === undefined ? {} : { status: query.status }),
  ...(query.startDate === undefined || query.endDate === undefined ? {} : { startDate: query.startDate, endDate: query.endDate }),
});

interface Scope {
  readonly division: DistrictDivision;
  readonly breadcrumb: DistrictDivision[];
  readonly query: DistrictQuery;
  readonly records: StoredFiling[];
}

/**
 * The division asked for (the caller's own by default), refused outside the caller's
 * jurisdiction, and exactly the records 备案查询 lists for the same filters.
 */
function scopeOf(call: FilingCall, asked: DistrictQuery): FilingServed<Scope> {
  const viewer = divisionOf(call.dir, call.userId);
  if (!viewer.ok) return viewer;
  const code = asked.divisionCode ?? viewer.value;
  if (!withinJurisdiction(viewer.value, code)) return fail(403, m.forbidden);
  const division = divisionOfCode(call.dir, code);
  if (division === undefined) return fail(400, m.unknownDivision);
  if ((asked.startDate === undefined) !== (asked.endDate === undefined)) return fail(400, m.halfPeriod);
  const query: DistrictQuery = { ...asked, divisionCode: code };
  const breadcrumb = [viewer.value, code.slice(0, 4) + '00', code]
    .filter((c, i, all) => all.indexOf(c) === i && withinJurisdiction(viewer.value, c) && withinJurisdiction(c, code))
    .flatMap((c) => divisionOfCode(call.dir, c) ?? []);
  const { divisionCode: _code, ...filters } = query;
  const records = filingListRecords(call, 'query', { ...filters, divisionCode: code });
  return records.ok ? ok({ division, breadcrumb, query, records: records.value }) : records;
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

/** One row per child division and, when the division holds records itself, its 本级 row. */
function childRows(call: FilingCall, scope: Scope): DistrictRow[] {
  const code = scope.division.code;
  const children = call.dir.divisions.filter((d) => d.parentCode === code).sort((a, b) => a.code.localeCompare(b.code));
  const tallies = new Map(children.map((child) => [child.code, emptyTally()]));
  const own = emptyTally();
  const level = divisionLevel(code);
  for (const f of scope.records) {
    if (f.divisionCode === code) add(own, f);
    else {
      // A county record belongs to its city (the first four digits); a city's, to itself.
      const child = level === 'province' ? `${f.divisionCode.slice(0, 4)}00` : f.divisionCode;
      const tally = tallies.get(child);
      if (tally !== undefined) add(tally, f);
    }
  }
  const rows: DistrictRow[] = children.map((child) => ({
    key: child.code,
    label: child.name,
    kind: 'division',
    divisionCode: child.code,
    ...(tallies.get(child.code) ?? emptyTally()),
    drill: true,
    url: filingQueryUrl(linkOf(scope.query, child.code)),
  }));
  if (own.count > 0) {
    rows.push({
      key: `own-${code}`,
      label: m.ownRow[scope.division.level],
      kind: 'own',
      ...own,
      drill: false,
      url: filingQueryUrl({ ...linkOf(scope.query, code), divisionOnly: true }),
    });
  }
  return rows;
}

/**
 * GET /api/op/statistical/district: the division's records by child division (province → cities,
 * city → counties, plus 市本级/省本级 when records sit at the division itself), at a county by
 * filing type. The rows always add up to the division's total, which is what 备案查询 lists.
 */
export function districtStatistics(call: FilingCall, asked: DistrictQuery): FilingServed<DistrictAnswer> {
  const scope = scopeOf(call, asked);
  if (!scope.ok) return scope;
  const { division, breadcrumb, query } = scope.value;
  const rows = division.level === 'county' ? typeRows(scope.value) : childRows(call, scope.value);
  return ok({ division, breadcrumb, query, rows, total: totalOf(rows, filingQueryUrl(linkOf(query, division.code))) });
}

/** GET /api/op/area/: the division's area make-up, one row per filing type by land class. */
export function areaMakeUp(call: FilingCall, asked: DistrictQuery): FilingServed<AreaMakeUpAnswer> {
  const scope = scopeOf(call, asked);
  if (!scope.ok) return scope;
  const { division, query } = scope.value;
  const rows = typeRows(scope.value);
  return ok({ division, query, rows, total: totalOf(rows, filingQueryUrl(linkOf(query, division.code))) });
}
