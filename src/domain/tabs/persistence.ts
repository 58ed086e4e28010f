import { HOME_TAB, HOME_TAB_PATH, TAB_LIMIT, isInAppPath, normalizePath, sanitizeView, withUncached, type TabView, type TabsState } from './tab-view';
import { initialTabs } from './tabs';

/** Stored format version, so that a foreign value under the same key is told apart. */
const TABS_FORMAT_VERSION = 1;
/** A stored value longer than this is not read at all (any valid state serialises well below it). */
const MAX_STORED_LENGTH = 4_000_000;

/** The state as stored under localTagViews (SPEC section 9). */
export function serializeTabs(state: TabsState): string {
  return JSON.stringify({ version: TABS_FORMAT_VERSION, tabs: state.tabs, active: state.active, uncached: state.uncached });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Repairs any list of candidate views into valid tabs: home first (the stored home's full path
 * kept), no duplicate paths (first kept), and when over the limit the newest kept.
 */
function repairTabs(candidates: readonly unknown[]): readonly TabView[] {
  const seen = new Set<string>([HOME_TAB_PATH]);
  let home: TabView = HOME_TAB;
  const others: TabView[] = [];
  for (const candidate of candidates) {
    const view = sanitizeView(candidate);
    if (view === undefined) continue;
    if (view.path === HOME_TAB_PATH) {
      if (home === HOME_TAB) home = view;
      continue;
    }
    if (seen.has(view.path)) continue;
    seen.add(view.path);
    others.push(view);
  }
  return [home, ...others.slice(Math.max(0, others.length - (TAB_LIMIT - 1)))];
}

/**
 * The state restored on reload. Never throws: a missing, corrupt, foreign or hostile value is
 * repaired where it can be and otherwise ignored, always giving a valid state with home first.
 * Accepts the stored object and, for older values, a bare array of views.
 */
export function parseTabs(raw: string | undefined | null): TabsState {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_STORED_LENGTH) return initialTabs;
  const value = readJson(raw);
  if (Array.isArray(value)) return { tabs: repairTabs(value), active: HOME_TAB_PATH, uncached: [] };
  if (!isRecord(value) || !Array.isArray(value.tabs)) return initialTabs;
  const tabs = repairTabs(value.tabs);
  const wanted = isInAppPath(value.active) ? normalizePath(value.active) : undefined;
  const active = tabs.some((tab) => tab.path === wanted) ? (wanted ?? HOME_TAB_PATH) : (tabs[tabs.length - 1] ?? HOME_TAB).path;
  const stored: unknown[] = Array.isArray(value.uncached) ? value.uncached : [];
  const names = stored.filter((name): name is string => typeof name === 'string');
  return { tabs, active, uncached: withUncached([], names) };
}
