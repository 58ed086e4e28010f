import { describe, expect, it } from 'vitest';
import { boxPage } from '../../../src/domain/affair/service';
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

describe('the menu badges', () => {
  it.each(['county', 'city', 'province'])('count what the %s user\'s lists hold', (userName) => {
    const user = demo.users.find((u) => u.userName === userName);
    if (user === undefined) throw new Error(userName);
    const counts = new Map(userMenuCounts(sources, user, AT).map((entry) => [entry.menuId, entry.count]));
    const page = { pageIndex: 1, pageSize: 15 } as const;
    const todo = boxPage(sources.affairs, dir, user.userId, 'todo', page, AT);
    expect(counts.get(TODO_MENU_ID)).toBe(todo.ok ? todo.value.total : -1);
    expect(counts.get(NOTICE_MENU_ID)).toBe(unreadCount(sources.notices, noticeReaderOf(user)));
    const call = { book: sources.filings, dir, userId: user.userId, at: AT };
    for (const [menuId, list] of [[TO_BE_REPORTED_MENU_ID, 'toBeReported'], [REPORTED_MENU_ID, 'reported'], [BACK_MENU_ID, 'rollBack']] as const) {
      if (!counts.has(menuId)) continue;
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
