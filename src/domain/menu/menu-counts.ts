import type { MenuCount } from '../session/session';
import { LOAN_OVERDUE_BADGE_ID } from '../archive/archive-types';
import { MEETING_REPLY_BADGE_ID } from '../meeting/meeting-types';
import type { MenuEntry } from './menu';

export const NOTICE_MENU_ID = 2001;
export const TODO_MENU_ID = 2601;
export const BACK_MENU_ID = 2104;
export const TO_BE_REPORTED_MENU_ID = 2101;
export const REPORTED_MENU_ID = 2102;
export const INBOX_MENU_ID = 2801;

function pageIds(entries: readonly MenuEntry[]): number[] {
  return entries.flatMap((entry) => {
    const children = entry.children ?? [];
    if (children.length > 0) return pageIds(children);
    return entry.meta?.menuId === undefined ? [] : [entry.meta.menuId];
  });
}

/**
 * Counts that follow live data: 待办事务 (todoCount of the affair service, so the badge follows the
 * engine), 通知公告 (unreadCount of the notice board) and the filing lists 待上报, 已上报 and 已退回.
 */
interface LiveMenuCounts {
  readonly todoAffairs?: number;
  readonly unreadNotices?: number;
  /** The user's filing list totals (filingListTotals of the filing service): 待上报, 已上报, 已退回. */
  readonly filings?: Readonly<Record<'toBeReported' | 'reported' | 'rollBack', number>>;
  /** 秘书 收件箱: the messages the user has not opened. */
  readonly unreadMessages?: number;
  /** 会议申请: approved meetings still to come that the user attends and has not answered. */
  readonly meetingReplies?: number;
  /** 借阅管理: loans past due that the user borrowed or, as keeper, lent out. */
  readonly overdueLoans?: number;
}

/**
 * The badge count of every page of the user's menu. A page without live data counts 0, which
 * the sidebar shows as no badge: a made-up number would read as work waiting that does not exist.
 */
export function menuCounts(menu: readonly MenuEntry[], live: LiveMenuCounts): MenuCount[] {
  const liveCounts = new Map<number, number | undefined>([
    [TODO_MENU_ID, live.todoAffairs],
    [NOTICE_MENU_ID, live.unreadNotices],
    [TO_BE_REPORTED_MENU_ID, live.filings?.toBeReported],
    [REPORTED_MENU_ID, live.filings?.reported],
    [BACK_MENU_ID, live.filings?.rollBack],
    [INBOX_MENU_ID, live.unreadMessages],
    [MEETING_REPLY_BADGE_ID, live.meetingReplies],
    [LOAN_OVERDUE_BADGE_ID, live.overdueLoans],
  ]);
  return pageIds(menu).map((menuId) => ({ menuId, count: liveCounts.get(menuId) ?? 0 }));
}

interface BoxCounts {
  readonly noticeCount: number;
  readonly todoCount: number;
  readonly backCount: number;
}

/** SPEC section 3, notice counts: unread notices, to-do affairs and returned filings, as the badges count them. */
export function boxCounts(counts: readonly MenuCount[]): BoxCounts {
  const of = (menuId: number): number => counts.find((entry) => entry.menuId === menuId)?.count ?? 0;
  return { noticeCount: of(NOTICE_MENU_ID), todoCount: of(TODO_MENU_ID), backCount: of(BACK_MENU_ID) };
}
