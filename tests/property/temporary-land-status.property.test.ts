import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { dayNumber } from '../../src/domain/filing/calendar-date';
import { remindersOn } from '../../src/domain/temporary-land/reminders';
import { STATUS_ORDER, compareUrgency, situationOn, type Ranked, type Situation } from '../../src/domain/temporary-land/status';
import { termWithHistory } from './support/temporary-land-arbitraries';

const around = fc.integer({ min: -200, max: 3000 });
const order = (s: Situation): number => STATUS_ORDER.indexOf(s.status);

describe('the status of a temporary land use', () => {
  test.prop([termWithHistory, around])('is defined on every day and agrees with its days', ({ term, history }, offset) => {
    const today = term.approvalDay + offset;
    const s = situationOn(term, history, today);
    expect(STATUS_ORDER).toContain(s.status);
    expect(s.daysLeft).toBe(term.endDay - today);
    expect(s.daysOverdue).toBe(Math.max(0, today - term.reclamationDueDay));
    const known = history.filter((e) => (dayNumber(e.date) as number) <= today).at(-1);
    if (known === undefined || (known.kind === 'decision' && !known.passed)) {
      if (today > term.reclamationDueDay) expect(s.status).toBe('overdue');
      else if (today > term.endDay) expect(s.status).toBe('awaitingReclamation');
      else expect(s.status).toBe(s.daysLeft <= 30 ? 'expiring' : 'using');
    } else {
      expect(s.status).toBe(known.kind === 'request' ? 'underAcceptance' : 'reclaimed');
    }
  });

  test.prop([termWithHistory, around, fc.integer({ min: 0, max: 1500 })])('moves only forward as days pass, unless a rejection falls between', ({ term, history }, offset, later) => {
    const first = term.approvalDay + offset;
    const second = first + later;
    const rejectedBetween = history.some((e) => {
      const d = dayNumber(e.date) as number;
      return e.kind === 'decision' && !e.passed && d > first && d <= second;
    });
    fc.pre(!rejectedBetween);
    expect(order(situationOn(term, history, second))).toBeGreaterThanOrEqual(order(situationOn(term, history, first)));
  });
});

const ranked = fc.tuple(fc.constantFrom('a', 'b', 'c'), termWithHistory, around).map(([id, { term, history }, offset]): Ranked => ({ id, situation: situationOn(term, history, term.approvalDay + offset) }));
const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

describe('the urgency order', () => {
  test.prop([ranked, ranked])('is antisymmetric and tells distinct records apart', (a, b) => {
    expect(sign(compareUrgency(a, b))).toBe(0 - sign(compareUrgency(b, a)));
    if (a.id !== b.id) expect(compareUrgency(a, b)).not.toBe(0);
    expect(compareUrgency(a, a)).toBe(0);
  });

  test.prop([ranked, ranked, ranked])('is transitive', (a, b, c) => {
    if (compareUrgency(a, b) <= 0 && compareUrgency(b, c) <= 0) expect(compareUrgency(a, c)).toBeLessThanOrEqual(0);
  });

  test.prop([ranked, ranked])('follows days overdue and days left', (a, b) => {
    const [x, y] = [a.situation, b.situation];
    const before = compareUrgency(a, b) < 0;
    if (x.status === 'overdue' && y.status !== 'overdue') expect(before).toBe(true);
    if (x.status === 'overdue' && y.status === 'overdue' && x.daysOverdue > y.daysOverdue) expect(before).toBe(true);
    if (x.status === 'expiring' && y.status === 'expiring' && x.daysLeft < y.daysLeft) expect(before).toBe(true);
    if (x.status === 'expiring' && !['overdue', 'expiring'].includes(y.status)) expect(before).toBe(true);
    if (y.status === 'reclaimed' && x.status !== 'reclaimed') expect(before).toBe(true);
  });
});

describe('the reminders of a day', () => {
  test.prop([fc.array(termWithHistory, { maxLength: 6 }), fc.integer({ min: -200, max: 3000 })])('are the land uses within 30 days of their end and the overdue reclamations, most urgent first', (lands, offset) => {
    const records = lands.map((l, i) => ({ id: `t${i}`, projectName: `项目${i}`, ...l }));
    const today = (records[0]?.term.approvalDay ?? 0) + offset;
    const reminders = remindersOn(records, today);
    const expected = records.filter((r) => {
      const s = situationOn(r.term, r.history, today);
      return (s.status !== 'underAcceptance' && s.status !== 'reclaimed' && s.daysLeft >= 0 && s.daysLeft <= 30) || s.status === 'overdue';
    });
    expect(reminders.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    for (let i = 1; i < reminders.length; i += 1) expect(compareUrgency(reminders[i - 1] as Ranked, reminders[i] as Ranked)).toBeLessThan(0);
    for (const r of reminders) expect(r.days).toBe(r.kind === 'overdue' ? r.situation.daysOverdue : r.situation.daysLeft);
  });
});
