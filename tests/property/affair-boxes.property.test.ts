import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Affair } from '../../src/domain/affair/affair';
import { inBox, isTodo } from '../../src/domain/affair/boxes';
import { validAffair } from '../../src/domain/affair/invariants';
import { accreditUsers, buttonsFor } from '../../src/domain/affair/service/detail';
import { applyAction } from '../../src/domain/affair/service/actions';
import { boxPage, todoCount } from '../../src/domain/affair/service/box-page';
import { forwardOptions } from '../../src/domain/affair/service/forward';
import type { ActionRequest, AffairBook, Directory, ForwardKind } from '../../src/domain/affair/service/types';
import { actorOf } from '../../src/domain/affair/service/directory';
import type { ForwardOptions } from '../../src/domain/affair/wire';
import { seedAffairBook } from '../../src/demo/affairs';
import { generateDemoData } from '../../src/demo/demo-data';

const demo = generateDemoData();
const DIR: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const SEED = seedAffairBook(demo);
const STAFF = demo.users.filter((u) => u.kind === 'staff').map((u) => u.userId);
const ACTIVE = ['10001', '10002', '10003', '10004', '10101', '10201', '10202', '10301', '10311'];

const actor = (userId: string) => {
  const found = actorOf(DIR, userId);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

/** A task held by one person with no delegation valid that day is in exactly one user's 待办. */
const soleHolder = (affair: Affair, day: string): boolean =>
  affair.task?.assignee.kind === 'person' && !affair.delegations.some((d) => d.start <= day && day <= d.end);

interface Step {
  readonly user: number;
  readonly affair: number;
  readonly button: number;
  readonly choice: number;
  readonly opinion: string;
}

const pickOf = <T>(items: readonly T[], index: number): T | undefined => items[index % Math.max(1, items.length)];

/** Builds a plausible request from what the service offers this user (buttons and forward options). */
function requestFor(book: AffairBook, userId: string, key: string, version: number, step: Step, at: string): ActionRequest | undefined {
  const buttons = buttonsFor(book, DIR, userId, key, at);
  if (!buttons.ok) return undefined;
  const action = pickOf(buttons.value, step.button)?.action;
  const base = { keyDigNumGather: key, version };
  const options = (kind: ForwardKind): ForwardOptions | undefined => {
    const found = forwardOptions(book, DIR, userId, kind, key, at);
    return found.ok ? found.value : undefined;
  };
  const target = (kind: ForwardKind) => {
    const node = pickOf(options(kind)?.nodes ?? [], step.choice);
    const leaf = pickOf(node?.handlers ?? [], step.choice >> 2);
    const handler = leaf === undefined ? undefined : { kind: leaf.type === 'TbUser' ? ('person' as const) : leaf.asUnit === true ? ('unit' as const) : ('department' as const), id: leaf.id };
    return { node, handler };
  };
  switch (action) {
    case undefined:
    case 'register':
      return undefined;
    case 'send':
    case 'specialSend': {
      const { node, handler } = target(action === 'send' ? 'forward' : 'special-forward');
      return node === undefined ? undefined : { kind: 'complete', body: { ...base, toNode: node.id, ...(handler === undefined ? {} : { handler }), special: action === 'specialSend', opinion: step.opinion } };
    }
    case 'turnBack': {
      const { node } = target('turn-back-forward');
      return node === undefined ? undefined : { kind: 'turnBack', body: { ...base, toNode: node.id, opinion: step.opinion } };
    }
    case 'transfer': {
      const { handler } = target('transfer-forward');
      return handler === undefined ? undefined : { kind: 'transfer', body: { ...base, handler } };
    }
    case 'accredit': {
      const users = accreditUsers(book, DIR, userId, key);
      const to = users.ok ? pickOf(users.value, step.choice)?.id : undefined;
      return to === undefined ? undefined : { kind: 'accreditApply', body: { ...base, to, start: at.slice(0, 10), end: '2026-12-31' } };
    }
    case 'accreditAnswer': {
      const from = book.affairs.find((s) => s.affair.keyDigNumGather === key)?.affair.delegations.find((d) => d.to === userId)?.from;
      return from === undefined ? undefined : { kind: 'accreditAnswer', body: { ...base, from, accept: step.choice % 2 === 0 } };
    }
    case 'opinion':
      return { kind: 'opinion', body: { ...base, opinion: step.opinion } };
    default:
      return { kind: action, body: base };
  }
}

const step = fc.record({
  user: fc.nat(ACTIVE.length - 1),
  affair: fc.nat(49),
  button: fc.nat(11),
  choice: fc.nat(63),
  opinion: fc.constantFrom('同意。', '请审核。', '材料不全，请补充后重新报送。'),
});

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
