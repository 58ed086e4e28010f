import { chinaToday, dayNumber } from '../filing/calendar-date';
import type { DivisionLevel } from '../filing/jurisdiction';
import { archiveMessages as m } from './archive-messages';
import { LOAN_DAYS_MAX, SECRECY_LABELS, SECRECY_LEVELS, type Secrecy, type StoredArchive, type StoredLoan } from './archive-types';

/**
 * 借阅 rules. Clearance follows the borrower's level: county staff may borrow up to 内部, city staff
 * up to 秘密, provincial staff up to 机密; a 密级 above it is never lent, whoever approves.
 */
const CLEARANCE: Readonly<Record<DivisionLevel, Secrecy>> = { county: 'internal', city: 'secret', province: 'confidential' };

export const clearanceOf = (level: DivisionLevel): Secrecy => CLEARANCE[level];

const rank = (s: Secrecy): number => SECRECY_LEVELS.indexOf(s);

export const mayRead = (clearance: Secrecy, secrecy: Secrecy): boolean => rank(secrecy) <= rank(clearance);

/** A loan that still holds the item: waiting for approval or out. */
export const holdsItem = (loan: StoredLoan): boolean => loan.state === 'pending' || loan.state === 'lent';

/** Why the item may not be asked for now (not the fields' problems), or undefined. */
export function loanRefusal(record: StoredArchive, loans: readonly StoredLoan[], clearance: Secrecy): string | undefined {
  if (record.state === 'out') return m.alreadyOut;
  const open = loans.find((l) => l.archiveId === record.id && holdsItem(l));
  if (record.state === 'lent' || open?.state === 'lent') return m.onLoan;
  if (open !== undefined) return m.loanPending;
  if (!mayRead(clearance, record.secrecy)) return m.clearanceTooLow(SECRECY_LABELS[record.secrecy], SECRECY_LABELS[clearance]);
  return undefined;
}

/** The due date's problem: not before today and at most LOAN_DAYS_MAX days on. */
export function dueDateProblem(dueDate: string, today: string): string | undefined {
  const due = dayNumber(dueDate);
  const now = dayNumber(today);
  if (due === undefined || now === undefined) return m.dateInvalid;
  if (due < now) return m.dueInPast;
  return due - now > LOAN_DAYS_MAX ? m.dueTooLate : undefined;
}

/** Days past due: of a loan still out, until today; of a returned one, until its return day. */
export function daysLate(loan: StoredLoan, today: string): number {
  if (loan.state !== 'lent' && loan.state !== 'returned') return 0;
  const until = loan.state === 'returned' && loan.returnedAt !== undefined ? (chinaToday(Date.parse(loan.returnedAt)) ?? today) : today;
  const late = (dayNumber(until) ?? 0) - (dayNumber(loan.dueDate) ?? 0);
  return Math.max(0, late);
}

/** Out on loan and past its due date: the borrower is reminded until it comes back. */
export const isOverdue = (loan: StoredLoan, today: string): boolean => loan.state === 'lent' && daysLate(loan, today) > 0;

/** The China calendar day of an instant, the day loans are judged by. */
export const dayOfInstant = (at: string): string => chinaToday(Date.parse(at)) ?? at.slice(0, 10);

/**
 * The 借阅管理 badge: loans past due that the user borrowed or, as the unit's keeper, lent out;
 * the overdue rows of the user's 借阅管理 list (role 全部), so the badge and the list agree.
 */
export function overdueLoanCount(loans: readonly StoredLoan[], userId: string, at: string): number {
  const today = dayOfInstant(at);
  return loans.filter((l) => (l.borrowerId === userId || l.approverId === userId) && isOverdue(l, today)).length;
}
