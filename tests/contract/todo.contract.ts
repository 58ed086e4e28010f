import { describe, expect, it } from 'vitest';
import { BACK_MENU_ID, INBOX_MENU_ID, menuCounts, NOTICE_MENU_ID, REPORTED_MENU_ID, TO_BE_REPORTED_MENU_ID, TODO_MENU_ID } from '../../src/domain/menu/menu-counts';
import { LOAN_OVERDUE_BADGE_ID } from '../../src/domain/archive/archive-types';
import { MEETING_REPLY_BADGE_ID } from '../../src/domain/meeting/meeting-types';
import type { MenuEntry } from '../../src/domain/menu/menu';
import { demo, demoUser, failureOf, signInAs, type BackendFactory } from './support/harness';
import { useBackend } from './support/suite';

function menuIdsOf(entries: readonly MenuEntry[]): number[] {
  return entries.flatMap((entry) => [...(entry.meta?.menuId === undefined ? [] : [entry.meta.menuId]), ...menuIdsOf(entry.children ?? [])]);
}

/** TodoApi (SPEC section 7, the menu badges and the notice box): the same expectations for every backend. */
export function describeTodoApiContract(name: string, makeBackend: BackendFactory): void {
  describe(`TodoApi contract: ${name}`, () => {
    const { newClient } = useBackend(makeBackend);

    it("gives a count for each page of the user's menu: live where the data is, 0 (no badge) where there is none", async () => {
      const client = newClient();
      const county = demoUser('county');
      await signInAs(client, county);
      const counts = await client.todo.menuCounts();
      const menu = demo.menus[county.roleKey] ?? [];
      const todoAffairs = counts.find((entry) => entry.menuId === TODO_MENU_ID)?.count;
      const unreadNotices = counts.find((entry) => entry.menuId === NOTICE_MENU_ID)?.count;
      const of = (menuId: number): number => counts.find((entry) => entry.menuId === menuId)?.count ?? -1;
      const filings = { toBeReported: of(TO_BE_REPORTED_MENU_ID), reported: of(REPORTED_MENU_ID), rollBack: of(BACK_MENU_ID) };
      expect(Object.values(filings).every((count) => count >= 1)).toBe(true);
      expect(todoAffairs).toBeGreaterThanOrEqual(3);
      expect(unreadNotices).toBeGreaterThanOrEqual(1);
      // 会议申请 counts the meetings still to answer: the seed invites the county to one.
      const meetingReplies = of(MEETING_REPLY_BADGE_ID);
      expect(meetingReplies).toBeGreaterThanOrEqual(1);
      // 借阅管理 counts the overdue loans: the seed has one of the county user's.
      const overdueLoans = of(LOAN_OVERDUE_BADGE_ID);
      expect(overdueLoans).toBe(1);
      expect(counts).toEqual(menuCounts(menu, { todoAffairs, unreadNotices, filings, unreadMessages: of(INBOX_MENU_ID), meetingReplies, overdueLoans }));
      const ids = new Set(menuIdsOf(menu));
      expect(counts.every((entry) => ids.has(entry.menuId) && Number.isInteger(entry.count) && entry.count >= 0)).toBe(true);
      expect(counts).toContainEqual({ menuId: 2401, count: 0 });
      expect(counts.some((entry) => entry.count === 0)).toBe(true);
      expect(await client.todo.menuCounts()).toEqual(counts);
    });

    it('gives each user their own counts', async () => {
      const city = newClient();
      const county = newClient();
      await signInAs(city, demoUser('city'));
      await signInAs(county, demoUser('county'));
      expect(await city.todo.menuCounts()).not.toEqual(await county.todo.menuCounts());
    });

    it('gives the notice box counts, matching the badges of 通知公告, 待办事务 and 已退回', async () => {
      const client = newClient();
      await signInAs(client, demoUser('city'));
      const counts = await client.todo.menuCounts();
      const of = (menuId: number): number => counts.find((entry) => entry.menuId === menuId)?.count ?? 0;
      expect(await client.todo.boxCounts()).toEqual({ noticeCount: of(2001), todoCount: of(2601), backCount: of(2104) });
    });

    it('runs in the background: no loading overlay', async () => {
      const client = newClient();
      await signInAs(client, demoUser('province'));
      const before = client.loading.starts;
      await client.todo.menuCounts();
      await client.todo.boxCounts();
      expect(client.loading.starts).toBe(before);
    });

    it('fails without a toast (the caller says 设置菜单数据出错), the session follow-up still going out', async () => {
      const client = newClient();
      const failure = await failureOf(client.todo.menuCounts());
      expect(failure.failure).toMatchObject({ kind: 'http', status: 401 });
      expect(failure.notified).toBe(false);
      expect(client.notifier.notices).toEqual([]);
      expect(client.followUps.actions).toEqual([{ kind: 'relogin' }]);
    });
  });
}
