import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  CACHEABLE_PAGES,
  PAGE_CACHE_LIMIT,
  cachedNames,
  drop,
  emptyPageCache,
  isCached,
  visit,
  type PageCacheRules,
  type PageCacheState,
} from '../../src/domain/cache/page-cache';

const OTHER_PAGES = ['Index', 'Search', 'Profile', 'Collect', 'AffairTodo', 'constructor'];

/** Widened rules with more cacheable names than the limit, so eviction happens. */
const WIDE: PageCacheRules = { cacheable: Array.from({ length: 14 }, (_, i) => `Page${i}`), limit: PAGE_CACHE_LIMIT };

type Step = { readonly kind: 'visit' | 'drop'; readonly name: string };

const steps = (names: readonly string[]): fc.Arbitrary<Step[]> =>
  fc.array(fc.record({ kind: fc.constantFrom('visit' as const, 'drop' as const), name: fc.constantFrom(...names) }), { maxLength: 80 });

/** The reference model: a list ordered by last visit, cut to the limit. */
function model(all: readonly Step[], rules: PageCacheRules): string[] {
  let kept: string[] = [];
  for (const step of all) {
    if (step.kind === 'drop') kept = kept.filter((n) => n !== step.name);
    else if (rules.cacheable.includes(step.name)) kept = [...kept.filter((n) => n !== step.name), step.name].slice(-rules.limit);
  }
  return kept;
}

const apply = (state: PageCacheState, step: Step, rules?: PageCacheRules): PageCacheState =>
  step.kind === 'visit' ? visit(state, step.name, rules) : drop(state, step.name);

describe.each([
  ['the four filing lists', undefined, [...CACHEABLE_PAGES, ...OTHER_PAGES]],
  ['widened rules (eviction)', WIDE, [...WIDE.cacheable, ...OTHER_PAGES]],
] as const)('page cache with %s', (_, rules, names) => {
  const cacheable: readonly string[] = rules?.cacheable ?? CACHEABLE_PAGES;

  test.prop([steps(names)])('never more than 10, only cacheable names, no duplicates, matching the LRU model', (all) => {
    let state = emptyPageCache;
    for (const [i, step] of all.entries()) {
      state = apply(state, step, rules);
      const kept = cachedNames(state);
      expect(kept.length).toBeLessThanOrEqual(PAGE_CACHE_LIMIT);
      expect(kept.every((n) => cacheable.includes(n))).toBe(true);
      expect(new Set(kept).size).toBe(kept.length);
      expect(kept).toEqual(model(all.slice(0, i + 1), rules ?? { cacheable, limit: PAGE_CACHE_LIMIT }));
    }
  });

  test.prop([steps(names), fc.constantFrom(...names), steps(names)])(
    'a dropped name is not cached until it is visited again',
    (before, name, after) => {
      let state = drop(before.reduce((s, step) => apply(s, step, rules), emptyPageCache), name);
      expect(isCached(state, name)).toBe(false);
      for (const step of after.filter((s) => s.name !== name)) {
        state = apply(state, step, rules);
        expect(isCached(state, name)).toBe(false);
      }
      state = visit(state, name, rules);
      expect(isCached(state, name)).toBe(cacheable.includes(name));
    },
  );

  test.prop([steps(names), fc.constantFrom(...cacheable)])('a visited cacheable name is cached and the most recent', (all, name) => {
    const state = visit(
      all.reduce((s, step) => apply(s, step, rules), emptyPageCache),
      name,
      rules,
    );
    expect(cachedNames(state).at(-1)).toBe(name);
  });
});
