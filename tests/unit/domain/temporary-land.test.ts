import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../../src/domain/filing/calendar-date';
import { decideAcceptance, entryLabel, type AcceptanceEntry } from '../../../src/domain/temporary-land/acceptance';
import { remindersOn } from '../../../src/domain/temporary-land/reminders';
import { TEMPORARY_LAND_STATUS_LABELS, daysText, situationOn } from '../../../src/domain/temporary-land/status';
import { addCalendarMonths, deadlineRefusal, termOf, type Term } from '../../../src/domain/temporary-land/term';

const day = (iso: string): number => dayNumber(iso) as number;
function termFor(approvalDate: string, termMonths: number, purpose: 'road' | 'energy' = 'road'): Term {
  const outcome = termOf({ approvalDate, termMonths, purpose });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

describe('the term', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15', '2027-02-15'],
    ['2026-01-31', 1, '2026-02-28', '2027-02-28'],
    ['2026-02-28', 24, '2028-02-28', '2029-02-28'],
    ['2024-02-29', 12, '2025-02-28', '2026-02-28'],
    ['2026-03-31', 23, '2028-02-29', '2029-02-28'],
  ])('approval %s for %i months ends %s, reclamation due %s', (approval, months, end, due) => {
    const term = termFor(approval, months);
    expect([term.endDate, term.reclamationDueDate]).toEqual([end, due]);
  });

  it('allows 48 months only for infrastructure', () => {
    expect(termFor('2026-05-10', 48, 'energy').endDate).toBe('2030-05-10');
    const refused = termOf({ approvalDate: '2026-05-10', termMonths: 25, purpose: 'road' });
    expect(refused.ok ? undefined : refused.error.message).toBe('施工便道的临时用地使用期限不得超过24个月');
  });

  it('accepts a declared 复垦期限 up to one year after the term and no later', () => {
    const term = termFor('2026-01-31', 1);
    expect(deadlineRefusal(term, '2027-02-28')).toBeUndefined();
    expect(deadlineRefusal(term, '2027-03-01')?.message).toBe('复垦期限不得晚于使用期满后一年（2027-02-28）');
    expect(deadlineRefusal(term, '2027-02-30')?.message).toBe('复垦期限不是有效的日期');
  });

  it('counts months across years, backwards too', () => {
    expect(addCalendarMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addCalendarMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-02-30', 1)).toBeUndefined();
  });
});

describe('the status on a day', () => {
  const term = termFor('2026-01-31', 12);
  const request: AcceptanceEntry = { kind: 'request', date: '2027-06-01', opinion: '已复垦', divisionCode: '360121' };
  const rejected: AcceptanceEntry = { kind: 'decision', passed: false, date: '2027-06-10', opinion: '植被未恢复', divisionCode: '360100' };

  it.each<[string, readonly AcceptanceEntry[], string, string]>([
    ['2026-12-31', [], '使用中', '剩余31天'],
    ['2027-01-01', [], '即将到期', '剩余30天'],
    ['2027-01-31', [], '即将到期', '剩余0天'],
    ['2027-02-01', [], '已到期待复垦', '复垦剩余364天'],
    ['2028-01-31', [], '已到期待复垦', '复垦剩余0天'],
    ['2028-02-01', [], '逾期未复垦', '逾期1天'],
    ['2027-06-05', [request], '复垦验收中', '待验收4天'],
    ['2027-05-31', [request], '已到期待复垦', '复垦剩余245天'],
    ['2027-06-10', [request, rejected], '已到期待复垦', '复垦剩余235天'],
    ['2027-06-10', [request, { ...rejected, passed: true }], '已复垦', ''],
  ])('on %s with %j it is %s (%s)', (today, history, label, days) => {
    const situation = situationOn(term, history, day(today));
    expect(TEMPORARY_LAND_STATUS_LABELS[situation.status]).toBe(label);
    expect(daysText(situation)).toBe(days);
  });
});

describe('acceptance and reminders', () => {
  it('lets the county register and its city decide, and no one else', () => {
    const state = { divisionCode: '360121', phase: 'none' as const };
    const register = { kind: 'register' as const, date: '2027-06-01', opinion: '已复垦' };
    const byCity = decideAcceptance(state, { divisionCode: '360100' }, register);
    expect(byCity.ok ? undefined : byCity.error.message).toBe('只有用地所在县（市、区）可以登记复垦验收');
    const registered = decideAcceptance(state, { divisionCode: '360121' }, register);
    expect(registered.ok).toBe(true);
    if (!registered.ok) return;
    const decide = { kind: 'decide' as const, passed: true, date: '2027-06-10', opinion: '通过' };
    const byProvince = decideAcceptance(registered.value.state, { divisionCode: '360000' }, decide);
    expect(byProvince.ok ? undefined : byProvince.error.message).toBe('只有用地所在设区市可以进行复垦验收');
    const byOtherCity = decideAcceptance(registered.value.state, { divisionCode: '360200' }, decide);
    expect(byOtherCity.ok ? undefined : byOtherCity.error.message).toBe('无权操作其他辖区的临时用地');
    const early = decideAcceptance(registered.value.state, { divisionCode: '360100' }, { ...decide, date: '2027-05-01' });
    expect(early.ok ? undefined : early.error.message).toBe('日期不能早于上一条验收记录的日期（2027-06-01）');
    const passed = decideAcceptance(registered.value.state, { divisionCode: '360100' }, decide);
    expect(passed.ok && passed.value.state.phase).toBe('accepted');
    expect(passed.ok && entryLabel(passed.value.entry)).toBe('验收通过');
    expect(entryLabel(registered.value.entry)).toBe('登记复垦验收');
  });

  it('reminds the overdue first, then the expiring by days left', () => {
    const lands = [
      { id: 'a', projectName: '便道A', term: termFor('2026-01-10', 12), history: [] },
      { id: 'b', projectName: '取土B', term: termFor('2024-01-10', 12), history: [] },
      { id: 'c', projectName: '堆料C', term: termFor('2026-01-20', 12), history: [] },
      { id: 'd', projectName: '勘查D', term: termFor('2026-06-01', 12), history: [] },
    ];
    const reminders = remindersOn(lands, day('2026-12-31'));
    expect(reminders.map((r) => [r.id, r.kind, r.days])).toEqual([
      ['b', 'overdue', 355],
      ['a', 'expiring', 10],
      ['c', 'expiring', 20],
    ]);
    expect(reminders[1]?.message).toBe('临时用地「便道A」将于10天后到期，请督促按期复垦');
  });
});
