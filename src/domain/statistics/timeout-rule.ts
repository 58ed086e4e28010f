import { chinaToday, dayNumber, type IsoDate } from '../filing/calendar-date';
import type { FilingHistoryEntry } from '../filing/history';
import type { StoredFiling } from '../filing/service/types';
import { addWorkingDays, isOverdue, reportingDeadline } from '../filing/working-days';

/**
 * Our rule (DOMAIN.md sets none for review): the level above must decide a reported record — file
 * it or return it — within this many working days of its report date, as the county had to report.
 */
export const REVIEW_DEADLINE_WORKING_DAYS = 20;

export type TimeoutStage = 'report' | 'review';
export const TIMEOUT_STAGES: readonly TimeoutStage[] = ['report', 'review'];

/** Steps by which the level above decides a reported record. */
const DECISIONS: ReadonlySet<FilingHistoryEntry['action']> = new Set(['forward', 'approve', 'return']);

const chinaDay = (at: string): IsoDate => chinaToday(Date.parse(at)) ?? at.slice(0, 10);

/** How one record stands against a stage's deadline. */
export interface StageJudgement {
  readonly overdue: boolean;
  readonly deadline: IsoDate;
  /** The day the stage ended (reported, decided), absent while it still runs. */
  readonly doneOn?: IsoDate;
  /** Calendar days past the deadline, as of doneOn or today (a report on the Saturday after a Friday deadline is 1 day late, not 0 working days). */
  readonly daysOverdue: number;
}

function judged(deadline: IsoDate | undefined, doneOn: IsoDate | undefined, today: IsoDate): StageJudgement | undefined {
  if (deadline === undefined) return undefined;
  const reference = doneOn ?? today;
  const days = (dayNumber(reference) ?? 0) - (dayNumber(deadline) ?? 0);
  return { overdue: days > 0, deadline, ...(doneOn === undefined ? {} : { doneOn }), daysOverdue: Math.max(0, days) };
}

/** The day the level above first decided after the report, from the record's history. */
export function decidedOn(f: StoredFiling): IsoDate | undefined {
  if (f.reportedOn === undefined) return undefined;
  const reportedOn = f.reportedOn;
  const decision = f.history.find((entry) => DECISIONS.has(entry.action) && chinaDay(entry.at) >= reportedOn);
  return decision === undefined ? undefined : chinaDay(decision.at);
}

/** 上报超时 (the existing working-day rule, isOverdue): undefined for a malformed approval date. */
export function reportJudgement(f: StoredFiling, today: IsoDate): StageJudgement | undefined {
  const judgement = judged(reportingDeadline(f.data.approvalDate), f.reportedOn, today);
  // isOverdue is the rule 备案查询's 超时 flag uses; the judgement must never disagree with it.
  return judgement === undefined ? undefined : { ...judgement, overdue: isOverdue(f.data.approvalDate, f.reportedOn, today) };
}

/**
 * 审核超时: a reported record whose decision came after the deadline, or that still waits
 * (status 已上报) past it. A record recalled before any decision no longer waits and is not judged.
 */
export function reviewJudgement(f: StoredFiling, today: IsoDate): StageJudgement | undefined {
  if (f.reportedOn === undefined) return undefined;
  const decided = decidedOn(f);
  if (decided === undefined && f.status !== 'reported') return undefined;
  return judged(addWorkingDays(f.reportedOn, REVIEW_DEADLINE_WORKING_DAYS), decided, today);
}

export const STAGE_JUDGES: Readonly<Record<TimeoutStage, (f: StoredFiling, today: IsoDate) => StageJudgement | undefined>> = {
  report: reportJudgement,
  review: reviewJudgement,
};

export const todayOf = chinaDay;
