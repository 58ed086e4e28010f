import { dayNumber, isoOfDay, type IsoDate } from '../filing/calendar-date';
import { TEMPORARY_PURPOSE_LABELS, maxTermMonths, type TemporaryLandUse } from '../filing/filing-types';
import { err, ok, type Result } from '../shared/result';
import { temporaryLandMessages as texts } from './temporary-land-messages';

/**
 * The term of a temporary land use and its reclamation deadline.
 *
 * Months are counted as the Civil Code counts periods (民法典 第二百零一、二百零三条): the approval
 * day itself is not counted, and the period's last day is the day with the same number in the
 * final month, or that month's last day when it has no such day. So approval 2026-01-15 with a
 * 1-month term ends 2026-02-15, and approval 2026-01-31 with a 1-month term ends 2026-02-28.
 * The land may be used through the term's last day. Reclamation (复垦) must be accepted within
 * one year after the term ends, counted the same way: a term ending 2028-02-29 must be reclaimed
 * by 2029-02-28.
 */
export interface Term {
  readonly approvalDate: IsoDate;
  readonly approvalDay: number;
  readonly termMonths: number;
  /** The last day the land may be used. */
  readonly endDate: IsoDate;
  readonly endDay: number;
  /** The last day by which reclamation must be accepted. */
  readonly reclamationDueDate: IsoDate;
  readonly reclamationDueDay: number;
}

export type TermInput = Pick<TemporaryLandUse, 'approvalDate' | 'termMonths' | 'purpose'>;

export interface TermRefusal {
  readonly code: 'date-invalid' | 'term-not-whole' | 'term-too-long' | 'deadline-too-late';
  readonly message: string;
}

/** Months after which reclamation is due, counted from the term's last day. */
export const RECLAMATION_MONTHS = 12;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const monthLength = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same-numbered day `months` calendar months later, clamped to the month's end; undefined for an unreadable date. */
export function addCalendarMonths(date: IsoDate, months: number): IsoDate | undefined {
  const match = ISO.exec(date);
  if (match === null || dayNumber(date) === undefined || !Number.isInteger(months)) return undefined;
  const monthIndex = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const day = Math.min(Number(match[3]), monthLength(year, month));
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Reads the term of a temporary land use, refusing a term beyond the legal maximum of its purpose. */
export function termOf(input: TermInput): Result<Term, TermRefusal> {
  const approvalDay = dayNumber(input.approvalDate);
  if (approvalDay === undefined) return err({ code: 'date-invalid', message: texts.approvalDateInvalid });
  if (!Number.isInteger(input.termMonths) || input.termMonths < 1) return err({ code: 'term-not-whole', message: texts.termNotWhole });
  const max = maxTermMonths(input.purpose);
  if (input.termMonths > max) return err({ code: 'term-too-long', message: texts.termTooLong(TEMPORARY_PURPOSE_LABELS[input.purpose], max) });
  const endDate = addCalendarMonths(input.approvalDate, input.termMonths);
  const reclamationDueDate = endDate === undefined ? undefined : addCalendarMonths(endDate, RECLAMATION_MONTHS);
  const endDay = endDate === undefined ? undefined : dayNumber(endDate);
  const reclamationDueDay = reclamationDueDate === undefined ? undefined : dayNumber(reclamationDueDate);
  // Only a date beyond year 9999 gets here: its end would not be a yyyy-MM-dd date any more.
  if (endDate === undefined || reclamationDueDate === undefined || endDay === undefined || reclamationDueDay === undefined) {
    return err({ code: 'date-invalid', message: texts.approvalDateInvalid });
  }
  return ok({ approvalDate: isoOfDay(approvalDay), approvalDay, termMonths: input.termMonths, endDate, endDay, reclamationDueDate, reclamationDueDay });
}

/** Checks a declared 复垦期限 (restorationDeadline) against the law: a real date, no later than one year after the term ends. */
export function deadlineRefusal(term: Term, restorationDeadline: IsoDate): TermRefusal | undefined {
  const deadline = dayNumber(restorationDeadline);
  if (deadline === undefined) return { code: 'date-invalid', message: texts.deadlineInvalid };
  return deadline > term.reclamationDueDay ? { code: 'deadline-too-late', message: texts.deadlineTooLate(term.reclamationDueDate) } : undefined;
}
