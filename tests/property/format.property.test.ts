import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatBadge } from '../../src/domain/format/badge';
import {
  dateFilter,
  datePartsAt,
  formatDate,
  formatDateTime,
  formatEpoch,
  formatTime,
  parseDisplayed,
  type DisplayPattern,
} from '../../src/domain/format/date';
import { greeting } from '../../src/domain/format/greeting';
import { greetingLabels } from '../../src/domain/format/labels';

/** Instants from year 0 to year 9999 (UTC). */
const MIN_MS = -62_167_219_200_000;
const MAX_MS = 253_402_300_799_999;
const epochMs = fc.integer({ min: MIN_MS + 86_400_000, max: MAX_MS - 86_400_000 });
const offset = fc.integer({ min: -18 * 60, max: 18 * 60 });
const MINUTE = 60_000;

describe('formatBadge', () => {
  test.prop([fc.integer({ min: 1, max: 99 })])('shows counts 1–99 as they are', (n) => {
    expect(formatBadge(n)).toBe(String(n));
  });

  test.prop([fc.integer({ min: 100 })])('shows 99+ above 99', (n) => {
    expect(formatBadge(n)).toBe('99+');
  });

  test.prop([fc.double()])('any number gives nothing, 1–99 or 99+: never more than three characters', (n) => {
    const shown = formatBadge(n);
    if (shown === undefined) expect(Number.isNaN(n) || n < 1).toBe(true);
    else expect(shown).toMatch(/^([1-9]\d?|99\+)$/);
  });
});

describe('greeting', () => {
  const texts = Object.values(greetingLabels);

  test.prop([fc.integer({ min: 0, max: 23 }), fc.integer({ min: -1000, max: 1000 })])('wraps round the clock every 24 hours', (hour, days) => {
    expect(greeting(hour + 24 * days)).toBe(greeting(hour));
  });

  test.prop([fc.double()])('always gives one of the greetings, the neutral one only for non-finite hours', (hour) => {
    const text = greeting(hour);
    expect(texts).toContain(text);
    expect(text === greetingLabels.neutral).toBe(!Number.isFinite(hour));
  });
});

describe('dates', () => {
  test.prop([epochMs, offset])('the fields are in range', (ms, off) => {
    const parts = datePartsAt(ms, off);
    expect(parts).toBeDefined();
    if (parts === undefined) return;
    expect(parts.month).toBeGreaterThanOrEqual(1);
    expect(parts.month).toBeLessThanOrEqual(12);
    expect(parts.day).toBeGreaterThanOrEqual(1);
    expect(parts.day).toBeLessThanOrEqual(31);
    expect(parts.hour).toBeLessThanOrEqual(23);
    expect(parts.minute).toBeLessThanOrEqual(59);
    expect(parts.second).toBeLessThanOrEqual(59);
  });

  test.prop([epochMs, offset])('the shorthands have their shapes and agree with each other', (ms, off) => {
    const date = formatDate(ms, off);
    const time = formatTime(ms, off);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(formatDateTime(ms, off)).toBe(`${date} ${time}`);
  });

  test.prop([epochMs, offset, fc.constantFrom<DisplayPattern>('yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd')])(
    'parsing what was formatted gives the instant, truncated to the pattern',
    (ms, off, pattern) => {
      const text = formatEpoch(ms, off, pattern);
      const parsed = parseDisplayed(text, pattern, off);
      expect(parsed).toBeDefined();
      expect(formatEpoch(parsed ?? Number.NaN, off, pattern)).toBe(text);
      expect(parsed).toBeLessThanOrEqual(ms);
      const unit = pattern === 'yyyy-MM-dd HH:mm:ss' ? 1000 : pattern === 'yyyy-MM-dd HH:mm' ? MINUTE : 86_400_000;
      expect(ms - (parsed ?? Number.NaN)).toBeLessThan(unit);
    },
  );

  test.prop([epochMs, offset])('an offset is a shift of the instant', (ms, off) => {
    expect(formatEpoch(ms, off, 'yyyy-MM-dd HH:mm:ss')).toBe(formatEpoch(ms + off * MINUTE, 0, 'yyyy-MM-dd HH:mm:ss'));
  });

  test.prop([fc.integer({ min: -2_000_000_000, max: 4_000_000_000 })])('the date filter is the instant in seconds at UTC+8', (seconds) => {
    expect(dateFilter(seconds)).toBe(formatEpoch(seconds * 1000, 480, 'yyyy-MM-dd HH:mm:ss'));
  });

  test.prop([fc.string()])('parsing arbitrary text never throws', (text) => {
    expect(() => parseDisplayed(text, 'yyyy-MM-dd HH:mm', 480)).not.toThrow();
  });
});
