import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { dayNumber, isoOfDay, weekdayOfDay } from '../../src/domain/filing/calendar-date';
import { DAYS_OFF, MAKE_UP_DAYS } from '../../src/domain/filing/holidays';
import { addWorkingDays, isOverdue, isWorkingDay, reportingDeadline, workingDaysBetween } from '../../src/domain/filing/working-days';

const FIRST = dayNumber('2023-12-01') ?? 0;
const LAST = dayNumber('2027-01-31') ?? 0;
const date = fc.integer({ min: FIRST, max: LAST }).map(isoOfDay);
const weekend = (iso: string): boolean => [0, 6].includes(weekdayOfDay(dayNumber(iso) ?? 0));

describe('working days', () => {
  test.prop([date, fc.integer({ min: 0, max: 120 })])('adding n working days then counting back gives n', (d, n) => {
    const later = addWorkingDays(d, n) ?? '';
    expect(workingDaysBetween(d, later)).toBe(n);
  });

  test.prop([date, fc.integer({ min: 1, max: 120 })])('never lands on a holiday, nor on a weekend unless it is a make-up day', (d, n) => {
    const later = addWorkingDays(d, n) ?? '';
    expect(DAYS_OFF.has(later)).toBe(false);
    if (weekend(later)) expect(MAKE_UP_DAYS.has(later)).toBe(true);
    expect(isWorkingDay(later)).toBe(true);
  });

  test.prop([date, fc.integer({ min: 1, max: 60 })])('the n-th working day is the first day at which n working days have passed', (d, n) => {
    const later = dayNumber(addWorkingDays(d, n) ?? '') ?? 0;
    expect(workingDaysBetween(d, isoOfDay(later - 1))).toBe(n - 1);
  });

  test.prop([date, date, date])('counting is additive', (a, b, c) => {
    const [x, y, z] = [a, b, c].sort();
    expect((workingDaysBetween(x ?? '', y ?? '') ?? 0) + (workingDaysBetween(y ?? '', z ?? '') ?? 0)).toBe(workingDaysBetween(x ?? '', z ?? ''));
  });

  test.prop([date, fc.integer({ min: -40, max: 60 })])('超时 exactly when reported after the 20th working day', (approved, offset) => {
    const deadline = dayNumber(reportingDeadline(approved) ?? '') ?? 0;
    const reported = isoOfDay(deadline + offset);
    expect(isOverdue(approved, reported, '2000-01-01')).toBe(offset > 0);
    expect(isOverdue(approved, undefined, reported)).toBe(offset > 0);
  });
});
