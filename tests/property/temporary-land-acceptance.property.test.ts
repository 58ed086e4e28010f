import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { dayNumber } from '../../src/domain/filing/calendar-date';
import {
  acceptanceStateOf,
  decideAcceptance,
  type AcceptanceEntry,
  type AcceptanceEvent,
  type AcceptancePhase,
  type AcceptanceState,
} from '../../src/domain/temporary-land/acceptance';
import { CITY, COUNTY } from './support/temporary-land-arbitraries';

const ACTORS: Record<string, string> = { county: COUNTY, city: CITY, province: '360000', sameCityCounty: '360102', otherCity: '360200', otherCounty: '360203' };

/** The model: who may do what, written independently of the machine. */
interface Model {
  phase: AcceptancePhase;
  last: number | undefined;
}
interface Real {
  state: AcceptanceState;
}

function expected(model: Model, actor: string, event: AcceptanceEvent): Model | undefined {
  const day = dayNumber(event.date);
  if (day === undefined || (model.last !== undefined && day < model.last) || event.opinion.trim() === '') return undefined;
  if (event.kind === 'register') return actor === 'county' && (model.phase === 'none' || model.phase === 'rejected') ? { phase: 'pending', last: day } : undefined;
  return actor === 'city' && model.phase === 'pending' ? { phase: event.passed ? 'accepted' : 'rejected', last: day } : undefined;
}

class Step implements fc.Command<Model, Real> {
  constructor(
    readonly actor: string,
    readonly event: AcceptanceEvent,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const outcome = decideAcceptance(real.state, { divisionCode: ACTORS[this.actor] as string }, this.event);
    const next = expected(model, this.actor, this.event);
    if (next === undefined) {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error.message).toMatch(/[\u4e00-\u9fa5]/);
      return;
    }
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    Object.assign(model, next);
    real.state = outcome.value.state;
    expect(real.state.phase).toBe(model.phase);
    expect(outcome.value.entry.opinion).toBe(this.event.opinion.trim());
    expect(outcome.value.entry.divisionCode).toBe(ACTORS[this.actor]);
  }
  toString = (): string => `${this.actor}:${JSON.stringify(this.event)}`;
}

const opinion = fc.constantFrom('', '  ', '已按方案复垦', '植被未恢复');
const date = fc.constantFrom('2027-03-01', '2027-06-30', '2027-06-31', '2028-02-29', '2029-02-29', 'x');
const event: fc.Arbitrary<AcceptanceEvent> = fc.oneof(
  fc.record({ kind: fc.constant('register' as const), date, opinion }),
  fc.record({ kind: fc.constant('decide' as const), passed: fc.boolean(), date, opinion }),
);
const actorAndEvent = fc.tuple(fc.constantFrom(...Object.keys(ACTORS)), event);
const commands = [actorAndEvent.map(([actor, e]) => new Step(actor, e))];

describe('the 复垦验收 state machine', () => {
  test.prop([fc.commands(commands, { maxCommands: 40 })])('agrees with the model: the county registers, its city decides, a rejection allows again', (cmds) => {
    const model: Model = { phase: 'none', last: undefined };
    fc.modelRun(() => ({ model, real: { state: { divisionCode: COUNTY, phase: 'none' } } }), cmds);
  });

  const code = fc.oneof(
    fc.constantFrom('360000', '350000'),
    fc.tuple(fc.constantFrom('36', '35'), fc.constantFrom('01', '02')).map(([p, c]) => `${p}${c}00`),
    fc.tuple(fc.constantFrom('36', '35'), fc.constantFrom('01', '02'), fc.constantFrom('02', '21')).map(([p, c, x]) => `${p}${c}${x}`),
  );
  const phase = fc.constantFrom<AcceptancePhase>('none', 'pending', 'accepted', 'rejected');
  const goodEvent: fc.Arbitrary<AcceptanceEvent> = fc.oneof(
    fc.constant({ kind: 'register' as const, date: '2027-03-01', opinion: '已复垦' }),
    fc.boolean().map((passed) => ({ kind: 'decide' as const, passed, date: '2027-03-01', opinion: '通过' })),
  );

  test.prop([code, code, phase, goodEvent])('refuses every action by the wrong party, whatever the phase', (land, actor, p, e) => {
    const county = !land.endsWith('00');
    const right = e.kind === 'register' ? county && actor === land : county && actor === `${land.slice(0, 4)}00`;
    const outcome = decideAcceptance({ divisionCode: land, phase: p }, { divisionCode: actor }, e);
    if (!right) expect(outcome.ok ? undefined : outcome.error.code).toMatch(/^(out-of-jurisdiction|wrong-party)$/);
    else expect(outcome.ok).toBe(e.kind === 'register' ? p === 'none' || p === 'rejected' : p === 'pending');
  });

  test.prop([fc.array(actorAndEvent, { maxLength: 20 })])('rebuilds the same state from its history', (steps) => {
    let state: AcceptanceState = { divisionCode: COUNTY, phase: 'none' };
    const history: AcceptanceEntry[] = [];
    for (const [actor, e] of steps) {
      const outcome = decideAcceptance(state, { divisionCode: ACTORS[actor] as string }, e);
      if (!outcome.ok) continue;
      state = outcome.value.state;
      history.push(outcome.value.entry);
    }
    expect(acceptanceStateOf(COUNTY, history)).toEqual(state);
  });
});
