import type { MenuEntry } from '../menu/menu';
import type { MenuCount } from '../session/session';
import type { DemoUser } from './demo-types';
import { mulberry32, randomInt } from './prng';

/** Menu ids of pages that hold to-dos; the statistics, map and system pages never show a badge (0). */
const COUNTED_MENU_IDS: ReadonlySet<number> = new Set([2001, 2101, 2102, 2104, 2401, 2402, 2601, 2602, 2603]);

/** Fixed counts so the badge cases can be seen: the county's 临时用地 (no live data yet) above 99 (99+). */
export const FIXED_MENU_COUNTS: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  county: { 2401: 128 },
};

export const NOTICE_MENU_ID = 2001;
export const TODO_MENU_ID = 2601;
export const BACK_MENU_ID = 2104;
export const TO_BE_REPORTED_MENU_ID = 2101;
export const REPORTED_MENU_ID = 2102;

function pageIds(entries: readonly MenuEntry[]): number[] {
  return entries.flatMap((entry) => {
    const children = entry.children ?? [];
    if (children.length > 0) return pageIds(children);
    return entry.meta?.menuId === undefined ? [] : [entry.meta.menuId];
  });
}

/**
 * Counts that follow live data rather than the seed: 待办事务 (todoCount of the affair service,
 * so the badge follows the engine), 通知公告 (unreadCount of the notice board) and the filing
 * lists 待上报, 已上报 and 已退回. The other
 * pages are derived from the user and the seed alone until their issues give them real data.
 */
export interface LiveMenuCounts {
  readonly todoAffairs?: number;
  readonly unreadNotices?: number;
  /** The user's filing list totals (filingListTotals of the filing service): 待上报, 已上报, 已退回. */
  readonly filings?: Readonly<Record<'toBeReported' | 'reported' | 'rollBack', number>>;
}

/** The badge count of every page of the user's menu: live counts where given, otherwise derived from the user and the seed. */
export function demoMenuCounts(user: Pick<DemoUser, 'userId' | 'userName'>, menu: readonly MenuEntry[], seed: number, live: LiveMenuCounts = {}): MenuCount[] {
  const random = mulberry32(seed ^ Number(user.userId));
  const fixed = FIXED_MENU_COUNTS[user.userName] ?? {};
  const liveCounts = new Map<number, number | undefined>([
    [TODO_MENU_ID, live.todoAffairs],
    [NOTICE_MENU_ID, live.unreadNotices],
    [TO_BE_REPORTED_MENU_ID, live.filings?.toBeReported],
    [REPORTED_MENU_ID, live.filings?.reported],
    [BACK_MENU_ID, live.filings?.rollBack],
  ]);
  return pageIds(menu).map((menuId) => {
    const drawn = COUNTED_MENU_IDS.has(menuId) ? randomInt(random, 0, 30) : 0;
    return { menuId, count: liveCounts.get(menuId) ?? fixed[menuId] ?? drawn };
  });
}

export interface DemoBoxCounts {
  readonly noticeCount: number;
  readonly todoCount: number;
  readonly backCount: number;
}

/** SPEC section 3, notice counts: unread notices, to-do affairs and returned filings, as the badges count them. */
export function demoBoxCounts(counts: readonly MenuCount[]): DemoBoxCounts {
  const of = (menuId: number): number => counts.find((entry) => entry.menuId === menuId)?.count ?? 0;
  return { noticeCount: of(NOTICE_MENU_ID), todoCount: of(TODO_MENU_ID), backCount: of(BACK_MENU_ID) };
}
