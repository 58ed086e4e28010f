import type { Division } from '../directory/directory';
import { FILING_TYPE_LABELS, type FilingTypeCode } from '../filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../filing/lifecycle';
import { divisionName, nameOf } from '../filing/service/access';
import { filingListRecords } from '../filing/service/list';
import type { FilingCall, FilingPage, FilingServed, StoredFiling } from '../filing/service/types';
import type { FilingPageSize } from '../filing/wire';
import { ok } from '../shared/result';
import { statisticsScopeOf, type StatisticsScope } from './project-stats';
import { divisionScope, inRow, scopeRows } from './division-scope';
import { STAGE_JUDGES, todayOf, type TimeoutStage } from './timeout-rule';
import { pageOf } from '../shared/paging';

/** The filters of 超时统计: those of 备案查询, so the records counted are the ones it lists. */
export interface TimeoutFilter {
  readonly divisionCode?: string;
  readonly keyTypeCode?: FilingTypeCode;
  readonly startDate?: string;
  readonly endDate?: string;
}

/** One row: a child division's whole subtree, or the division's own records (本级). */
export interface TimeoutRow {
  readonly divisionCode: string;
  readonly divisionName: string;
  /** True for 本级: records of the division itself, not of its children. */
  readonly own: boolean;
  readonly records: number;
  readonly reportOverdue: number;
  readonly reviewOverdue: number;
}

export interface TimeoutAnswer {
  readonly scope: StatisticsScope;
  readonly rows: readonly TimeoutRow[];
  readonly totals: Omit<TimeoutRow, 'divisionCode' | 'divisionName' | 'own'>;
}

export interface TimeoutRecordsQuery extends TimeoutFilter {
  readonly divisionCode: string;
  readonly stage: TimeoutStage;
  readonly own?: boolean;
  readonly pageIndex: number;
  readonly pageSize: FilingPageSize;
}

/** A record behind a 超时 number. */
export interface TimeoutRecord {
  readonly keyNumGather: string;
  readonly name: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly typeLabel: string;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly approvalDate: string;
  readonly status: FilingStatus;
  readonly statusLabel: string;
  readonly reportedOn?: string;
  readonly deadline: string;
  /** The day the stage ended (reported or decided); absent while it still runs. */
  readonly doneOn?: string;
  readonly daysOverdue: number;
}

function records(call: FilingCall, filter: TimeoutFilter): FilingServed<{ division: Division; list: StoredFiling[] }> {
  const scope = divisionScope(call, filter.divisionCode);
  if (!scope.ok) return scope;
  const { division } = scope.value;
  const list = filingListRecords(call, 'query', { ...filter, divisionCode: division.code });
  return list.ok ? ok({ division, list: list.value }) : list;
}

/** POST statistical/getTimeoutNumber: per row, the records counted and how many are 上报超时 and 审核超时. */
export function timeoutNumbers(call: FilingCall, filter: TimeoutFilter): FilingServed<TimeoutAnswer> {
  const found = records(call, filter);
  if (!found.ok) return found;
  const { division, list } = found.value;
  const today = todayOf(call.at);
  const { rows: divisions, rowOf } = scopeRows(call.dir, division, list);
  const counts = divisions.map(() => ({ records: 0, reportOverdue: 0, reviewOverdue: 0 }));
  for (const f of list) {
    const count = counts[rowOf(f.divisionCode) ?? -1];
    if (count === undefined) continue;
    count.records += 1;
    if (STAGE_JUDGES.report(f, today)?.overdue === true) count.reportOverdue += 1;
    if (STAGE_JUDGES.review(f, today)?.overdue === true) count.reviewOverdue += 1;
  }
  const rows = divisions.map((row, index) => ({
    divisionCode: row.code,
    divisionName: row.name,
    own: row.own,
    ...(counts[index] ?? { records: 0, reportOverdue: 0, reviewOverdue: 0 }),
  }));
  const totals = rows.reduce(
    (sum, row) => ({ records: sum.records + row.records, reportOverdue: sum.reportOverdue + row.reportOverdue, reviewOverdue: sum.reviewOverdue + row.reviewOverdue }),
    { records: 0, reportOverdue: 0, reviewOverdue: 0 },
  );
  return ok({ scope: statisticsScopeOf(division, filter), rows, totals });
}

/** POST statistical/timeoutRecords: the records behind one number, most overdue first. */
export function timeoutRecords(call: FilingCall, query: TimeoutRecordsQuery): FilingServed<FilingPage<TimeoutRecord>> {
  const { stage, own, pageIndex: asked, pageSize, ...filter } = query;
  const found = records(call, filter);
  if (!found.ok) return found;
  const today = todayOf(call.at);
  const row = { code: query.divisionCode, own: own === true };
  const overdue: TimeoutRecord[] = [];
  for (const f of found.value.list) {
    if (!inRow(row, f.divisionCode)) continue;
    const judgement = STAGE_JUDGES[stage](f, today);
    if (judgement?.overdue !== true) continue;
    overdue.push({
      keyNumGather: f.keyNumGather,
      name: nameOf(f.data).name,
      keyTypeCode: f.keyTypeCode,
      typeLabel: FILING_TYPE_LABELS[f.keyTypeCode],
      divisionCode: f.divisionCode,
      divisionName: divisionName(call.dir, f.divisionCode),
      approvalDate: f.data.approvalDate,
      status: f.status,
      statusLabel: FILING_STATUS_LABELS[f.status],
      ...(f.reportedOn === undefined ? {} : { reportedOn: f.reportedOn }),
      deadline: judgement.deadline,
      ...(judgement.doneOn === undefined ? {} : { doneOn: judgement.doneOn }),
      daysOverdue: judgement.daysOverdue,
    });
  }
  overdue.sort((a, b) => (a.daysOverdue === b.daysOverdue ? a.keyNumGather.localeCompare(b.keyNumGather) : b.daysOverdue - a.daysOverdue));
  const pageIndex = Math.max(1, Math.min(asked, Math.ceil(overdue.length / pageSize)));
  return ok(pageOf(overdue, pageIndex, pageSize));
}
