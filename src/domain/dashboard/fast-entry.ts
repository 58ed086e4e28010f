import { joinMenuPath, removeSystemManagement, type MenuEntry } from '../menu/menu';
import { NOTICE_MENU_ID, REPORTED_MENU_ID, TO_BE_REPORTED_MENU_ID, TODO_MENU_ID } from '../menu/menu-counts';
import { MEETING_REPLY_BADGE_ID } from '../meeting/meeting-types';
import type { MenuCount } from '../session/session';
import type { FastEntry } from './dashboard-types';

/** 公文 has no menu page (its routes are SPEC section 2's fixed ones): the tile opens 发文拟稿. */
export const DOCUMENT_URL = '/document/post/draft';

/** Where a menu page sits, as the router builds its path; undefined when the menu lacks it. */
export function menuPathOf(menu: readonly MenuEntry[], menuId: number, parent = '/'): string | undefined {
  for (const entry of menu) {
    const path = entry.path.length === 0 ? parent : joinMenuPath(parent, entry.path);
    if (entry.meta?.menuId === menuId && (entry.children ?? []).length === 0) return path;
    const inside = menuPathOf(entry.children ?? [], menuId, path);
    if (inside !== undefined) return inside;
  }
  return undefined;
}

/**
 * 快捷入口 (SPEC section 3, fast entry): each tile opens a page of the user's menu and counts what
 * its badge counts, so a tile and the sidebar never disagree. 审批 is the reporting list where the
 * user has one (county, city, admin) and the reviewed list where not (the province). 会议 opens
 * 会议申请 and counts the meetings still to answer.
 */
export function fastEntries(menu: readonly MenuEntry[], counts: readonly MenuCount[]): FastEntry[] {
  const visible = removeSystemManagement(menu);
  const countOf = (menuId: number): number => counts.find((entry) => entry.menuId === menuId)?.count ?? 0;
  const tile = (moduleName: FastEntry['moduleName'], menuId: number): FastEntry => {
    const url = menuPathOf(visible, menuId);
    return url === undefined ? { moduleName, url: '', available: false, count: 0 } : { moduleName, url, available: true, count: countOf(menuId) };
  };
  const approval = menuPathOf(visible, TO_BE_REPORTED_MENU_ID) === undefined ? REPORTED_MENU_ID : TO_BE_REPORTED_MENU_ID;
  return [
    tile('事务', TODO_MENU_ID),
    tile('行政', NOTICE_MENU_ID),
    { moduleName: '公文', url: DOCUMENT_URL, available: true, count: 0 },
    tile('审批', approval),
    tile('会议', MEETING_REPLY_BADGE_ID),
  ];
}
