import { describe, expect, it } from 'vitest';
import { BADGE_CAP, formatBadge } from '../../../src/domain/format/badge';
import {
  CHINA_UTC_OFFSET_MINUTES,
  DATE_FILTER_OFFSET_SECONDS,
  dateFilter,
  datePartsAt,
  formatDate,
  formatDateTime,
  formatEpoch,
  formatTime,
  formatTimestamp,
  parseDisplayed,
} from '../../../src/domain/format/date';
import { greeting, greetingAt } from '../../../src/domain/format/greeting';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, toPageSize } from '../../../src/domain/format/page-size';

describe('formatBadge (SPEC section 9: cap 99)', () => {
  it.each([
    [1, '1'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [Number.POSITIVE_INFINITY, '99+'],
    [3.7, '3'],
    [0, undefined],
    [0.5, undefined],
    [-1, undefined],
    [Number.NEGATIVE_INFINITY, undefined],
    [Number.NaN, undefined],
  ])('%d shows %j', (count, shown) => {
    expect(formatBadge(count)).toBe(shown);
  });

  it('caps at 99', () => expect(BADGE_CAP).toBe(99));
});

describe('greeting', () => {
  it.each([
    [0, '晚上好'],
    [4, '晚上好'],
    [5, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [10, '上午好'],
    [11, '中午好'],
    [12, '中午好'],
    [13, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [23, '晚上好'],
    [8.99, '早上好'],
    [24, '晚上好'],
    [29, '早上好'],
    [-1, '晚上好'],
    [-15, '上午好'],
    [Number.NaN, '您好'],
    [Number.POSITIVE_INFINITY, '您好'],
  ])('at hour %d says %s', (hour, text) => {
    expect(greeting(hour)).toBe(text);
  });

  it('greets by the hour in China, not the host zone', () => {
    // 21:30 UTC is 05:30 the next morning in UTC+8.
    expect(greetingAt(Date.UTC(2024, 0, 1, 21, 30))).toBe('早上好');
    // 10:00 UTC is 18:00 in UTC+8.
    expect(greetingAt(Date.UTC(2024, 0, 1, 10, 0))).toBe('晚上好');
    expect(greetingAt(Number.NaN)).toBe('您好');
  });
});

describe('dates (SPEC section 9)', () => {
  /** 2024-03-05 01:02:03 UTC, which is 09:02:03 in UTC+8. */
  const instant = Date.UTC(2024, 2, 5, 1, 2, 3);
  /** 2023-12-31 20:30:00 UTC, which is already 2024-01-01 04:30 in UTC+8. */
  const newYear = Date.UTC(2023, 11, 31, 20, 30);

  it('writes the server stamps with seconds in UTC+8', () => {
    expect(formatTimestamp(Date.UTC(2025, 11, 31, 16, 0, 0))).toBe('2026-01-01 00:00:00');
    expect(formatTimestamp(instant)).toBe('2024-03-05 09:02:03');
    expect(formatTimestamp(Number.NaN)).toBe('');
  });

  it('uses UTC+8 and the 28800 s filter', () => {
    expect(CHINA_UTC_OFFSET_MINUTES).toBe(480);
    expect(DATE_FILTER_OFFSET_SECONDS).toBe(28800);
  });

  it.each([
    [instant, 'yyyy-MM-dd', '2024-03-05'],
    [instant, 'yyyy-MM-dd HH:mm', '2024-03-05 09:02'],
    [instant, 'HH:mm', '09:02'],
    [instant, 'yyyy-MM-dd HH:mm:ss', '2024-03-05 09:02:03'],
    [instant, 'yyyy-MM', '2024-03'],
    [newYear, 'yyyy-MM-dd HH:mm', '2024-01-01 04:30'],
    [0, 'yyyy-MM-dd HH:mm:ss', '1970-01-01 08:00:00'],
    [-1, 'yyyy-MM-dd HH:mm:ss', '1970-01-01 07:59:59'],
  ] as const)('%d at UTC+8 in %s is %s', (epochMs, pattern, text) => {
    expect(formatEpoch(epochMs, 480, pattern)).toBe(text);
  });

  it('has shorthands defaulting to UTC+8', () => {
    expect(formatDate(newYear)).toBe('2024-01-01');
    expect(formatDateTime(newYear)).toBe('2024-01-01 04:30');
    expect(formatTime(newYear)).toBe('04:30');
    expect(formatDate(newYear, 0)).toBe('2023-12-31');
  });

  it.each([
    [Number.NaN, 480],
    [Number.POSITIVE_INFINITY, 480],
    [8.64e15 + 1, 0],
    [Date.UTC(10000, 0, 1), 0],
    [instant, 30.5],
    [instant, 24 * 60],
    [instant, Number.NaN],
  ])('%d at offset %d has no date', (epochMs, offset) => {
    expect(datePartsAt(epochMs, offset)).toBeUndefined();
    expect(formatEpoch(epochMs, offset, 'yyyy-MM-dd')).toBe('');
  });

  it.each([
    [0, '1970-01-01 08:00:00'],
    [1_709_600_523, '2024-03-05 09:02:03'],
    [Number.NaN, ''],
  ])('the date filter shows %d seconds as %s', (seconds, text) => {
    expect(dateFilter(seconds)).toBe(text);
  });

  it.each([
    ['2024-03-05', 'yyyy-MM-dd', Date.UTC(2024, 2, 4, 16)],
    ['2024-03-05 09:02', 'yyyy-MM-dd HH:mm', Date.UTC(2024, 2, 5, 1, 2)],
    ['2024-03-05 09:02:03', 'yyyy-MM-dd HH:mm:ss', instant],
  ] as const)('parses %s as %s', (text, pattern, epochMs) => {
    expect(parseDisplayed(text, pattern, 480)).toBe(epochMs);
  });

  it('reads year 0050 as the year 50, not 1950', () => {
    const year50 = new Date(0);
    year50.setUTCFullYear(50, 5, 1);
    expect(parseDisplayed('0050-06-01', 'yyyy-MM-dd', 480)).toBe(year50.getTime() - 8 * 3_600_000);
    expect(formatDate(year50.getTime(), 0)).toBe('0050-06-01');
  });

  it.each([
    ['2024-02-30', 'yyyy-MM-dd'],
    ['2023-02-29', 'yyyy-MM-dd'],
    ['2024-13-01', 'yyyy-MM-dd'],
    ['2024-03-05 24:00', 'yyyy-MM-dd HH:mm'],
    ['2024-03-05 12:60', 'yyyy-MM-dd HH:mm'],
    ['2024-3-5', 'yyyy-MM-dd'],
    ['2024-03-05', 'yyyy-MM-dd HH:mm'],
    ['09:02', 'HH:mm'],
    ['', 'yyyy-MM-dd'],
  ] as const)('does not parse %j as %s', (text, pattern) => {
    expect(parseDisplayed(text, pattern, 480)).toBeUndefined();
  });
});

describe('page sizes (SPEC section 9)', () => {
  it('offers 15, 20, 30, 50 with 15 by default', () => {
    expect(PAGE_SIZES).toEqual([15, 20, 30, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(15);
  });

  it.each([
    [20, 20],
    [50, 50],
    [25, 15],
    ['20', 15],
    [undefined, 15],
  ])('%j is page size %i', (value, size) => {
    expect(toPageSize(value)).toBe(size);
  });
});
