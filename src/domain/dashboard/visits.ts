import { flattenMenu, removeSystemManagement, type MenuEntry } from '../menu/menu';
import { topOf } from '../search/top-k';
import type { MostUsedPage } from './dashboard-types';

/** How many pages 常用功能 shows. */
export const MOST_USED_COUNT = 8;

/** One page's visits by one user. */
export interface PageVisit {
  readonly count: number;
  /** ISO instant of the latest visit. */
  readonly lastAt: string;
}

/** A user's visits keyed by page path; only menu pages get in, so it never outgrows the menu. */
export type UserVisits = Readonly<Record<string, PageVisit>>;

/** The pages of the user's menu as the router builds them (系统管理 dropped), path to title. */
export function menuPages(menu: readonly MenuEntry[]): ReadonlyMap<string, string> {
  return new Map(flattenMenu(removeSystemManagement(menu)).map((entry) => [entry.path, entry.title]));
}

/**
 * The visits after one more of `path`, or undefined when it is not a page of the menu (the
 * shell posts every navigation; details pages and unknown paths are not counted). Only the one
 * entry is replaced, so a journaled store writes just that.
 */
export function countVisit(visits: UserVisits, pages: ReadonlyMap<string, string>, path: string, at: string): UserVisits | undefined {
  if (!pages.has(path)) return undefined;
  const before = Object.hasOwn(visits, path) ? visits[path] : undefined;
  return { ...visits, [path]: { count: (before?.count ?? 0) + 1, lastAt: at } };
}

interface Ranked extends MostUsedPage {
  readonly lastAt: string;
}

/** Most visits first; a tie goes to the latest visit, then to the path. */
export const byUse = (a: Ranked, b: Ranked): number =>
  b.count - a.count || (a.lastAt === b.lastAt ? a.path.localeCompare(b.path) : a.lastAt < b.lastAt ? 1 : -1);

/** 常用功能: the user's most visited pages still in their menu, titled from it. */
export function mostUsed(visits: UserVisits, pages: ReadonlyMap<string, string>, k = MOST_USED_COUNT): MostUsedPage[] {
  const ranked: Ranked[] = [];
  for (const [path, visit] of Object.entries(visits)) {
    const title = pages.get(path);
    if (title !== undefined) ranked.push({ path, title, count: visit.count, lastAt: visit.lastAt });
  }
  return topOf(ranked, k, byUse).map(({ path, title, count }) => ({ path, title, count }));
}
