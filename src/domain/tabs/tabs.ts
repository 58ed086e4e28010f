import {
  HOME_TAB,
  HOME_TAB_PATH,
  ROOT_PATH,
  TAB_LIMIT,
  normalizePath,
  sanitizeView,
  withUncached,
  type TabView,
  type TabsState,
} from './tab-view';

/** A new state plus what the app must do about it. */
export interface TabsOutcome {
  readonly state: TabsState;
  /** Where the router must go now (closing the active tab, close all, clicking a tab). */
  readonly navigateTo?: string;
  /** Storage keys to remove (saved list positions of SPEC section 2). */
  readonly clearStorageKeys?: readonly string[];
  /** Route names whose page cache is dropped by this step (also added to `state.uncached`). */
  readonly dropCache?: readonly string[];
}

/** A route as the router reports it; sanitised before it becomes a tab. */
export interface TabRoute {
  readonly name: string;
  readonly path: string;
  readonly fullPath: string;
  readonly title: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly hash?: string;
}

/** The saved page index and type code of each filing list, cleared when its tab closes. */
export const LIST_POSITION_KEYS_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  '/recordReport/toBeReported': ['toBeReportedPageIndex', 'toBeReportedTypeCode'],
  '/recordReport/reported': ['reportedPageIndex', 'reportedTypeCode'],
  '/recordReport/query': ['queryPageIndex', 'queryTypeCode'],
  '/recordReport/rollBack': ['rollBackPageIndex', 'rollBackTypeCode'],
};

export const initialTabs: TabsState = { tabs: [HOME_TAB], active: HOME_TAB_PATH, uncached: [] };

export const isHomePath = (path: string): boolean => normalizePath(path) === HOME_TAB_PATH;

export function findTab(state: TabsState, path: string): TabView | undefined {
  const wanted = normalizePath(path);
  return state.tabs.find((tab) => tab.path === wanted);
}

const listKeysOf = (paths: readonly string[]): string[] =>
  paths.flatMap((path) =>
    Object.prototype.hasOwnProperty.call(LIST_POSITION_KEYS_BY_PATH, path) ? (LIST_POSITION_KEYS_BY_PATH[path] ?? []) : [],
  );

/** Removes the tabs for which `close` holds (never home) and describes the consequences. */
function closeWhere(state: TabsState, close: (tab: TabView) => boolean, nextActive?: string): TabsOutcome {
  const closed = state.tabs.filter((tab) => !isHomePath(tab.path) && close(tab));
  const tabs = state.tabs.filter((tab) => !closed.includes(tab));
  const wanted = nextActive ?? state.active;
  const active = tabs.some((tab) => tab.path === wanted) ? wanted : (tabs[tabs.length - 1] ?? HOME_TAB).path;
  if (closed.length === 0 && active === state.active) return { state };
  const names = closed.map((tab) => tab.name).filter((name) => name.length > 0);
  const next: TabsState = { tabs, active, uncached: withUncached(state.uncached, names) };
  const clearStorageKeys = listKeysOf(closed.map((tab) => tab.path));
  const target = active === state.active ? undefined : tabs.find((tab) => tab.path === active)?.fullPath;
  return {
    state: next,
    ...(names.length > 0 ? { dropCache: names } : {}),
    ...(clearStorageKeys.length > 0 ? { clearStorageKeys } : {}),
    ...(target === undefined ? {} : { navigateTo: target }),
  };
}

/**
 * A visit: an open path updates its tab (full path, query, hash, title) and makes it active; a
 * new path is appended, and when that makes more than TAB_LIMIT the oldest non-home tab is
 * dropped and its page uncached. Routes that get no tab (root, sign-in, /redirect) change nothing.
 */
export function openTab(state: TabsState, route: TabRoute): TabsOutcome {
  const view = sanitizeView(route);
  if (view === undefined) return { state };
  const at = state.tabs.findIndex((tab) => tab.path === view.path);
  if (at >= 0) {
    const old = state.tabs[at] ?? view;
    const updated: TabView = { ...view, name: old.name, title: view.title.length > 0 ? view.title : old.title };
    const tabs = state.tabs.map((tab, index) => (index === at ? updated : tab));
    return { state: { ...state, tabs, active: view.path } };
  }
  const appended = [...state.tabs, view];
  if (appended.length <= TAB_LIMIT) return { state: { ...state, tabs: appended, active: view.path } };
  const evictAt = appended.findIndex((tab) => !isHomePath(tab.path));
  const evicted = appended[evictAt];
  const tabs = appended.filter((_, index) => index !== evictAt);
  const names = evicted === undefined || evicted.name.length === 0 ? [] : [evicted.name];
  return {
    state: { tabs, active: view.path, uncached: withUncached(state.uncached, names) },
    dropCache: names,
  };
}

/** Clicking a tab: it becomes active and the router goes to its full path. */
export function activateTab(state: TabsState, path: string): TabsOutcome {
  const tab = findTab(state, path);
  if (tab === undefined) return { state };
  return { state: { ...state, active: tab.path }, navigateTo: tab.fullPath };
}

/** Closes one tab (home never); closing the active tab goes to the last remaining one. */
export function closeTab(state: TabsState, path: string): TabsOutcome {
  const wanted = normalizePath(path);
  return closeWhere(state, (tab) => tab.path === wanted);
}

/** Keeps home and the given tab (the active one by default), which becomes active. */
export function closeOthers(state: TabsState, path: string = state.active): TabsOutcome {
  const kept = findTab(state, path);
  if (kept === undefined) return { state };
  return closeWhere(state, (tab) => tab.path !== kept.path, kept.path);
}

/** Keeps only home, which becomes active, and goes to the root. */
export function closeAll(state: TabsState): TabsOutcome {
  return { ...closeWhere(state, () => true, HOME_TAB_PATH), navigateTo: ROOT_PATH };
}

/** Hands the uncached names to the app and clears them from the state. */
export function takeUncached(state: TabsState): { readonly state: TabsState; readonly names: readonly string[] } {
  return { state: { ...state, uncached: [] }, names: state.uncached };
}
