import { describe, expect, it } from 'vitest';
import { validAffair } from '../../../src/domain/affair/invariants';
import { boxPage } from '../../../src/domain/affair/service/box-page';
import { superviseList } from '../../../src/domain/affair/service/supervise';
import type { Directory } from '../../../src/domain/affair/service/types';
import type { BoxName } from '../../../src/domain/affair/wire';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';

const demo = generateDemoData();
const book = seedAffairBook(demo);
const dir: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const AT = '2026-11-21T02:00:00.000Z';

const total = (userId: string, box: BoxName): number => {
  const page = boxPage(book, dir, userId, box, { pageIndex: 1, pageSize: 50 }, AT);
  if (!page.ok) throw new Error(page.error.message);
  return page.value.total;
};

describe('the seeded affairs (seedAffairBook)', () => {
  it('is deterministic and holds 40 to 60 affairs of every definition, each valid', () => {
    expect(seedAffairBook(demo)).toEqual(book);
    expect(book.affairs.length).toBeGreaterThanOrEqual(40);
    expect(book.affairs.length).toBeLessThanOrEqual(60);
    expect(new Set(book.affairs.map((s) => s.affair.procDefId))).toEqual(new Set(['lsydsp:1', 'ssnyba:1', 'gwbl:1']));
    for (const { affair } of book.affairs) expect(validAffair(affair)).toEqual([]);
    expect(new Set(book.affairs.map((s) => s.affair.keyDigNumGather)).size).toBe(book.affairs.length);
  });

  it('dates every step in office hours between September and November 2026, before the demo day', () => {
    for (const { affair, updatedAt } of book.affairs) {
      for (const entry of affair.history) {
        expect(entry.at >= '2026-09-01' && entry.at < '2026-11-21').toBe(true);
        const beijingHour = (Number(entry.at.slice(11, 13)) + 8) % 24;
        expect(beijingHour >= 8 && beijingHour < 18).toBe(true);
      }
      expect(updatedAt).toBe(affair.history.at(-1)?.at);
    }
  });

  it.each(['10001', '10002', '10003', '10004'])('gives user %s affairs in 待办 (3 or more), 已办, 办结 and 作废', (userId) => {
    expect(total(userId, 'todo')).toBeGreaterThanOrEqual(3);
    expect(total(userId, 'done')).toBeGreaterThanOrEqual(1);
    expect(total(userId, 'finish')).toBeGreaterThanOrEqual(1);
    expect(total(userId, 'invalid')).toBeGreaterThanOrEqual(1);
  });

  it('has suspended, delegated, drafts and obsolete ones, and keeps opinions in the history', () => {
    const statuses = book.affairs.map((s) => s.affair.status);
    for (const status of ['draft', 'running', 'suspended', 'finished', 'obsolete']) expect(statuses).toContain(status);
    expect(book.affairs.some((s) => s.affair.delegations.length > 0)).toBe(true);
    expect(book.affairs.some((s) => s.affair.history.some((e) => e.action === 'turnBack' && e.opinion !== undefined))).toBe(true);
  });

  it('has 4 to 6 supervisions, at least one overdue, each seen by its supervisor and the urged person', () => {
    expect(book.supervisions.length).toBeGreaterThanOrEqual(4);
    expect(book.supervisions.length).toBeLessThanOrEqual(6);
    const admin = superviseList(book, dir, '10001', { pageIndex: 1, pageSize: 15 }, AT);
    expect(admin.ok && admin.value.rows.some((row) => row.overdue)).toBe(true);
    for (const s of book.supervisions) {
      for (const userId of [s.supervisorId, s.urgedUserId]) {
        const list = superviseList(book, dir, userId, { pageIndex: 1, pageSize: 15 }, AT);
        expect(list.ok && list.value.rows.some((row) => row.id === s.id)).toBe(true);
      }
    }
  });
});
