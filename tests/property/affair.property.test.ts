import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type Affair, type AffairAction } from '../../src/domain/affair/affair';
import { availableActions } from '../../src/domain/affair/available';
import { isEdge, type Actor, type Principal } from '../../src/domain/affair/definition';
import { TEMPORARY_LAND_APPROVAL as DEF } from '../../src/domain/affair/definitions';
import { affairKey, filesKey, userId, type NodeId } from '../../src/domain/affair/ids';
import { validAffair } from '../../src/domain/affair/invariants';
import { accredit, accreditAnswer, addOpinion, cancelRegistration, cancelSuspend, obsolete, register, restore, suspend } from '../../src/domain/affair/lifecycle';
import { getBack, send, specialSend, transfer, turnBack } from '../../src/domain/affair/routing';
import type { Refusal } from '../../src/domain/affair/refusals';
import { applyAction } from '../../src/domain/affair/service/actions';
import type { ActionRequest, AffairBook } from '../../src/domain/affair/service/types';
import { generateDemoData } from '../../src/demo/demo-data';
import type { Result } from '../../src/domain/shared/result';

const actor = (id: string, orgIds: string[] = [], privileged = false): Actor => ({ userId: userId(id), orgIds, privileged });
const ACTORS: readonly Actor[] = [
  actor('10004', ['D360121-02']),
  actor('10301', ['D360121-02']),
  actor('10003', ['D360100-02']),
  actor('10201', ['D360100-02']),
  actor('10002', ['D360000-05', 'D360000']),
  actor('10001', ['D360000-09', 'D360000'], true),
];
const ADMIN = ACTORS[5] as Actor;
const NODES: readonly NodeId[] = [...DEF.nodes.map((n) => n.id), 'nowhere' as NodeId];
const HANDLERS: readonly Principal[] = [
  ...DEF.nodes.flatMap((n) => n.candidates.map(({ kind, id }) => ({ kind, id }))),
  { kind: 'person', id: 'stranger' },
];
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
const demo = generateDemoData();
const DIRECTORY = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const STALE = '该事务已被他人处理，请刷新后重试';

interface Real {
  affair: Affair;
  clock: number;
}
type Model = Record<string, never>;

/** Whether the actor may act on the open task at `at`, computed independently of the engine. */
function mayAct(affair: Affair, who: Actor, at: string): { allowed: boolean; onBehalfOf?: string } {
  const assignee = affair.task?.assignee;
  if (assignee === undefined) return { allowed: false };
  if (assignee.kind === 'person' ? assignee.id === who.userId : who.orgIds.includes(assignee.id)) return { allowed: true };
  const day = at.slice(0, 10);
  const d = affair.delegations.find((x) => x.to === who.userId && assignee.kind === 'person' && x.from === assignee.id && x.start <= day && day <= x.end);
  return d === undefined ? { allowed: false } : { allowed: true, onBehalfOf: d.from };
}

/** The affair minus its history: what restore(obsolete(a)) must give back unchanged. */
const withoutHistory = ({ history: _h, ...rest }: Affair): Omit<Affair, 'history'> => rest;

const TASK_ACTIONS: readonly AffairAction[] = ['send', 'turnBack', 'transfer', 'opinion'];

class Act implements fc.Command<Model, Real> {
  constructor(
    readonly action: AffairAction,
    readonly who: Actor,
    readonly node: NodeId,
    readonly handler: Principal,
    readonly opinion: string,
    readonly range: readonly [string, string],
  ) {}
  check = (): boolean => true;
  private apply(affair: Affair, at: string): Result<Affair, Refusal> {
    const { who, node, handler, opinion } = this;
    switch (this.action) {
      case 'send': return send(affair, who, { definition: DEF, toNode: node, handler, opinion }, at);
      case 'specialSend': return specialSend(affair, who, { definition: DEF, toNode: node, handler }, at);
      case 'turnBack': return turnBack(affair, who, { toNode: node, opinion }, at);
      case 'transfer': return transfer(affair, who, { definition: DEF, handler }, at);
      case 'getBack': return getBack(affair, who, at);
      case 'obsolete': return obsolete(affair, who, at);
      case 'restore': return restore(affair, who, at);
      case 'suspend': return suspend(affair, who, at);
      case 'cancelSuspend': return cancelSuspend(affair, who, at);
      case 'cancelRegistration': return cancelRegistration(affair, who, at);
      case 'accredit': return accredit(affair, who, { to: handler.id as never, start: this.range[0], end: this.range[1] }, at);
      case 'accreditAnswer': return accreditAnswer(affair, who, { from: handler.id as never, accept: opinion.length > 0 }, at);
      default: return addOpinion(affair, who, { opinion }, at);
    }
  }
  /** The same step as a service request carrying the version the user saw. */
  private request(affair: Affair, version: number): ActionRequest {
    const base = { keyDigNumGather: affair.keyDigNumGather, version };
    const { node: toNode, handler, opinion } = this;
    switch (this.action) {
      case 'send': return { kind: 'complete', body: { ...base, toNode, handler, opinion } };
      case 'specialSend': return { kind: 'complete', body: { ...base, toNode, handler, special: true } };
      case 'turnBack': return { kind: 'turnBack', body: { ...base, toNode, opinion } };
      case 'transfer': return { kind: 'transfer', body: { ...base, handler } };
      case 'accredit': return { kind: 'accreditApply', body: { ...base, to: handler.id, start: this.range[0], end: this.range[1] } };
      case 'accreditAnswer': return { kind: 'accreditAnswer', body: { ...base, from: handler.id, accept: opinion.length > 0 } };
      case 'opinion': case 'register': return { kind: 'opinion', body: { ...base, opinion } };
      default: return { kind: this.action, body: base };
    }
  }
  /** A stale version (someone acted in between) is refused with 409 before anything else and never changes the affair. */
  private checkStale(affair: Affair, at: string, clock: number): void {
    const book: AffairBook = { affairs: [{ affair, formData: {}, updatedAt: at }], supervisions: [], sequence: 1 };
    const version = affair.history.length + (clock % 2 === 0 ? -1 : 1);
    const refused = applyAction(book, DIRECTORY, this.who.userId, this.request(affair, version), at);
    expect(refused).toEqual({ ok: false, error: { status: 409, message: STALE } });
    expect(book.affairs[0]?.affair).toBe(affair);
  }
  run(_model: Model, real: Real): void {
    real.clock += 1;
    const at = `${DAYS[Math.min(3, Math.floor(real.clock / 10))] ?? '2026-03-04'}T09:${String(real.clock % 60).padStart(2, '0')}:00`;
    const before = real.affair;
    const snapshot = structuredClone(before);
    const offered = availableActions(before, this.who, DEF, at);
    const may = mayAct(before, this.who, at);
    this.checkStale(before, at, real.clock);
    const result = this.apply(before, at);
    expect(before).toEqual(snapshot); // inputs are never mutated, by the stale request nor by the step
    if (!result.ok) {
      expect(result.error.reason).toMatch(/[\u4e00-\u9fff]/);
      return;
    }
    const after = result.value;
    expect(validAffair(after)).toEqual([]);
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history.slice(0, -1)).toEqual(snapshot.history);
    expect(offered).toContain(this.action);
    const last = after.history[after.history.length - 1];
    expect(last?.action).toBe(this.action);
    if (TASK_ACTIONS.includes(this.action)) {
      expect(may.allowed).toBe(true);
      expect(last?.onBehalfOf).toBe(may.onBehalfOf);
    }
    if (this.action === 'getBack') expect(before.task?.acted).toBe(false);
    if (this.action === 'send') {
      expect(before.status).not.toBe('suspended');
      expect(isEdge(DEF, before.task?.node as NodeId, this.node)).toBe(true);
    }
    if (this.action === 'obsolete') {
      const restored = restore(after, ADMIN, at);
      expect(restored.ok && withoutHistory(restored.value)).toEqual(withoutHistory(snapshot));
      expect(restored.ok && restored.value.history.slice(0, -2)).toEqual(snapshot.history);
    }
    real.affair = after;
  }
  toString = (): string => `${this.action}(${this.who.userId}, ${this.node}, ${this.handler.kind}:${this.handler.id}, "${this.opinion}")`;
}

const ACTIONS: readonly AffairAction[] = [
  'send', 'send', 'send', 'specialSend', 'turnBack', 'turnBack', 'transfer', 'getBack', 'getBack', 'obsolete', 'restore',
  'suspend', 'cancelSuspend', 'cancelRegistration', 'accredit', 'accreditAnswer', 'opinion',
];
const command = fc
  .record({
    action: fc.constantFrom(...ACTIONS),
    who: fc.constantFrom(...ACTORS),
    node: fc.constantFrom(...NODES),
    handler: fc.constantFrom(...HANDLERS, ...ACTORS.map((a) => ({ kind: 'person' as const, id: a.userId }))),
    opinion: fc.constantFrom('', '  ', '同意', '材料不全，请补正'),
    range: fc.constantFrom<readonly [string, string]>(['2026-03-01', '2026-03-04'], ['2026-03-02', '2026-03-02'], ['2026-03-04', '2026-03-01'], ['2026-03-03', '2026-12-31']),
  })
  .map(({ action, who, node, handler, opinion, range }) => new Act(action, who, node, handler, opinion, range));

describe('affair engine, model-based (DOMAIN.md "Affairs")', () => {
  test.prop([fc.constantFrom(...ACTORS.slice(0, 4)), fc.commands([command], { maxCommands: 60, size: 'max' })], { numRuns: 400 })(
    'every accepted step keeps the invariants; refused steps change nothing',
    (registrant, commands) => {
      const registered = register(registrant, { definition: DEF, keyDigNumGather: affairKey('A1'), keyNumGather: filesKey('F1'), title: '某某项目临时用地' }, '2026-03-01T08:00:00');
      if (!registered.ok) throw new Error(registered.error.reason);
      expect(validAffair(registered.value)).toEqual([]);
      fc.modelRun(() => ({ model: {}, real: { affair: registered.value, clock: 0 } }), commands);
    },
    30_000,
  );
});
