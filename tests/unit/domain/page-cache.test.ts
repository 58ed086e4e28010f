import { describe, expect, it } from 'vitest';
import {
  CACHEABLE_PAGES,
  PAGE_CACHE_LIMIT,
  cachedNames,
  drop,
  dropAll,
  emptyPageCache,
  isCacheable,
  isCached,
  visit,
  type PageCacheRules,
  type PageCacheState,
} from '../../../src/domain/cache/page-cache';

const run = (steps: readonly string[], rules?: PageCacheRules): PageCacheState =>
  steps.reduce<PageCacheState>((state, step) => (step.startsWith('-') ? drop(state, step.slice(1)) : visit(state, step, rules)), emptyPageCache);

describe('page cache (SPEC section 2, DESIGN.md section 3)', () => {
  it('keeps only the four filing lists, under a limit of 10', () => {
    expect(CACHEABLE_PAGES).toEqual(['ToBeReportedSchedule', 'RollBackSchedule', 'ReportedSchedule', 'QuerySchedule']);
    expect(PAGE_CACHE_LIMIT).toBe(10);
  });

  it.each([
    ['ToBeReportedSchedule', true],
    ['RollBackSchedule', true],
    ['ReportedSchedule', true],
    ['QuerySchedule', true],
    ['Index', false],
    ['queryschedule', false],
    ['', false],
    ['constructor', false],
  ])('%s is cacheable: %s', (name, cacheable) => {
    expect(isCacheable(name)).toBe(cacheable);
  });

  it.each([
    [[], []],
    [['Index', 'Profile'], []],
    [['QuerySchedule'], ['QuerySchedule']],
    [['QuerySchedule', 'Index', 'ReportedSchedule'], ['QuerySchedule', 'ReportedSchedule']],
    [['QuerySchedule', 'ReportedSchedule', 'QuerySchedule'], ['ReportedSchedule', 'QuerySchedule']],
    [['QuerySchedule', 'ReportedSchedule', '-QuerySchedule'], ['ReportedSchedule']],
    [['QuerySchedule', '-QuerySchedule', 'QuerySchedule'], ['QuerySchedule']],
    [['QuerySchedule', '-Index'], ['QuerySchedule']],
    [['ToBeReportedSchedule', 'RollBackSchedule', 'ReportedSchedule', 'QuerySchedule', 'RollBackSchedule'], ['ToBeReportedSchedule', 'ReportedSchedule', 'QuerySchedule', 'RollBackSchedule']],
  ])('after %j the cache holds %j, least recent first', (steps, names) => {
    expect(cachedNames(run(steps))).toEqual(names);
  });

  it('evicts the least recently visited beyond the limit', () => {
    const rules: PageCacheRules = { cacheable: ['a', 'b', 'c', 'd'], limit: 3 };
    expect(cachedNames(run(['a', 'b', 'c', 'd'], rules))).toEqual(['b', 'c', 'd']);
    expect(cachedNames(run(['a', 'b', 'c', 'a', 'd'], rules))).toEqual(['c', 'a', 'd']);
    expect(cachedNames(run(['a', 'b'], { cacheable: ['a', 'b'], limit: 0 }))).toEqual([]);
  });

  it('returns the same object when nothing changes', () => {
    const state = run(['QuerySchedule']);
    expect(visit(state, 'Index')).toBe(state);
    expect(visit(state, 'QuerySchedule')).toBe(state);
    expect(drop(state, 'ReportedSchedule')).toBe(state);
    expect(dropAll(emptyPageCache)).toBe(emptyPageCache);
  });

  it('drops everything when all tabs close', () => {
    const state = dropAll(run(['QuerySchedule', 'ReportedSchedule']));
    expect(cachedNames(state)).toEqual([]);
    expect(isCached(state, 'QuerySchedule')).toBe(false);
  });
});
