import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { inBox, isTodo } from '../../src/domain/affair/boxes';
import { SEED_DEFINITIONS } from '../../src/domain/affair/definitions';
import { applyAction } from '../../src/domain/affair/service/actions';
import { affairIndexOf, boxCandidates } from '../../src/domain/affair/service/affair-index';
import { boxPage, todoCount } from '../../src/domain/affair/service/box-page';
import { actorOf } from '../../src/domain/affair/service/directory';
import { registerAffair } from '../../src/domain/affair/service/register';
import type { AffairBook } from '../../src/domain/affair/service/types';
import type { BoxName } from '../../src/domain/affair/wire';
import { seedAffairBook } from '../../src/demo/affairs';
import { ACTIVE, DEMO, DIR, pickOf, requestFor, step } from './support/affair-steps';

const SEED = seedAffairBook(DEMO);
const BOXES: readonly BoxName[] = ['todo', 'done', 'finish', 'invalid', 'query', 'condition'];
const VIEWERS = [...ACTIVE, DEMO.users.find((u) => u.userName === 'admin')?.userId ?? ''];
const RUNS = 40;

const actor = (userId: string) => {
  const found = actorOf(DIR, userId);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

const valueOf = (kind: string): string => (kind === 'number' ? '3' : kind === 'date' ? '2026-11-21' : '测试内容');

/** A registration of some definition by the step's user, or undefined when the user may not register it. */
function registered(book: AffairBook, userId: string, choice: number, at: string): AffairBook | undefined {
  const definition = pickOf(SEED_DEFINITIONS, choice);
  if (definition === undefined) return undefined;
  const formData = Object.fromEntries(definition.formFields.map((field) => [field.name, valueOf(field.kind)]));
  const done = registerAffair(book, DIR, userId, definition.id, { title: `随机登记${choice}`, formData }, at);
  return done.ok ? done.value.book : undefined;
}

const keysOf = (affairs: readonly { readonly affair: { readonly keyDigNumGather: string } }[]): string[] => affairs.map((s) => s.affair.keyDigNumGather).sort();

/** The index kept up to date by the write hooks holds what one built from scratch (a plain scan) holds, group by group. */
function expectSameAsScan(book: AffairBook): void {
  const kept = affairIndexOf(book.affairs);
  const scanned = affairIndexOf([...book.affairs]);
  expect([...kept.keys()].sort()).toEqual([...scanned.keys()].sort());
  for (const [id, group] of scanned) expect(keysOf(kept.get(id) ?? [])).toEqual(keysOf(group));
}

describe('the affair index after random registrations and actions', () => {
  it('matches a scan of every affair, and every box and 待办 count read through it matches the box rule over every affair', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.tuple(step, fc.boolean()), { minLength: 1, maxLength: 20 }), (steps) => {
        affairIndexOf(SEED.affairs);
        let book = SEED;
        steps.forEach(([s, register], index) => {
          const at = `2026-11-21T0${Math.floor(index / 10)}:${String(index % 60).padStart(2, '0')}:00.000Z`;
          const userId = ACTIVE[s.user] ?? '10004';
          if (register) {
            book = registered(book, userId, s.choice, at) ?? book;
            kinds.add('register');
            return;
          }
          const query = boxPage(book, DIR, userId, 'query', { pageIndex: 1, pageSize: 50 }, at);
          const row = query.ok ? pickOf(query.value.rows, s.affair) : undefined;
          const stored = book.affairs.find((a) => a.affair.keyDigNumGather === row?.keyDigNumGather);
          const request = stored === undefined ? undefined : requestFor(book, userId, stored.affair.keyDigNumGather, stored.affair.history.length, s, at);
          if (request === undefined) return;
          const done = applyAction(book, DIR, userId, request, at);
          if (!done.ok) return;
          book = done.value.book;
          kinds.add(request.kind);
        });
        expectSameAsScan(book);
        const at = '2026-11-21T09:00:00.000Z';
        for (const userId of VIEWERS) {
          const me = actor(userId);
          for (const box of BOXES) {
            const read = boxCandidates(book.affairs, me, box).filter((s) => inBox(s.affair, me, box, at));
            expect(keysOf(read)).toEqual(keysOf(book.affairs.filter((s) => inBox(s.affair, me, box, at))));
          }
          expect(todoCount(book, DIR, userId, at)).toBe(book.affairs.filter((s) => isTodo(s.affair, me, at)).length);
        }
      }),
      { numRuns: RUNS },
    );
    expect([...kinds]).toEqual(expect.arrayContaining(['register', 'complete', 'turnBack', 'transfer', 'obsolete']));
  }, 120_000);
});
