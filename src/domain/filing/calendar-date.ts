import { formatDate, formatEpoch } from '../format/date';

/** A calendar date written yyyy-MM-dd (China time). */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real yyyy-MM-dd date, or undefined. */
export function dayNumber(date: IsoDate): number | undefined {
  const match = ISO.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return Math.round(ms / DAY_MS);
}

/** The yyyy-MM-dd of a day number. */
export function isoOfDay(dayNo: number): IsoDate {
  return formatEpoch(dayNo * DAY_MS, 0, 'yyyy-MM-dd');
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOfDay = (dayNo: number): number => (((dayNo + 4) % 7) + 7) % 7;

/** Today in China (UTC+8) for an epoch-millisecond instant passed in by the caller. */
export function chinaToday(nowMs: number): IsoDate | undefined {
  const today = formatDate(nowMs);
  return today === '' ? undefined : today;
}
