import { lastDayOf } from '../dashboard/filing-stats';

/** 农房建设 is reported every month (yyyy-MM), 乡村建设规划许可 every quarter (yyyy-Qn). */
export type PeriodKind = 'month' | 'quarter';

export const PERIOD_PATTERNS: Readonly<Record<PeriodKind, RegExp>> = {
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
  quarter: /^(\d{4})-Q([1-4])$/,
};

export const PERIOD_EXAMPLES: Readonly<Record<PeriodKind, string>> = { month: '2026-01', quarter: '2026-Q1' };

const pad = (n: number): string => String(n).padStart(2, '0');

/** The year and the first and last month (1–12) of a period, or undefined when it is not one. */
function monthsOf(kind: PeriodKind, period: string): { year: number; first: number; last: number } | undefined {
  const match = PERIOD_PATTERNS[kind].exec(period);
  if (match === null) return undefined;
  const year = Number(match[1]);
  const n = Number(match[2]);
  return kind === 'month' ? { year, first: n, last: n } : { year, first: n * 3 - 2, last: n * 3 };
}

export const isPeriod = (kind: PeriodKind, period: string): boolean => monthsOf(kind, period) !== undefined;

/** The inclusive approval-date range of a period, as 备案查询 filters on it. */
export function periodRange(kind: PeriodKind, period: string): { startDate: string; endDate: string } | undefined {
  const months = monthsOf(kind, period);
  if (months === undefined) return undefined;
  return { startDate: `${months.year}-${pad(months.first)}-01`, endDate: lastDayOf(months.year, months.last) };
}

/** The period that holds a yyyy-MM-dd day. */
export function periodOf(kind: PeriodKind, day: string): string {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  return kind === 'month' ? `${year}-${pad(month)}` : `${year}-Q${Math.ceil(month / 3)}`;
}

/** A period that has not started by `today` cannot be reported yet; the current one can. */
export function isFuturePeriod(kind: PeriodKind, period: string, today: string): boolean {
  const range = periodRange(kind, period);
  return range === undefined || range.startDate > today;
}

/** The period `steps` periods before this one (the picker's and the seed's history). */
export function periodBefore(kind: PeriodKind, period: string, steps: number): string {
  const months = monthsOf(kind, period);
  if (months === undefined) return period;
  const index = months.year * 12 + months.first - 1 - steps * (kind === 'month' ? 1 : 3);
  const year = Math.floor(index / 12);
  return periodOf(kind, `${year}-${pad((index % 12) + 1)}-01`);
}

/** How a period reads in titles: 2026年10月, 2026年第3季度. */
export function periodLabel(kind: PeriodKind, period: string): string {
  const months = monthsOf(kind, period);
  if (months === undefined) return period;
  return kind === 'month' ? `${months.year}年${months.first}月` : `${months.year}年第${Math.ceil(months.first / 3)}季度`;
}
