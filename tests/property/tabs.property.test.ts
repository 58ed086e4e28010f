import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { HOME_TAB_PATH, ROOT_PATH, TAB_LIMIT, type TabsState } from '../../src/domain/tabs/tab-view';
import { LIST_POSITION_KEYS_BY_PATH, activateTab, closeAll, closeOthers, closeTab, initialTabs, openTab, type TabsOutcome } from '../../src/domain/tabs/tabs';
import { parseTabs, serializeTabs } from '../../src/domain/tabs/persistence';
import { validTabs } from '../../src/domain/tabs/invariants';

/** The model: the open paths in order (home first) and the active one. */
interface Model {
  paths: string[];
  active: string;
}
interface Real {
  state: TabsState;
}

const LISTS = Object.keys(LIST_POSITION_KEYS_BY_PATH);
const POOL = [
  HOME_TAB_PATH,
  ...LISTS,
  '/collect',
  '/search',
  '/guide',
  '/home/profile',
  '/notice/list',
  '/affair/todo',
  '/affair/done',
  '/ledger/summary',
  '/supervise/list',
  '/toBeReported/details',
  '/reported/details',
];
const trim = (path: string): string => path.replace(/\/+$/, '') || '/';
/** A pool path, sometimes with trailing slashes, which must not make a second tab. */
const poolPath = fc.tuple(fc.constantFrom(...POOL), fc.constantFrom('', '/', '//')).map(([path, tail]) => path + tail);
const nameOf = (path: string): string => trim(path).split('/').filter(Boolean).join('-');

/** After every step: invariants, persistence round trip, and agreement with the model. */
function check(model: Model, real: Real): void {
  const { state } = real;
  expect(validTabs(state)).toEqual([]);
  expect(state.tabs.length).toBeLessThanOrEqual(TAB_LIMIT);
  expect(state.tabs[0]?.path).toBe(HOME_TAB_PATH);
  expect(parseTabs(serializeTabs(state))).toEqual(state);
  expect(state.tabs.map((tab) => tab.path)).toEqual(model.paths);
  expect(state.active).toBe(model.active);
}

const fullPathOf = (state: TabsState, path: string): string | undefined => state.tabs.find((tab) => tab.path === path)?.fullPath;

/** Closing shared by the close commands: uncached names and list keys follow from what was closed. */
function checkClosed(before: TabsState, outcome: TabsOutcome, model: Model): void {
  const closed = before.tabs.filter((tab) => !model.paths.includes(tab.path));
  for (const tab of closed) expect(outcome.state.uncached).toContain(tab.name);
  const keys = closed.flatMap((tab) => LIST_POSITION_KEYS_BY_PATH[tab.path] ?? []);
  expect(outcome.clearStorageKeys ?? []).toEqual(keys);
}

class Open implements fc.Command<Model, Real> {
  constructor(
    readonly path: string,
    readonly id: string,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const path = trim(this.path);
    const before = real.state;
    const outcome = openTab(before, { name: nameOf(path), path: this.path, fullPath: `${this.path}?id=${this.id}`, title: path, query: { id: this.id } });
    real.state = outcome.state;
    if (!model.paths.includes(path)) model.paths.push(path);
    const evicted = model.paths.length > TAB_LIMIT ? model.paths.splice(1, 1) : [];
    model.active = path;
    expect(outcome.dropCache ?? []).toEqual(evicted.map(nameOf));
    expect(fullPathOf(real.state, path)).toBe(`${this.path}?id=${this.id}`);
    check(model, real);
  }
  toString = (): string => `open(${this.path}?id=${this.id})`;
}

class Activate implements fc.Command<Model, Real> {
  constructor(readonly path: string) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const path = trim(this.path);
    const outcome = activateTab(real.state, this.path);
    real.state = outcome.state;
    if (model.paths.includes(path)) {
      model.active = path;
      expect(outcome.navigateTo).toBe(fullPathOf(real.state, path));
    } else {
      expect(outcome.navigateTo).toBeUndefined();
    }
    check(model, real);
  }
  toString = (): string => `activate(${this.path})`;
}

class Close implements fc.Command<Model, Real> {
  constructor(readonly path: string) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const path = trim(this.path);
    const before = real.state;
    const outcome = closeTab(before, this.path);
    real.state = outcome.state;
    const wasActive = model.active === path;
    if (path !== HOME_TAB_PATH && model.paths.includes(path)) {
      model.paths = model.paths.filter((open) => open !== path);
      if (wasActive) model.active = model.paths[model.paths.length - 1] ?? HOME_TAB_PATH;
    }
    expect(outcome.navigateTo).toBe(model.active === before.active ? undefined : fullPathOf(real.state, model.active));
    checkClosed(before, outcome, model);
    check(model, real);
  }
  toString = (): string => `close(${this.path})`;
}

class CloseOthers implements fc.Command<Model, Real> {
  constructor(readonly path: string | undefined) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const path = trim(this.path ?? model.active);
    const before = real.state;
    const outcome = closeOthers(before, this.path);
    real.state = outcome.state;
    if (model.paths.includes(path)) {
      model.paths = path === HOME_TAB_PATH ? [HOME_TAB_PATH] : [HOME_TAB_PATH, path];
      model.active = path;
    }
    checkClosed(before, outcome, model);
    check(model, real);
  }
  toString = (): string => `closeOthers(${this.path ?? 'current'})`;
}

class CloseAll implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const before = real.state;
    const outcome = closeAll(before);
    real.state = outcome.state;
    model.paths = [HOME_TAB_PATH];
    model.active = HOME_TAB_PATH;
    expect(outcome.navigateTo).toBe(ROOT_PATH);
    checkClosed(before, outcome, model);
    check(model, real);
  }
  toString = (): string => 'closeAll';
}

class Reload implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const restored = parseTabs(serializeTabs(real.state));
    expect(restored).toEqual(real.state);
    real.state = restored;
    check(model, real);
  }
  toString = (): string => 'reload';
}

const open = fc.tuple(poolPath, fc.constantFrom('1', '2', '3')).map(([path, id]) => new Open(path, id));

const allCommands = (opens: number): fc.Arbitrary<fc.Command<Model, Real>>[] => [
  // Opens weighted up so that the strip fills and evicts.
  ...Array.from({ length: opens }, () => open),
  poolPath.map((path) => new Activate(path)),
  poolPath.map((path) => new Close(path)),
  fc.option(poolPath, { nil: undefined }).map((path) => new CloseOthers(path)),
  fc.constant(new CloseAll()),
  fc.constant(new Reload()),
];
const start = (): { model: Model; real: Real } => ({ model: { paths: [HOME_TAB_PATH], active: HOME_TAB_PATH }, real: { state: initialTabs } });

describe('tab strip, model-based (SPEC section 2 "Tab strip")', () => {
  test.prop([fc.commands(allCommands(3), { maxCommands: 80, size: 'max' })], { numRuns: 300 })(
    'every step keeps the invariants, survives a reload and agrees with the model',
    (commands) => {
      fc.modelRun(start, commands);
    },
  );

  test.prop([fc.commands(allCommands(20), { maxCommands: 120, size: 'max' })], { numRuns: 200 })(
    'the same, mostly visiting, so that the strip is often full and evicts its oldest non-home tab',
    (commands) => {
      fc.modelRun(start, commands);
    },
  );
});

/** Values shaped almost like stored tabs, with hostile fields mixed in. */
const hostileView = fc.record(
  {
    name: fc.oneof(fc.string(), fc.constant('x'.repeat(500)), fc.integer()),
    path: fc.oneof(fc.constantFrom(...POOL, '/', '//evil', '/a\\b', '/redirect/x', '/login/'), fc.string()),
    fullPath: fc.oneof(fc.string(), fc.constant(`/${'y'.repeat(3000)}`)),
    title: fc.oneof(fc.string(), fc.constant(null)),
    query: fc.oneof(fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'q'), fc.string()), fc.anything()),
    hash: fc.anything(),
    affix: fc.anything(),
  },
  { requiredKeys: [] },
);
const storedLike = fc.record(
  {
    version: fc.anything(),
    tabs: fc.oneof(fc.array(hostileView, { maxLength: 25 }), fc.anything()),
    active: fc.oneof(fc.constantFrom(...POOL), fc.anything()),
    uncached: fc.oneof(fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 80 }), fc.anything()),
  },
  { requiredKeys: [] },
);

describe('parseTabs on anything stored under localTagViews', () => {
  test.prop([
    fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
      storedLike.map((value) => JSON.stringify(value)),
      fc.array(hostileView).map((value) => JSON.stringify(value)),
    ),
  ])('never throws, always yields a valid state with home first, and is stable on re-reading', (raw) => {
    const state = parseTabs(raw);
    expect(validTabs(state)).toEqual([]);
    expect(state.tabs[0]?.path).toBe(HOME_TAB_PATH);
    expect(parseTabs(serializeTabs(state))).toEqual(state);
  });

  test.prop([fc.anything()])('never pollutes Object.prototype', (value) => {
    parseTabs(JSON.stringify({ tabs: [{ path: '/p', query: { ['__proto__']: value } }], ['__proto__']: value }));
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });
});
