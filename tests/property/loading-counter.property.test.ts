import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  endLoading,
  initialLoading,
  isLoadingVisible,
  startLoading,
  type LoadingState,
} from '../../src/domain/loading/loading-counter';

type Event = { readonly kind: 'start'; readonly id: number; readonly text: string | undefined } | { readonly kind: 'end'; readonly id: number } | { readonly kind: 'stray' };

const text = fc.option(fc.constantFrom('加载中', '正在登录...', '正在保存'), { nil: undefined });

/**
 * N requests, each started once and ended once (success and failure both end it), in any order
 * that keeps each request's end after its start, with stray ends sprinkled anywhere.
 */
const schedule: fc.Arbitrary<Event[]> = fc
  .tuple(
    fc.array(fc.record({ outcome: fc.constantFrom('success', 'failure'), text }), { maxLength: 25 }),
    fc.array(fc.nat(), { maxLength: 80 }),
    fc.array(fc.nat(), { maxLength: 6 }),
  )
  .map(([requests, picks, strays]) => {
    const pending: Event[][] = requests.map((request, id) => [
      { kind: 'start', id, text: request.text },
      { kind: 'end', id },
    ]);
    const events: Event[] = [];
    let pick = 0;
    while (pending.some((queue) => queue.length > 0)) {
      const open = pending.filter((queue) => queue.length > 0);
      const queue = open[(picks[pick] ?? 0) % open.length];
      pick += 1;
      const next = queue?.shift();
      if (next !== undefined) events.push(next);
    }
    for (const at of strays) events.splice(at % (events.length + 1), 0, { kind: 'stray' });
    return events;
  });

const apply = (state: LoadingState, event: Event): LoadingState =>
  event.kind === 'start' ? startLoading(state, event.text) : endLoading(state);

describe('loading counter under any interleaving (SPEC section 4)', () => {
  test.prop([schedule])('every request ended means hidden, and the counter never drops below -1', (events) => {
    let state = initialLoading;
    for (const event of events) {
      state = apply(state, event);
      expect(state.counter).toBeGreaterThanOrEqual(-1);
      if (!isLoadingVisible(state)) expect(state.text).toBeUndefined();
    }
    expect(state.counter).toBe(-1);
    expect(isLoadingVisible(state)).toBe(false);
    expect(state.text).toBeUndefined();
  });

  test.prop([schedule.map((events) => events.filter((event) => event.kind !== 'stray'))])(
    'without stray ends it is visible exactly while some request is in flight',
    (events) => {
      let state = initialLoading;
      const inFlight = new Set<number>();
      for (const event of events) {
        state = apply(state, event);
        if (event.kind === 'start') inFlight.add(event.id);
        if (event.kind === 'end') inFlight.delete(event.id);
        expect(isLoadingVisible(state)).toBe(inFlight.size > 0);
        expect(state.counter).toBe(inFlight.size - 1);
      }
    },
  );

  test.prop([fc.array(fc.constantFrom('start', 'end'), { maxLength: 100 })])(
    'any sequence of starts and ends is a clamped count: never below -1, shown at 0 and above',
    (steps) => {
      let state = initialLoading;
      let expected = -1;
      for (const step of steps) {
        state = step === 'start' ? startLoading(state) : endLoading(state);
        expected = step === 'start' ? expected + 1 : Math.max(-1, expected - 1);
        expect(state.counter).toBe(expected);
        expect(isLoadingVisible(state)).toBe(expected >= 0);
      }
    },
  );
});

/** A model-based run: requests start and finish (or fail) in any order; stray ends come while idle, where a counter can tell. */
interface Model {
  inFlight: number;
}
interface Real {
  state: LoadingState;
}
const check = (model: Model, real: Real): void => {
  expect(real.state.counter).toBe(model.inFlight - 1);
  expect(isLoadingVisible(real.state)).toBe(model.inFlight > 0);
};

class Start implements fc.Command<Model, Real> {
  constructor(readonly text: string | undefined) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    real.state = startLoading(real.state, this.text);
    model.inFlight += 1;
    check(model, real);
    if (this.text !== undefined) expect(real.state.text).toBe(this.text);
  }
  toString = (): string => `start(${String(this.text)})`;
}

class Finish implements fc.Command<Model, Real> {
  constructor(readonly outcome: 'success' | 'failure') {}
  check = (model: Readonly<Model>): boolean => model.inFlight > 0;
  run(model: Model, real: Real): void {
    real.state = endLoading(real.state);
    model.inFlight -= 1;
    check(model, real);
  }
  toString = (): string => `finish(${this.outcome})`;
}

class StrayEnd implements fc.Command<Model, Real> {
  check = (model: Readonly<Model>): boolean => model.inFlight === 0;
  run(model: Model, real: Real): void {
    real.state = endLoading(real.state);
    check(model, real);
  }
  toString = (): string => 'stray-end';
}

describe('loading counter, model-based', () => {
  test.prop([
    fc.commands(
      [
        text.map((t) => new Start(t)),
        fc.constantFrom('success' as const, 'failure' as const).map((o) => new Finish(o)),
        fc.constant(new StrayEnd()),
      ],
      { maxCommands: 60 },
    ),
  ])('tracks the number of requests in flight and ends hidden once all have finished', (commands) => {
    const model: Model = { inFlight: 0 };
    const real: Real = { state: initialLoading };
    fc.modelRun(() => ({ model, real }), commands);
    while (model.inFlight > 0) new Finish('success').run(model, real);
    expect(real.state).toEqual(initialLoading);
  });
});
