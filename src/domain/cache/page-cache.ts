/**
 * The keep-alive rule of SPEC section 2 and DESIGN.md section 3: which screens an `<Activity>`
 * outlet keeps when you leave them, and which it lets go. Only the four filing list screens are
 * kept, under a general limit of 10 (the least recently visited goes first); closing or
 * evicting a screen's tab drops it.
 */

/** The route names of the only screens kept alive (SPEC section 2). */
export const CACHEABLE_PAGES = ['ToBeReportedSchedule', 'RollBackSchedule', 'ReportedSchedule', 'QuerySchedule'] as const;

/** The general screen cache limit of SPEC section 9. */
export const PAGE_CACHE_LIMIT = 10;

/** Which names may be kept and how many at most; tests may widen both. */
export interface PageCacheRules {
  readonly cacheable: readonly string[];
  readonly limit: number;
}

const DEFAULT_PAGE_CACHE_RULES: PageCacheRules = { cacheable: CACHEABLE_PAGES, limit: PAGE_CACHE_LIMIT };

/** The kept screens by route name, least recently visited first. */
export interface PageCacheState {
  readonly names: readonly string[];
}

export const emptyPageCache: PageCacheState = { names: [] };

/** Whether a route name may be kept alive at all. */
export function isCacheable(name: string, rules: PageCacheRules = DEFAULT_PAGE_CACHE_RULES): boolean {
  return rules.cacheable.includes(name);
}

const limitOf = (rules: PageCacheRules): number => (Number.isInteger(rules.limit) && rules.limit > 0 ? rules.limit : 0);

/**
 * A screen was shown: a cacheable name becomes the most recent (and is kept), pushing out the
 * least recent ones beyond the limit. Any other name leaves the state as it is (same object).
 */
export function visit(state: PageCacheState, name: string, rules: PageCacheRules = DEFAULT_PAGE_CACHE_RULES): PageCacheState {
  if (!isCacheable(name, rules)) return state;
  if (state.names[state.names.length - 1] === name) return state;
  const names = [...state.names.filter((kept) => kept !== name), name];
  return { names: names.slice(Math.max(0, names.length - limitOf(rules))) };
}

/** A screen's tab was closed or evicted: it is no longer kept (same object when it was not). */
export function drop(state: PageCacheState, name: string): PageCacheState {
  if (!state.names.includes(name)) return state;
  return { names: state.names.filter((kept) => kept !== name) };
}

/** Every screen's tab was closed: nothing is kept. */
export function dropAll(state: PageCacheState): PageCacheState {
  return state.names.length === 0 ? state : emptyPageCache;
}

/** The kept route names, least recently visited first. */
export function cachedNames(state: PageCacheState): readonly string[] {
  return state.names;
}

/** Whether a route name is kept now. */
export function isCached(state: PageCacheState, name: string): boolean {
  return state.names.includes(name);
}
