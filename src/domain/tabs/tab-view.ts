/** One open tab (SPEC section 3 "Tab view"); meta.title is kept as `title`. */
export interface TabView {
  readonly name: string;
  /** The route path, without trailing slashes: the tab's identity. */
  readonly path: string;
  /** The path with its query and hash: where clicking the tab goes. */
  readonly fullPath: string;
  readonly title: string;
  readonly query: Readonly<Record<string, string>>;
  readonly hash?: string;
  /** Only home is affixed: it is always first and cannot be closed. */
  readonly affix?: boolean;
}

/** The tab strip (SPEC section 2 "Tab strip"). */
export interface TabsState {
  readonly tabs: readonly TabView[];
  /** Path of the active tab; always one of the open tabs. */
  readonly active: string;
  /** Route names whose page cache must be dropped; the app consumes them with `takeUncached`. */
  readonly uncached: readonly string[];
}

/** SPEC section 9: at most 10 tabs. */
export const TAB_LIMIT = 10;
export const HOME_TAB_PATH = '/index';
/** Where close all goes (SPEC section 2); the router sends it on to home. */
export const ROOT_PATH = '/';
export const HOME_TAB: TabView = {
  name: 'Index',
  path: HOME_TAB_PATH,
  fullPath: HOME_TAB_PATH,
  title: '首页',
  query: {},
  affix: true,
};

const MAX_PATH_LENGTH = 2048;
const MAX_TEXT_LENGTH = 200;
const MAX_QUERY_ENTRIES = 20;
/** Bound on the uncached list, so a state can never grow without end. */
const MAX_UNCACHED = 50;

const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];
const NON_TAB_PATHS: readonly string[] = ['/', '/login', '/logout', '/qrcode'];

/** Paths are compared without trailing slashes; the root stays `/`. */
export function normalizePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

const hasControlCharacter = (text: string): boolean => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/** An in-app path of this origin: one leading slash, no backslash, no control characters, bounded. */
export function isInAppPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= MAX_PATH_LENGTH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !hasControlCharacter(path)
  );
}

/** Whether a route gets a tab: not the root, the sign-in pages or the transient /redirect route. */
function isTabbablePath(path: unknown): path is string {
  if (!isInAppPath(path)) return false;
  const routed = normalizePath(path).toLowerCase();
  return !NON_TAB_PATHS.includes(routed) && routed !== '/redirect' && !routed.startsWith('/redirect/');
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT_LENGTH;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** String entries only, without prototype keys, each bounded, at most MAX_QUERY_ENTRIES. */
function sanitizeQuery(raw: unknown): Record<string, string> {
  const query: Record<string, string> = {};
  if (!isRecord(raw)) return query;
  let count = 0;
  for (const key of Object.keys(raw)) {
    if (count >= MAX_QUERY_ENTRIES) break;
    const value = raw[key];
    if (FORBIDDEN_KEYS.includes(key) || key.length > MAX_TEXT_LENGTH) continue;
    if (typeof value !== 'string' || value.length > MAX_PATH_LENGTH) continue;
    query[key] = value;
    count += 1;
  }
  return query;
}

/**
 * A tab view rebuilt from untrusted input (a route or stored JSON), or undefined when it has no
 * tabbable path. Only known fields are read; home always gets its fixed name, title and affix.
 * The result is a fixed point: sanitising it again gives an equal view.
 */
export function sanitizeView(raw: unknown): TabView | undefined {
  if (!isRecord(raw) || !isTabbablePath(raw.path)) return undefined;
  const path = normalizePath(raw.path);
  const fullPath = isInAppPath(raw.fullPath) ? raw.fullPath : path;
  const query = sanitizeQuery(raw.query);
  const hash = isText(raw.hash) && raw.hash.length > 0 ? raw.hash : undefined;
  const withHash = hash === undefined ? {} : { hash };
  if (path === HOME_TAB_PATH) return { ...HOME_TAB, fullPath, query, ...withHash };
  const name = isText(raw.name) ? raw.name : '';
  const title = isText(raw.title) ? raw.title : '';
  return { name, path, fullPath, title, query, ...withHash };
}

/** Adds names to the uncached list: no empty names, no duplicates, newest kept within the bound. */
export function withUncached(uncached: readonly string[], names: readonly string[]): readonly string[] {
  const next = [...uncached];
  for (const name of names) {
    if (!isText(name) || name.length === 0) continue;
    const at = next.indexOf(name);
    if (at >= 0) next.splice(at, 1);
    next.push(name);
  }
  return next.slice(Math.max(0, next.length - MAX_UNCACHED));
}
