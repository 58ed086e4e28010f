import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Affair } from '../../src/domain/affair/affair';
import { inBox, isTodo } from '../../src/domain/affair/boxes';
import { validAffair } from '../../src/domain/affair/invariants';
import { applyAction } from '../../src/domain/affair/service/actions';
import { boxPage, todoCount } from '../../src/domain/affair/service/box-page';
import type { ActionRequest } from '../../src/domain/affair/service/types';
import { actorOf } from '../../src/domain/affair/service/directory';
import { seedAffairBook } from '../../src/demo/affairs';

import { ACTIVE, DEMO, DIR, pickOf, requestFor, step } from './support/affair-steps';

const SEED = seedAffairBook(DEMO);
const STAFF = DEMO.users.filter((u) => u.kind === 'staff').map((u) => u.userId);

const actor = (userId: string) => {
  const found = actorOf(DIR, userId);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

/** A task held by one person with no delegation valid that day is in exactly one user's 待办. */
const soleHolder = (affair: Affair, day: string): boolean =>
  affair.task?.assignee.kind === 'person' && !affair.delegations.some((d) => d.start <= day && day <= d.end);

const RUNS = 60;

describe('boxes over the seeded book, after random service steps (DOMAIN.md "Boxes are views")', () => {
  it('offered actions are accepted; 待办 and 已办 are disjoint; a person-held task is in exactly one 待办; todoCount matches the box', () => {
    // A step whose user is offered nothing is skipped, so the runs also count what they applied:
    // the checks below must have been made on changed books, not on the seed 60 times.
    const appliedPerRun: number[] = [];
    const kindsApplied = new Set<ActionRequest['kind']>();
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        let book = SEED;
        let applied = 0;
        steps.forEach((s, index) => {
          const at = `2026-11-21T0${Math.floor(index / 10)}:${String(index % 60).padStart(2, '0')}:00.000Z`;
          const userId = ACTIVE[s.user] ?? '10004';
          const query = boxPage(book, DIR, userId, 'query', { pageIndex: 1, pageSize: 50 }, at);
          const row = query.ok ? pickOf(query.value.rows, s.affair) : undefined;
          const stored = book.affairs.find((a) => a.affair.keyDigNumGather === row?.keyDigNumGather);
          if (stored === undefined) return;
          const request = requestFor(book, userId, stored.affair.keyDigNumGather, stored.affair.history.length, s, at);
          if (request === undefined) return;
          // What the buttons and forward options offer, the action accepts.
          const done = applyAction(book, DIR, userId, request, at);
          if (!done.ok) throw new Error(`${request.kind} offered but refused: ${done.error.message}`);
          const after = done.value.book.affairs.find((a) => a.affair.keyDigNumGather === stored.affair.keyDigNumGather)?.affair;
          expect(after?.history).toHaveLength(stored.affair.history.length + 1);
          book = done.value.book;
          applied += 1;
          kindsApplied.add(request.kind);
        });
        expect(book === SEED).toBe(applied === 0);
        const at = '2026-11-21T09:00:00.000Z';
        for (const { affair } of book.affairs) {
          expect(validAffair(affair)).toEqual([]);
          if (soleHolder(affair, '2026-11-21')) expect(STAFF.filter((id) => isTodo(affair, actor(id), at))).toHaveLength(1);
        }
        for (const userId of ACTIVE) {
          const me = actor(userId);
          for (const { affair } of book.affairs) expect(inBox(affair, me, 'todo', at) && inBox(affair, me, 'done', at)).toBe(false);
          const todo = boxPage(book, DIR, userId, 'todo', { pageIndex: 1, pageSize: 50 }, at);
          expect(todo.ok && todo.value.total).toBe(todoCount(book, DIR, userId, at));
        }
        appliedPerRun.push(applied);
      }),
      { numRuns: RUNS },
    );
    // About 19 runs in 20 apply a step and every run averages 4; the bounds leave room for the seed.
    expect(appliedPerRun.filter((applied) => applied > 0).length).toBeGreaterThanOrEqual(RUNS / 2);
    expect(appliedPerRun.reduce((sum, applied) => sum + applied, 0)).toBeGreaterThanOrEqual(RUNS);
    expect([...kindsApplied]).toEqual(expect.arrayContaining(['complete', 'turnBack', 'opinion']));
    expect(kindsApplied.size).toBeGreaterThanOrEqual(6);
  }, 60_000);
});
