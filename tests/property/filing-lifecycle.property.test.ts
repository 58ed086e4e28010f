import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { transition, type Actor, type LifecycleEvent, type LifecycleState } from '../../src/domain/filing/lifecycle';
import { isAbove, withinJurisdiction } from '../../src/domain/filing/jurisdiction';

const COUNTY = '360121';
const ACTORS: Record<string, Actor> = {
  county: { divisionCode: COUNTY },
  city: { divisionCode: '360100' },
  province: { divisionCode: '360000' },
  otherCounty: { divisionCode: '360102' },
  otherCity: { divisionCode: '360200' },
};

/** The model: what DOMAIN.md says, written independently of the machine. */
interface Model {
  status: 'draft' | 'reported' | 'filed' | 'returned' | 'deleted';
  pending: boolean;
  opinion: string | undefined;
  number: string | undefined;
}
interface Real {
  state: LifecycleState | undefined;
}

/** The model's verdict: the next model, or undefined when the step must be refused. */
function expected(model: Model, actor: string, event: LifecycleEvent): Model | undefined {
  const own = actor === 'county';
  const upper = actor === 'city' || actor === 'province';
  const province = actor === 'province';
  const s = model.status;
  switch (event.kind) {
    case 'edit':
      return own && (s === 'draft' || s === 'returned') ? model : undefined;
    case 'report':
      return own && (s === 'draft' || s === 'returned') ? { ...model, status: 'reported' } : undefined;
    case 'approve':
      return province && s === 'reported' && event.filingNumber.trim() !== '' ? { ...model, status: 'filed', number: event.filingNumber, pending: false } : undefined;
    case 'return':
      return upper && s === 'reported' && event.opinion.trim() !== '' ? { ...model, status: 'returned', opinion: event.opinion.trim() } : undefined;
    case 'delete':
      return own && s === 'draft' ? { ...model, status: 'deleted' } : undefined;
    case 'applyWithdrawal':
      return own && s === 'filed' && !model.pending && event.reason.trim() !== '' ? { ...model, pending: true } : undefined;
    case 'decideWithdrawal':
      if (!province || s !== 'filed' || !model.pending) return undefined;
      return event.checkStatus === 1 ? { status: 'draft', pending: false, opinion: undefined, number: undefined } : { ...model, pending: false };
  }
}

class Step implements fc.Command<Model, Real> {
  constructor(
    readonly actor: string,
    readonly event: LifecycleEvent,
  ) {}
  check = (model: Readonly<Model>): boolean => model.status !== 'deleted';
  run(model: Model, real: Real): void {
    const before = real.state as LifecycleState;
    const outcome = transition(before, ACTORS[this.actor] as Actor, this.event);
    const next = expected(model, this.actor, this.event);
    if (next === undefined) {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error.message).toMatch(/[\u4e00-\u9fa5]/);
      return;
    }
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    Object.assign(model, next);
    real.state = outcome.value;
    if (model.status === 'deleted') {
      expect(real.state).toBeUndefined();
      return;
    }
    expect(real.state?.status).toBe(model.status);
    expect(real.state?.withdrawal === 'pending').toBe(model.pending);
    expect(real.state?.filingNumber).toBe(model.number);
    if (model.status === 'returned') expect(real.state?.returnOpinion).toBe(model.opinion);
    expect(real.state?.divisionCode).toBe(COUNTY);
  }
  toString = (): string => `${this.actor}:${JSON.stringify(this.event)}`;
}

const text = fc.constantFrom('', '  ', '意见', '请补充材料');
const event: fc.Arbitrary<LifecycleEvent> = fc.oneof(
  fc.constant({ kind: 'edit' as const }),
  fc.constant({ kind: 'report' as const }),
  fc.constant({ kind: 'delete' as const }),
  text.map((filingNumber) => ({ kind: 'approve' as const, filingNumber })),
  text.map((opinion) => ({ kind: 'return' as const, opinion })),
  text.map((reason) => ({ kind: 'applyWithdrawal' as const, reason })),
  fc.constantFrom(1 as const, 2 as const).map((checkStatus) => ({ kind: 'decideWithdrawal' as const, checkStatus })),
);
const commands = [fc.tuple(fc.constantFrom(...Object.keys(ACTORS)), event).map(([actor, e]) => new Step(actor, e))];

describe('the filing lifecycle', () => {
  test.prop([fc.commands(commands, { maxCommands: 60 })])('agrees with the model of DOMAIN.md', (cmds) => {
    const model: Model = { status: 'draft', pending: false, opinion: undefined, number: undefined };
    const real: Real = { state: { status: 'draft', divisionCode: COUNTY, withdrawal: 'none' } };
    fc.modelRun(() => ({ model, real }), cmds);
  });
});

const digits = (n: number): fc.Arbitrary<string> => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((d) => d.join(''));
/** Codes in a small space so that containment happens often. */
const code = fc.oneof(
  fc.constantFrom('36', '35').map((p) => `${p}0000`),
  fc.tuple(fc.constantFrom('36', '35'), fc.constantFrom('01', '02')).map(([p, c]) => `${p}${c}00`),
  fc.tuple(fc.constantFrom('36', '35'), fc.constantFrom('01', '02'), fc.constantFrom('02', '21', '99')).map(([p, c, x]) => `${p}${c}${x}`),
);

describe('jurisdiction', () => {
  test.prop([code])('is reflexive', (c) => {
    expect(withinJurisdiction(c, c)).toBe(true);
  });
  test.prop([code, code, code])('is transitive', (a, b, c) => {
    if (withinJurisdiction(a, b) && withinJurisdiction(b, c)) expect(withinJurisdiction(a, c)).toBe(true);
  });
  test.prop([code, code])('is antisymmetric', (a, b) => {
    if (withinJurisdiction(a, b) && withinJurisdiction(b, a)) expect(a).toBe(b);
  });
  test.prop([digits(4)])('the province sees every code that starts with its two digits', (rest) => {
    expect(withinJurisdiction('360000', `36${rest}`)).toBe(true);
    expect(withinJurisdiction('350000', `36${rest}`)).toBe(false);
  });
  test.prop([code])('no one is strictly above themselves', (c) => {
    expect(isAbove(c, c)).toBe(false);
  });
});
