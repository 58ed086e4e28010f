import { CHINA_UTC_OFFSET_MINUTES, datePartsAt } from '../format/date';

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
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOfDay = (dayNo: number): number => (((dayNo + 4) % 7) + 7) % 7;

/** Today in China (UTC+8) for an epoch-millisecond instant passed in by the caller. */
export function chinaToday(nowMs: number): IsoDate | undefined {
  const parts = datePartsAt(nowMs, CHINA_UTC_OFFSET_MINUTES);
  if (parts === undefined) return undefined;
  return `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}
