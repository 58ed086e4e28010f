import { describe, expect, it } from 'vitest';
import { boxPage } from '../../../src/domain/affair/service/box-page';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seedFilingBook } from '../../../src/demo/filings';
import { userMenuCounts } from '../../../src/domain/menu/live-menu-counts';
import { BACK_MENU_ID, NOTICE_MENU_ID, REPORTED_MENU_ID, TO_BE_REPORTED_MENU_ID, TODO_MENU_ID } from '../../../src/domain/menu/menu-counts';
import { buildDemoNoticeBoard } from '../../../src/demo/notices';
import { filingList } from '../../../src/domain/filing/service/list';
import { noticeReaderOf, unreadCount } from '../../../src/domain/notice/notice-rules';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const sources = {
  affairs: seedAffairBook(demo),
  filings: seedFilingBook(),
  notices: buildDemoNoticeBoard(demo.users, demo.seed),
  dir,
  menus: demo.menus,
};
const AT = '2026-11-21T02:00:00.000Z';

/** The filing lists a badge counts, in menu order. */
const FILING_LISTS = [
  [TO_BE_REPORTED_MENU_ID, 'toBeReported'],
  [REPORTED_MENU_ID, 'reported'],
  [BACK_MENU_ID, 'rollBack'],
] as const;

describe('the menu badges', () => {
  // The filing menus each user has are named, so a menu that disappears fails instead of skipping its check.
  it.each([
    ['county', [TO_BE_REPORTED_MENU_ID, REPORTED_MENU_ID, BACK_MENU_ID]],
    ['city', [TO_BE_REPORTED_MENU_ID, REPORTED_MENU_ID, BACK_MENU_ID]],
    // 省厅 reviews filings and reports none of its own: no 待上报.
    ['province', [REPORTED_MENU_ID, BACK_MENU_ID]],
  ])('count what the %s user\'s lists hold', (userName, filingMenus) => {
    const user = demo.users.find((u) => u.userName === userName);
    if (user === undefined) throw new Error(userName);
    const counts = new Map(userMenuCounts(sources, user, AT).map((entry) => [entry.menuId, entry.count]));
    const page = { pageIndex: 1, pageSize: 15 } as const;
    const todo = boxPage(sources.affairs, dir, user.userId, 'todo', page, AT);
    expect(counts.get(TODO_MENU_ID)).toBe(todo.ok ? todo.value.total : -1);
    expect(counts.get(NOTICE_MENU_ID)).toBe(unreadCount(sources.notices, noticeReaderOf(user), '2026-11-21'));
    const call = { book: sources.filings, dir, userId: user.userId, at: AT };
    const lists = FILING_LISTS.filter(([menuId]) => counts.has(menuId));
    expect(lists.map(([menuId]) => menuId)).toEqual(filingMenus);
    for (const [menuId, list] of lists) {
      const listed = filingList(call, list, page);
      expect(counts.get(menuId)).toBe(listed.ok ? listed.value.total : -1);
    }
  });

  it('gives the pages without live data 0, so they show no badge', () => {
    const county = demo.users.find((u) => u.userName === 'county');
    if (county === undefined) throw new Error('county');
    const live = new Set([TODO_MENU_ID, NOTICE_MENU_ID, TO_BE_REPORTED_MENU_ID, REPORTED_MENU_ID, BACK_MENU_ID]);
    const others = userMenuCounts(sources, county, AT).filter((entry) => !live.has(entry.menuId));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((entry) => entry.count === 0)).toBe(true);
  });
});
