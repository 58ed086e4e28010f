import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { dayNumber, isoOfDay } from '../../src/domain/filing/calendar-date';
import { maxTermMonths } from '../../src/domain/filing/filing-types';
import { addCalendarMonths, deadlineRefusal, termOf } from '../../src/domain/temporary-land/term';
import { anyDate, isoDate, purpose, term } from './support/temporary-land-arbitraries';

const parts = (iso: string): [number, number, number] => iso.split('-').map(Number) as [number, number, number];
const isLastOfMonth = (iso: string): boolean => isoOfDay((dayNumber(iso) as number) + 1).endsWith('-01');

/** An independent reading of the month count: same day number in the target month, or that month's last day. */
function expectMonthsLater(from: string, to: string, months: number): void {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  expect(ty * 12 + tm - (fy * 12 + fm)).toBe(months);
  expect(td).toBeLessThanOrEqual(fd);
  if (td < fd) expect(isLastOfMonth(to)).toBe(true);
}

describe('the term of a temporary land use', () => {
  test.prop([term])('ends the given number of calendar months after the approval', (t) => {
    expectMonthsLater(t.approvalDate, t.endDate, t.termMonths);
    expect(t.endDay).toBeGreaterThan(t.approvalDay);
  });

  test.prop([anyDate, purpose, fc.integer({ min: -5, max: 120 })])('never exceeds the legal maximum of its purpose', (approvalDate, p, termMonths) => {
    const outcome = termOf({ approvalDate, termMonths, purpose: p });
    const legalEnd = dayNumber(addCalendarMonths(approvalDate, maxTermMonths(p)) as string) as number;
    if (outcome.ok) expect(outcome.value.endDay).toBeLessThanOrEqual(legalEnd);
    else expect(outcome.error.code).toBe(termMonths > maxTermMonths(p) ? 'term-too-long' : 'term-not-whole');
    expect(outcome.ok).toBe(termMonths >= 1 && termMonths <= maxTermMonths(p));
  });

  test.prop([anyDate, purpose, fc.double({ min: 1, max: 48, noInteger: true })])('refuses a term that is not a whole number of months', (approvalDate, p, termMonths) => {
    const outcome = termOf({ approvalDate, termMonths, purpose: p });
    expect(outcome.ok ? undefined : outcome.error.code).toBe('term-not-whole');
  });

  test.prop([fc.string(), purpose])('refuses an approval date that is not a real yyyy-MM-dd date', (approvalDate, p) => {
    fc.pre(dayNumber(approvalDate) === undefined);
    const outcome = termOf({ approvalDate, termMonths: 12, purpose: p });
    expect(outcome.ok ? undefined : outcome.error.message).toBe('批准日期不是有效的日期');
  });

  test.prop([term])('puts the reclamation due date exactly one year after the term ends', (t) => {
    expectMonthsLater(t.endDate, t.reclamationDueDate, 12);
    expect([365, 366]).toContain(t.reclamationDueDay - t.endDay);
    expect(t.reclamationDueDay).toBe(dayNumber(t.reclamationDueDate));
  });

  test.prop([term, isoDate])('accepts a declared reclamation deadline exactly up to the legal due date', (t, declared) => {
    const refusal = deadlineRefusal(t, declared);
    expect(refusal?.code).toBe((dayNumber(declared) as number) > t.reclamationDueDay ? 'deadline-too-late' : undefined);
  });
});
