import { periodBefore, periodLabel as formPeriodLabel, periodOf as formPeriodOf, periodRange as formPeriodRange } from '../statistics/report-form-period';
import type { LedgerCycle } from './ledger-types';

/** A ledger period: 2026-10 (月), 2026-Q3 (季) or 2026 (年). */
export const LEDGER_PERIOD_PATTERN = /^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/;
export const LEDGER_PERIOD_LENGTH = 7;

const YEAR = /^\d{4}$/;

/** How many past periods the cycle pickers offer (the current one included). */
export const PERIODS_OFFERED: Readonly<Record<LedgerCycle, number>> = { month: 24, quarter: 12, year: 5 };

export function isLedgerPeriod(cycle: LedgerCycle, period: string): boolean {
  return ledgerPeriodRange(cycle, period) !== undefined;
}

/** The inclusive approval-date range a period counts. */
export function ledgerPeriodRange(cycle: LedgerCycle, period: string): { startDate: string; endDate: string } | undefined {
  if (cycle !== 'year') return formPeriodRange(cycle, period);
  return YEAR.test(period) ? { startDate: `${period}-01-01`, endDate: `${period}-12-31` } : undefined;
}

/** The period that holds a yyyy-MM-dd day. */
export const ledgerPeriodOf = (cycle: LedgerCycle, day: string): string => (cycle === 'year' ? day.slice(0, 4) : formPeriodOf(cycle, day));

/** 2026年10月, 2026年第3季度, 2026年度. */
export const ledgerPeriodLabel = (cycle: LedgerCycle, period: string): string => (cycle === 'year' ? `${period}年度` : formPeriodLabel(cycle, period));

/** The period `steps` before this one. */
export const ledgerPeriodBefore = (cycle: LedgerCycle, period: string, steps: number): string =>
  cycle === 'year' ? String(Number(period) - steps) : periodBefore(cycle, period, steps);

/** The offered periods, the one holding `today` first. */
export function recentPeriods(cycle: LedgerCycle, today: string): string[] {
  const current = ledgerPeriodOf(cycle, today);
  return Array.from({ length: PERIODS_OFFERED[cycle] }, (_, i) => ledgerPeriodBefore(cycle, current, i));
}
