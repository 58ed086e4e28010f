import { MEETING_REPLY_BADGE_ID } from '../../../src/domain/meeting/meeting-types';
import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seedFilingBook } from '../../../src/demo/filings';
import { buildDemoNoticeBoard } from '../../../src/demo/notices';
import { fastEntriesFor } from '../../../src/domain/dashboard/dashboard-service';
import { filingStats, lastDayOf } from '../../../src/domain/dashboard/filing-stats';
import { defaultLayout, layoutOf, WIDGET_IDS } from '../../../src/domain/dashboard/layout';
import { supervisionItems } from '../../../src/domain/dashboard/supervisions';
import { todoItems } from '../../../src/domain/dashboard/todo-items';
import { filingList } from '../../../src/domain/filing/service/list';
import { userMenuCounts } from '../../../src/domain/menu/live-menu-counts';
import { BACK_MENU_ID, NOTICE_MENU_ID, REPORTED_MENU_ID, TO_BE_REPORTED_MENU_ID, TODO_MENU_ID } from '../../../src/domain/menu/menu-counts';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const sources = { affairs: seedAffairBook(demo), filings: seedFilingBook(), notices: buildDemoNoticeBoard(demo.users, demo.seed), dir, menus: demo.menus };
const AT = '2026-11-21T02:00:00.000Z';

function user(userName: string) {
  const found = demo.users.find((u) => u.userName === userName);
  if (found === undefined) throw new Error(userName);
  return found;
}
const badgeOf = (userName: string, menuId: number): number => userMenuCounts(sources, user(userName), AT).find((entry) => entry.menuId === menuId)?.count ?? 0;

describe('the role default layout', () => {
  it.each(['province', 'city', 'county', 'admin'] as const)('shows every widget once for the %s level', (level) => {
    const layout = defaultLayout(level);
    expect(layout.isDefault).toBe(true);
    expect(layout.widgets.map((w) => w.id).sort()).toEqual([...WIDGET_IDS].sort());
    expect(layout.widgets.every((w) => w.visible)).toBe(true);
  });

  it('puts the statistics first for the province and what waits first for a county', () => {
    expect(defaultLayout('province').widgets[1]?.id).toBe('statistics');
    expect(defaultLayout('county').widgets[1]?.id).toBe('business');
  });

  it('restores a saved layout with widgets added since appended hidden', () => {
    const layout = layoutOf([{ id: 'notice', visible: true }], 'county');
    expect(layout.isDefault).toBe(false);
    expect(layout.widgets[0]).toEqual({ id: 'notice', visible: true });
    expect(layout.widgets.slice(1).every((w) => !w.visible)).toBe(true);
  });
});

describe('the fast entry', () => {
  it.each([
    ['county', '/recordReport/toBeReported', TO_BE_REPORTED_MENU_ID],
    ['city', '/recordReport/toBeReported', TO_BE_REPORTED_MENU_ID],
    ['province', '/recordReport/reported', REPORTED_MENU_ID],
  ])('counts what the %s user\'s badges count', (userName, approvalUrl, approvalMenu) => {
    const entries = fastEntriesFor(sources, user(userName), user(userName).userId, AT);
    if (!entries.ok) throw new Error(entries.error.message);
    expect(entries.value).toEqual([
      { moduleName: '事务', url: '/process/todo', available: true, count: badgeOf(userName, TODO_MENU_ID) },
      { moduleName: '行政', url: '/notice/list', available: true, count: badgeOf(userName, NOTICE_MENU_ID) },
      { moduleName: '公文', url: '/document/post/draft', available: true, count: 0 },
      { moduleName: '审批', url: approvalUrl, available: true, count: badgeOf(userName, approvalMenu) },
      { moduleName: '会议', url: '/meeting/manager/application/list', available: true, count: badgeOf(userName, MEETING_REPLY_BADGE_ID) },
    ]);
  });

  it("answers only the caller's own, except to the admin", () => {
    expect(fastEntriesFor(sources, user('county'), user('city').userId, AT)).toEqual({ ok: false, error: { status: 403, message: '只能查看自己的快捷入口' } });
    const forCounty = fastEntriesFor(sources, user('admin'), user('county').userId, AT);
    expect(forCounty).toEqual(fastEntriesFor(sources, user('county'), user('county').userId, AT));
    expect(fastEntriesFor(sources, user('admin'), 'nobody', AT)).toEqual({ ok: false, error: { status: 404, message: '用户不存在' } });
  });
});

describe('业务: what waits for the user', () => {
  it.each(['county', 'city', 'province'])('holds the %s user\'s to-do affairs and filing lists, as many as the badges and lists count, oldest first', (userName) => {
    const { userId } = user(userName);
    const all = todoItems(sources, userId, { pageIndex: 1, pageSize: 50 }, AT);
    const call = { book: sources.filings, dir, userId, at: AT };
    const toReview = filingList(call, 'toBeReviewed', { pageIndex: 1, pageSize: 15 });
    if (!toReview.ok) throw new Error(toReview.error.message);
    const totalOf = (stage: 'affair' | 'toReport' | 'toReview' | 'returned'): number => todoItems(sources, userId, { pageIndex: 1, pageSize: 1, stage }, AT).total;
    expect(totalOf('affair')).toBe(badgeOf(userName, TODO_MENU_ID));
    expect(totalOf('toReport')).toBe(badgeOf(userName, TO_BE_REPORTED_MENU_ID));
    expect(totalOf('returned')).toBe(badgeOf(userName, BACK_MENU_ID));
    expect(totalOf('toReview')).toBe(toReview.value.total);
    expect(all.total).toBe(totalOf('affair') + totalOf('toReport') + totalOf('toReview') + totalOf('returned'));
    expect(all.total).toBeGreaterThan(0);
    const days = all.rows.map((row) => row.at.slice(0, 10));
    expect(days).toEqual([...days].sort());
    for (const row of all.rows) expect(row.url).toMatch(/^\/(process\/handle\/details|toBeReported\/details|query\/toBeReviewedDetail|rollBack\/details)/);
    const second = todoItems(sources, userId, { pageIndex: 2, pageSize: 5 }, AT);
    expect(second.rows).toEqual(all.rows.slice(5, 10));
  });

  it('opens a returned filing on its 已退回 page and a filing to review on the reviewer\'s page', () => {
    const city = todoItems(sources, user('city').userId, { pageIndex: 1, pageSize: 50, stage: 'toReview' }, AT);
    expect(city.rows.every((row) => row.kind === 'filing' && row.stageLabel === '待审核' && row.url.startsWith('/query/toBeReviewedDetail?subParams='))).toBe(true);
  });
});

describe('督办: supervisions the user set or must answer', () => {
  it.each(['county', 'city', 'province', 'admin'])('lists the %s user\'s own, overdue first then by deadline', (userName) => {
    const page = supervisionItems(sources.affairs, dir, user(userName).userId, 1, 50, AT);
    const keys = page.rows.map((row) => [row.overdue ? 0 : 1, row.deadline] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    for (const row of page.rows) {
      expect(row.url).toMatch(new RegExp(`^/process/handle/supervise/${row.id}\\?`));
      expect(row.roleLabel).toBe(row.role === 'set' ? '我督办的' : '督办我的');
      if (row.overdue) expect(row.statusLabel).toBe('已超期');
    }
  });

  it('has rows for some demo user', () => {
    expect(demo.users.some((u) => supervisionItems(sources.affairs, dir, u.userId, 1, 1, AT).total > 0)).toBe(true);
  });
});

describe('统计: the year\'s filings by month and type', () => {
  it('knows the last day of every month', () => {
    expect(lastDayOf(2024, 2)).toBe('2024-02-29');
    expect(lastDayOf(2026, 2)).toBe('2026-02-28');
    expect(lastDayOf(2026, 12)).toBe('2026-12-31');
  });

  it.each(['county', 'city', 'province'])('counts for the %s user what 备案查询 lists behind each bucket\'s link', (userName) => {
    const call = { book: sources.filings, dir, userId: user(userName).userId, at: AT };
    const stats = filingStats(call, 2026);
    if (!stats.ok) throw new Error(stats.error.message);
    expect(stats.value.total).toBeGreaterThan(0);
    expect(stats.value.byMonth.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(stats.value.byMonth.reduce((sum, m) => sum + m.count, 0)).toBe(stats.value.total);
    expect(stats.value.byType.reduce((sum, t) => sum + t.count, 0)).toBe(stats.value.total);
    for (const bucket of [...stats.value.byMonth, ...stats.value.byType]) {
      const url = new URL(bucket.url, 'http://app');
      expect(url.pathname).toBe('/recordReport/query');
      const keyTypeCode = url.searchParams.get('keyTypeCode') ?? undefined;
      const listed = filingList(call, 'query', {
        pageIndex: 1,
        pageSize: 15,
        startDate: url.searchParams.get('startDate') ?? '',
        endDate: url.searchParams.get('endDate') ?? '',
        ...(keyTypeCode === undefined ? {} : { keyTypeCode: keyTypeCode as '1' }),
      });
      if (!listed.ok) throw new Error(listed.error.message);
      expect(listed.value.total, bucket.url).toBe(bucket.count);
    }
  });
});
