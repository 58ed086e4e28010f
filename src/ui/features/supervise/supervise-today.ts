import { dayNumber } from '../../../domain/filing/calendar-date';

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier, 0 when either is not a date. */
export function daysBetween(from: string, to: string): number {
  const [start, end] = [dayNumber(from), dayNumber(to)];
  return start === undefined || end === undefined ? 0 : end - start;
}
