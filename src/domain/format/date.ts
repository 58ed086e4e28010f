/** China Standard Time, UTC+8, in minutes: the offset the dates of this product are shown in. */
export const CHINA_UTC_OFFSET_MINUTES = 480;

/** SPEC section 9: the date filter adds +8 hours (28800 s) to timestamps. */
export const DATE_FILTER_OFFSET_SECONDS = 28_800;

/** Display formats of SPEC section 9 (plus the full form with seconds and year-month). */
export type DisplayPattern = 'yyyy-MM-dd' | 'yyyy-MM-dd HH:mm' | 'HH:mm' | 'yyyy-MM-dd HH:mm:ss' | 'yyyy-MM';

/** Calendar fields of an instant at some offset; month and day count from 1. */
interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const MINUTE_MS = 60_000;
const MAX_OFFSET_MINUTES = 18 * 60;
const MAX_YEAR = 9999;

const validOffset = (offsetMinutes: number): boolean =>
  Number.isInteger(offsetMinutes) && Math.abs(offsetMinutes) <= MAX_OFFSET_MINUTES;

/**
 * The calendar fields of an epoch-millisecond instant seen at a UTC offset in minutes, or
 * undefined for a non-finite instant, an offset that is not a whole number of minutes within
 * ±18 hours, or a year outside 0–9999.
 */
export function datePartsAt(epochMs: number, offsetMinutes: number): DateParts | undefined {
  if (!Number.isFinite(epochMs) || !validOffset(offsetMinutes)) return undefined;
  const shifted = new Date(Math.floor(epochMs) + offsetMinutes * MINUTE_MS);
  const year = shifted.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > MAX_YEAR) return undefined;
  return {
    year,
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Some calendar fields written in a display pattern. */
export function formatParts(parts: DateParts, pattern: DisplayPattern): string {
  const date = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  const time = `${pad(parts.hour)}:${pad(parts.minute)}`;
  switch (pattern) {
    case 'yyyy-MM-dd':
      return date;
    case 'yyyy-MM-dd HH:mm':
      return `${date} ${time}`;
    case 'HH:mm':
      return time;
    case 'yyyy-MM-dd HH:mm:ss':
      return `${date} ${time}:${pad(parts.second)}`;
    case 'yyyy-MM':
      return `${pad(parts.year, 4)}-${pad(parts.month)}`;
  }
}

/** An epoch-millisecond instant written in a pattern at a UTC offset; '' when it has no date (see datePartsAt). */
export function formatEpoch(epochMs: number, offsetMinutes: number, pattern: DisplayPattern): string {
  const parts = datePartsAt(epochMs, offsetMinutes);
  return parts === undefined ? '' : formatParts(parts, pattern);
}

/** yyyy-MM-dd at a UTC offset (UTC+8 by default). */
export const formatDate = (epochMs: number, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string =>
  formatEpoch(epochMs, offsetMinutes, 'yyyy-MM-dd');

/** yyyy-MM-dd HH:mm at a UTC offset (UTC+8 by default). */
export const formatDateTime = (epochMs: number, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string =>
  formatEpoch(epochMs, offsetMinutes, 'yyyy-MM-dd HH:mm');

/** HH:mm at a UTC offset (UTC+8 by default). */
export const formatTime = (epochMs: number, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string =>
  formatEpoch(epochMs, offsetMinutes, 'HH:mm');

/** yyyy-MM-dd HH:mm:ss at a UTC offset (UTC+8 by default): the stamps the server writes, such as a sign-in's time. */
export const formatTimestamp = (epochMs: number, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string =>
  formatEpoch(epochMs, offsetMinutes, 'yyyy-MM-dd HH:mm:ss');

/** The hour of the day (0–23) in China time, or undefined for an instant with no date (see datePartsAt). */
export const chinaHour = (epochMs: number): number | undefined => datePartsAt(epochMs, CHINA_UTC_OFFSET_MINUTES)?.hour;

/** The date filter of SPEC section 9: a timestamp in seconds, +28800 s, written as UTC fields. */
export function dateFilter(epochSeconds: number, pattern: DisplayPattern = 'yyyy-MM-dd HH:mm:ss'): string {
  if (!Number.isFinite(epochSeconds)) return '';
  return formatEpoch((epochSeconds + DATE_FILTER_OFFSET_SECONDS) * 1000, 0, pattern);
}

const PARSEABLE: Partial<Record<DisplayPattern, RegExp>> = {
  'yyyy-MM-dd': /^(\d{4})-(\d{2})-(\d{2})$/,
  'yyyy-MM-dd HH:mm': /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
  'yyyy-MM-dd HH:mm:ss': /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
};

/**
 * The epoch-millisecond instant of a date written in a dated pattern at a UTC offset, or
 * undefined when the text does not match it or names no real date or time (2024-02-30, 24:00).
 */
export function parseDisplayed(text: string, pattern: DisplayPattern, offsetMinutes: number): number | undefined {
  const match = PARSEABLE[pattern]?.exec(text);
  if (match === undefined || match === null || !validOffset(offsetMinutes)) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((field) => Number(field ?? '0'));
  const wanted: DateParts = { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0 };
  const utc = new Date(0);
  utc.setUTCFullYear(wanted.year, wanted.month - 1, wanted.day);
  utc.setUTCHours(wanted.hour, wanted.minute, wanted.second, 0);
  const epochMs = utc.getTime() - offsetMinutes * MINUTE_MS;
  const actual = datePartsAt(epochMs, offsetMinutes);
  if (actual === undefined) return undefined;
  const same = (Object.keys(wanted) as (keyof DateParts)[]).every((key) => actual[key] === wanted[key]);
  return same ? epochMs : undefined;
}
