import { fc } from '@fast-check/vitest';
import { accreditUsers, buttonsFor } from '../../../src/domain/affair/service/detail';
import { forwardOptions } from '../../../src/domain/affair/service/forward';
import type { ActionRequest, AffairBook, Directory, ForwardKind } from '../../../src/domain/affair/service/types';
import type { ForwardOptions } from '../../../src/domain/affair/wire';
import { generateDemoData } from '../../../src/demo/demo-data';

const demo = generateDemoData();
export const DEMO = demo;
export const DIR: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
/** Users of every level and role that hold seeded affairs. */
export const ACTIVE = ['10001', '10002', '10003', '10004', '10101', '10201', '10202', '10301', '10311'];

export interface Step {
  readonly user: number;
  readonly affair: number;
  readonly button: number;
  readonly choice: number;
  readonly opinion: string;
}

export const pickOf = <T>(items: readonly T[], index: number): T | undefined => items[index % Math.max(1, items.length)];

/** Builds a plausible request from what the service offers this user (buttons and forward options). */
export function requestFor(book: AffairBook, userId: string, key: string, version: number, step: Step, at: string): ActionRequest | undefined {
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

export const step = fc.record({
  user: fc.nat(ACTIVE.length - 1),
  affair: fc.nat(49),
  button: fc.nat(11),
  choice: fc.nat(63),
  opinion: fc.constantFrom('同意。', '请审核。', '材料不全，请补充后重新报送。'),
});

