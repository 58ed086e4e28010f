import { chinaToday, dayNumber, type IsoDate } from '../filing/calendar-date';
import type { FilingHistoryEntry } from '../filing/history';
import type { StoredFiling } from '../filing/service/types';
import { addWorkingDays, REPORTING_DEADLINE_WORKING_DAYS } from '../filing/working-days';

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

/**
 * Deadlines by start date: thousands of records share a few hundred dates, and walking the
 * calendar per record made 超时统计 too slow at scale. A pure function's memo, never stale.
 */
const deadlines = new Map<string, IsoDate | undefined>();

function deadlineAfter(date: IsoDate, workingDays: number): IsoDate | undefined {
  const key = `${workingDays}|${date}`;
  if (deadlines.has(key)) return deadlines.get(key);
  const deadline = addWorkingDays(date, workingDays);
  deadlines.set(key, deadline);
  return deadline;
}

/** Records are immutable, so the day the level above decided is read from a record's history once. */
const decisions = new WeakMap<StoredFiling, IsoDate | null>();

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
  // yyyy-MM-dd dates order as text: the day count is only worked out for the late ones.
  const days = reference > deadline ? (dayNumber(reference) ?? 0) - (dayNumber(deadline) ?? 0) : 0;
  return { overdue: days > 0, deadline, ...(doneOn === undefined ? {} : { doneOn }), daysOverdue: Math.max(0, days) };
}

/** The day the level above first decided after the report, from the record's history. */
export function decidedOn(f: StoredFiling): IsoDate | undefined {
  if (f.reportedOn === undefined) return undefined;
  const known = decisions.get(f);
  if (known !== undefined) return known ?? undefined;
  const reportedOn = f.reportedOn;
  const decision = f.history.find((entry) => DECISIONS.has(entry.action) && chinaDay(entry.at) >= reportedOn);
  const day = decision === undefined ? undefined : chinaDay(decision.at);
  decisions.set(f, day ?? null);
  return day;
}

/** 上报超时, the working-day rule of isOverdue (the property tests hold the two equal): undefined for a malformed approval date. */
export function reportJudgement(f: StoredFiling, today: IsoDate): StageJudgement | undefined {
  return judged(deadlineAfter(f.data.approvalDate, REPORTING_DEADLINE_WORKING_DAYS), f.reportedOn, today);
}

/**
 * 审核超时: a reported record whose decision came after the deadline, or that still waits
 * (status 已上报) past it. A record recalled before any decision no longer waits and is not judged.
 */
export function reviewJudgement(f: StoredFiling, today: IsoDate): StageJudgement | undefined {
  if (f.reportedOn === undefined) return undefined;
  const decided = decidedOn(f);
  if (decided === undefined && f.status !== 'reported') return undefined;
  return judged(deadlineAfter(f.reportedOn, REVIEW_DEADLINE_WORKING_DAYS), decided, today);
}

export const STAGE_JUDGES: Readonly<Record<TimeoutStage, (f: StoredFiling, today: IsoDate) => StageJudgement | undefined>> = {
  report: reportJudgement,
  review: reviewJudgement,
};

export const todayOf = chinaDay;
