import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { chinaToday, isoOfDay } from '../../src/domain/filing/calendar-date';
import { chinaHour, formatDate, formatDateTime, formatTimestamp } from '../../src/domain/format/date';
import { greeting, greetingAt } from '../../src/domain/format/greeting';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Days since 1970 from 1992 (China has kept UTC+8 without daylight saving since 1992) to 2199. */
const chinaDay = fc.integer({ min: 8_036, max: 83_966 });
const instant = chinaDay.chain((day) => fc.integer({ min: 0, max: DAY - 1 }).map((ms) => day * DAY + ms));
/** Less than an hour either side of a boundary, in milliseconds; never zero, so the side is known. */
const nearBoundary = fc.integer({ min: -HOUR, max: HOUR - 2 }).map((ms) => (ms >= 0 ? ms + 1 : ms));

/** The oracle: the host's ICU data for Asia/Shanghai, independent of the code under test. */
const shanghai = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function inShanghai(epochMs: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes): string => shanghai.formatToParts(epochMs).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The instant at which a China calendar day begins: 00:00 UTC+8 is 16:00 UTC of the day before. */
const chinaMidnight = (day: number): number => day * DAY - 8 * HOUR;

describe('China time (UTC+8) whatever the host zone', () => {
  test.prop([instant])('timestamps agree with the Asia/Shanghai zone', (ms) => {
    expect(formatTimestamp(ms)).toBe(inShanghai(ms));
  });

  test.prop([instant])('date, date-time and timestamp are prefixes of one another', (ms) => {
    const stamp = formatTimestamp(ms);
    expect(formatDateTime(ms)).toBe(stamp.slice(0, 16));
    expect(formatDate(ms)).toBe(stamp.slice(0, 10));
    expect(chinaToday(ms)).toBe(stamp.slice(0, 10));
    expect(chinaHour(ms)).toBe(Number(stamp.slice(11, 13)));
  });

  test.prop([chinaDay, nearBoundary])('the date turns at 00:00 China time, which is 16:00 UTC', (day, delta) => {
    const ms = chinaMidnight(day) + delta;
    expect(formatDate(ms)).toBe(isoOfDay(delta > 0 ? day : day - 1));
    expect(chinaHour(ms)).toBe(delta > 0 ? 0 : 23);
    expect(formatTimestamp(chinaMidnight(day))).toBe(`${isoOfDay(day)} 00:00:00`);
  });

  test.prop([chinaDay, nearBoundary])('the morning greeting starts at 05:00 China time, not at 05:00 UTC', (day, delta) => {
    const fiveInChina = chinaMidnight(day) + 5 * HOUR;
    expect(greetingAt(fiveInChina + delta)).toBe(greeting(delta > 0 ? 5 : 4));
    expect(greetingAt(fiveInChina + delta)).toBe(greeting(Number(inShanghai(fiveInChina + delta).slice(11, 13))));
  });

  test.prop([instant, fc.integer({ min: -1000, max: 1000 })])('the greeting repeats every 24 hours', (ms, days) => {
    expect(greetingAt(ms + days * DAY)).toBe(greetingAt(ms));
  });
});
