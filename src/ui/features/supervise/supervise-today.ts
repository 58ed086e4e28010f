import { formatDate } from '../../../domain/format/date';

/** Today as YYYY-MM-DD in China time, the calendar deadlines are written in. */
export const todayInChina = (): string => formatDate(Date.now());

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const day = (text: string): number => Date.parse(`${text}T00:00:00Z`) / 86_400_000;
  return Math.round(day(to) - day(from));
}
