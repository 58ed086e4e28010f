import { dayNumber, isoOfDay, weekdayOfDay, type IsoDate } from './calendar-date';
import { DAYS_OFF, MAKE_UP_DAYS } from './holidays';

/** DOMAIN.md: a record must be reported within 20 working days of its approval date. */
export const REPORTING_DEADLINE_WORKING_DAYS = 20;

/** Outside the table's years only weekends are days off. */
function workingDayNo(dayNo: number): boolean {
  const iso = isoOfDay(dayNo);
  if (MAKE_UP_DAYS.has(iso)) return true;
  if (DAYS_OFF.has(iso)) return false;
  const weekday = weekdayOfDay(dayNo);
  return weekday !== 0 && weekday !== 6;
}

/** Whether a yyyy-MM-dd date is a working day; undefined for a malformed date. */
export function isWorkingDay(date: IsoDate): boolean | undefined {
  const day = dayNumber(date);
  return day === undefined ? undefined : workingDayNo(day);
}

/** The n-th working day after a date (n ≥ 0; n = 0 gives the date itself); undefined when malformed. */
export function addWorkingDays(date: IsoDate, n: number): IsoDate | undefined {
  let day = dayNumber(date);
  if (day === undefined || !Number.isInteger(n) || n < 0) return undefined;
  for (let left = n; left > 0; ) {
    day += 1;
    if (workingDayNo(day)) left -= 1;
  }
  return isoOfDay(day);
}

/** Working days in (from, to]: 0 when to is not after from; undefined when a date is malformed. */
export function workingDaysBetween(from: IsoDate, to: IsoDate): number | undefined {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === undefined || end === undefined) return undefined;
  let count = 0;
  for (let day = start + 1; day <= end; day += 1) if (workingDayNo(day)) count += 1;
  return count;
}

/** The last day a record approved on a date may be reported without being 超时. */
export const reportingDeadline = (approvalDate: IsoDate): IsoDate | undefined => addWorkingDays(approvalDate, REPORTING_DEADLINE_WORKING_DAYS);

/**
 * 超时: reported after the deadline, or still unreported and today is past it. `reportedOn` is
 * the report date when there is one; `today` is passed in (China time). False for malformed dates.
 */
export function isOverdue(approvalDate: IsoDate, reportedOn: IsoDate | undefined, today: IsoDate): boolean {
  const deadline = dayNumber(reportingDeadline(approvalDate) ?? '');
  const reference = dayNumber(reportedOn ?? today);
  return deadline !== undefined && reference !== undefined && reference > deadline;
}
