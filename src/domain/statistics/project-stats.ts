import type { Division } from '../directory/directory';
import { FILING_TYPE_LABELS, type FilingTypeCode } from '../filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../filing/lifecycle';
import { divisionName, nameOf } from '../filing/service/access';
import { filingListRecords } from '../filing/service/list';
import type { FilingCall, FilingServed, StoredFiling } from '../filing/service/types';
import type { FilingPageSize } from '../filing/wire';
import { ok } from '../shared/result';
import { addAreas, landClassAreas, NO_AREA, type AreaUnits, type LandClassAreas } from './area-sum';
import { divisionScope } from './division-scope';
import { projectMessages as m } from './project-messages';

/** What 项目统计 filters on: the 备案查询 list's filters, so a project holds exactly the records that list shows. */
export interface ProjectFilter {
  readonly text?: string;
  readonly keyTypeCode?: FilingTypeCode;
  readonly divisionCode?: string;
  readonly status?: FilingStatus;
  readonly startDate?: string;
  readonly endDate?: string;
}

export const PROJECT_SORT_FIELDS = ['name', 'count', 'area', 'lastApproval'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export interface ProjectQuery extends ProjectFilter {
  readonly pageIndex: number;
  readonly pageSize: FilingPageSize;
  readonly orderBy?: ProjectSortField;
  readonly order?: 'asc' | 'desc';
}

/** One filing of a project, for the expanded row. */
export interface ProjectFiling {
  readonly keyNumGather: string;
  readonly status: FilingStatus;
  readonly approvalDate: string;
  readonly area: AreaUnits;
}

/** A project: the records sharing filing type, division and name. */
export interface ProjectRow {
  readonly key: string;
  readonly name: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly typeLabel: string;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly count: number;
  readonly areas: LandClassAreas;
  /** How many of its records are in each status (only the statuses it has). */
  readonly statuses: Partial<Readonly<Record<FilingStatus, number>>>;
  readonly firstApproval: string;
  readonly lastApproval: string;
  /** Newest approval first. */
  readonly filings: readonly ProjectFiling[];
}

/** Who and what a statistics answer is for: the subtitle of its table. */
export interface StatisticsScope {
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly startDate?: string;
  readonly endDate?: string;
}

export interface ProjectPage {
  readonly rows: readonly ProjectRow[];
  /** Projects matching, over every page. */
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
  /** The records and areas of every matching project, not only this page's. */
  readonly filingCount: number;
  readonly areas: LandClassAreas;
  readonly scope: StatisticsScope;
}

export interface ProjectExport {
  readonly rows: readonly ProjectRow[];
  readonly scope: StatisticsScope;
}

/** The project a record belongs to. */
export function projectKeyOf(f: StoredFiling): string {
  return `${f.keyTypeCode}|${f.divisionCode}|${nameOf(f.data).name}`;
}

/** The statuses in words, in the lifecycle's order: 已备案2、已上报1. */
export function statusText(statuses: ProjectRow['statuses']): string {
  return (Object.keys(FILING_STATUS_LABELS) as FilingStatus[])
    .flatMap((status) => {
      const count = statuses[status];
      return count === undefined ? [] : [m.statusCount(FILING_STATUS_LABELS[status], count)];
    })
    .join(m.statusSeparator);
}

/** The records grouped into projects, in the order each project is first met. */
export function projectsOf(records: readonly StoredFiling[], dir: FilingCall['dir']): ProjectRow[] {
  const groups = new Map<string, StoredFiling[]>();
  for (const f of records) {
    const key = projectKeyOf(f);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [f]);
    else group.push(f);
  }
  return [...groups].map(([key, group]) => projectRow(key, group, dir));
}

function projectRow(key: string, group: readonly StoredFiling[], dir: FilingCall['dir']): ProjectRow {
  const first = group[0] as StoredFiling;
  const statuses: Partial<Record<FilingStatus, number>> = {};
  let areas = NO_AREA;
  const filings: ProjectFiling[] = [];
  for (const f of group) {
    statuses[f.status] = (statuses[f.status] ?? 0) + 1;
    const recordAreas = landClassAreas(f.data);
    areas = addAreas(areas, recordAreas);
    filings.push({ keyNumGather: f.keyNumGather, status: f.status, approvalDate: f.data.approvalDate, area: recordAreas.total });
  }
  filings.sort((a, b) => (a.approvalDate === b.approvalDate ? a.keyNumGather.localeCompare(b.keyNumGather) : a.approvalDate < b.approvalDate ? 1 : -1));
  return {
    key,
    name: nameOf(first.data).name,
    keyTypeCode: first.keyTypeCode,
    typeLabel: FILING_TYPE_LABELS[first.keyTypeCode],
    divisionCode: first.divisionCode,
    divisionName: divisionName(dir, first.divisionCode),
    count: group.length,
    areas,
    statuses,
    firstApproval: filings[filings.length - 1]?.approvalDate ?? '',
    lastApproval: filings[0]?.approvalDate ?? '',
    filings,
  };
}

function sortValue(row: ProjectRow, field: ProjectSortField): string | number {
  switch (field) {
    case 'name':
      return row.name;
    case 'count':
      return row.count;
    case 'area':
      return row.areas.total;
    case 'lastApproval':
      return row.lastApproval;
  }
}

/** Sorted by the field (newest last approval first by default), a tie in project-key order. */
export function sortedProjects(rows: readonly ProjectRow[], orderBy: ProjectSortField = 'lastApproval', order: 'asc' | 'desc' = 'desc'): ProjectRow[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, orderBy);
    const y = sortValue(b, orderBy);
    if (x === y) return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return x < y ? -direction : direction;
  });
}

/** The subtitle's division and period. */
export const statisticsScopeOf = (division: Division, filter: Pick<ProjectFilter, 'startDate' | 'endDate'>): StatisticsScope => ({
  divisionCode: division.code,
  divisionName: division.name,
  ...(filter.startDate === undefined ? {} : { startDate: filter.startDate }),
  ...(filter.endDate === undefined ? {} : { endDate: filter.endDate }),
});

function matchingProjects(call: FilingCall, filter: ProjectFilter): FilingServed<{ rows: ProjectRow[]; scope: StatisticsScope }> {
  const scope = divisionScope(call, filter.divisionCode);
  if (!scope.ok) return scope;
  const records = filingListRecords(call, 'query', filter);
  if (!records.ok) return records;
  return ok({ rows: projectsOf(records.value, call.dir), scope: statisticsScopeOf(scope.value.division, filter) });
}

const filterOf = ({ pageIndex: _i, pageSize: _s, orderBy: _b, order: _o, ...filter }: ProjectQuery): ProjectFilter => filter;

/** GET statistical/project: one page of the projects, sorted, with the totals of every matching project. */
export function projectStatistics(call: FilingCall, query: ProjectQuery): FilingServed<ProjectPage> {
  const found = matchingProjects(call, filterOf(query));
  if (!found.ok) return found;
  const { rows, scope } = found.value;
  const ordered = sortedProjects(rows, query.orderBy, query.order);
  const pageIndex = Math.max(1, Math.min(query.pageIndex, Math.ceil(ordered.length / query.pageSize)));
  const start = (pageIndex - 1) * query.pageSize;
  return ok({
    rows: ordered.slice(start, start + query.pageSize),
    total: ordered.length,
    pageIndex,
    pageSize: query.pageSize,
    filingCount: rows.reduce((sum, row) => sum + row.count, 0),
    areas: rows.reduce((sum, row) => addAreas(sum, row.areas), NO_AREA),
    scope,
  });
}

/** GET statistical/project/export: every matching project in the page's order. */
export function projectExport(call: FilingCall, query: Omit<ProjectQuery, 'pageIndex' | 'pageSize'>): FilingServed<ProjectExport> {
  const { orderBy, order, ...filter } = query;
  const found = matchingProjects(call, filter);
  if (!found.ok) return found;
  return ok({ rows: sortedProjects(found.value.rows, orderBy, order), scope: found.value.scope });
}
