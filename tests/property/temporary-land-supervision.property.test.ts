import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createProblem } from '../../src/domain/affair/service/supervise';
import type { AffairBook, Directory } from '../../src/domain/affair/service/types';
import { LAND_SUPERVISE_FIELDS } from '../../src/domain/affair/supervision-form';
import type { UserLevel } from '../../src/domain/directory/directory';
import { isoOfDay } from '../../src/domain/filing/calendar-date';
import { landReminderItems, remindedKinds, type ReminderLand } from '../../src/domain/dashboard/land-reminders';
import { superviseLand } from '../../src/domain/dashboard/land-supervision';
import { remindersOn } from '../../src/domain/temporary-land/reminders';
import { COUNTY, termWithHistory } from './support/temporary-land-arbitraries';

const staff = (userId: string, divisionCode: string) => ({ userId, nickName: userId, deptId: `d-${userId}`, divisionCode, roleKey: 'r', kind: 'staff' as const });
const dir: Directory = { users: [staff('county-a', COUNTY), staff('county-b', COUNTY), staff('city-a', '360100')], departments: [], divisions: [] };
const empty: AffairBook = { affairs: [], supervisions: [], sequence: 0 };

const lands = fc
  .array(termWithHistory, { maxLength: 6 })
  .chain((terms) => fc.tuple(fc.constant(terms), fc.integer({ min: -60, max: 2500 })))
  .map(([terms, offset]) => {
    const base = terms[0]?.term.approvalDay ?? 0;
    const today = base + offset;
    const items: ReminderLand[] = terms.map(({ term, history }, index) => ({
      id: `L${index}`,
      projectName: `项目${index}`,
      term,
      history,
      divisionCode: COUNTY,
      divisionName: '南昌县',
    }));
    return { lands: items, today };
  });
const level = fc.constantFrom<UserLevel>('county', 'city', 'province', 'admin');
const callerOf = (l: UserLevel) => ({ userId: l === 'county' ? 'county-a' : 'city-a', level: l });
const atOf = (today: number): string => `${isoOfDay(today)}T02:00:00.000Z`;

describe('the reminders on 业务', () => {
  test.prop([lands, level])('are exactly the reminders of the land uses of the kinds the level receives, in urgency order', ({ lands: all, today }, l) => {
    const items = landReminderItems(all, [], dir, callerOf(l), today);
    const expected = remindersOn(all, today).filter((r) => remindedKinds(l).includes(r.kind));
    expect(items.map((i) => [i.id, i.kind, i.days])).toEqual(expected.map((r) => [r.id, r.kind, r.days]));
    expect(items.every((i) => i.daysText === (i.kind === 'expiring' ? `剩余${i.days}天` : `逾期${i.days}天`))).toBe(true);
  });

  test.prop([lands, level])('offer a draft the 新建督办 rules accept, and 转督办 with it succeeds once', ({ lands: all, today }, l) => {
    const caller = callerOf(l);
    let book = empty;
    for (const item of landReminderItems(all, [], dir, caller, today)) {
      const draft = item.draft;
      if (draft === undefined) throw new Error('a reminder without a supervision offers a draft');
      expect(createProblem(dir, { keyDigNumGather: '', ...draft }, atOf(today), LAND_SUPERVISE_FIELDS)).toBeUndefined();
      const land = all.find((candidate) => candidate.id === item.id);
      if (land === undefined) throw new Error('a reminder names one of the land uses');
      const first = superviseLand(book, dir, caller, land, { id: item.id, ...draft }, atOf(today), today);
      if (!first.ok) throw new Error(first.error.message);
      expect(first.value.value.temporaryLandId).toBe(item.id);
      book = first.value.book;
      const second = superviseLand(book, dir, caller, land, { id: item.id, ...draft }, atOf(today), today);
      expect(second.ok ? undefined : second.error.status).toBe(409);
    }
    const after = landReminderItems(all, book.supervisions, dir, caller, today);
    for (const item of after) {
      expect(item.draft).toBeUndefined();
      expect(item.supervision?.url).toContain(item.supervision?.id);
    }
  });

  test.prop([lands, level])('refuse 转督办 for a land use that is not reminded', ({ lands: all, today }, l) => {
    const caller = callerOf(l);
    const reminded = new Set(landReminderItems(all, [], dir, caller, today).map((i) => i.id));
    const body = { supName: '督办', deadline: isoOfDay(today + 1), urgedUserId: 'county-b', content: '请处理' };
    for (const land of all.filter((candidate) => !reminded.has(candidate.id))) {
      const outcome = superviseLand(empty, dir, caller, land, { id: land.id, ...body }, atOf(today), today);
      expect(outcome.ok ? undefined : outcome.error.status).toBe(409);
    }
  });
});
