import { MEETING_REPLY_BADGE_ID } from '../../src/domain/meeting/meeting-types';
import { describe, expect, it } from 'vitest';
import type { TodoStage } from '../../src/domain/dashboard/dashboard-types';
import { WIDGET_IDS } from '../../src/domain/dashboard/layout';
import { BACK_MENU_ID, NOTICE_MENU_ID, REPORTED_MENU_ID, TO_BE_REPORTED_MENU_ID, TODO_MENU_ID } from '../../src/domain/menu/menu-counts';
import { DashboardApi } from '../../src/ports/dashboard.port';
import { FilingApi } from '../../src/ports/filing.port';
import { SuperviseApi } from '../../src/ports/supervise.port';
import { TodoApi } from '../../src/ports/todo.port';
import { LAND } from './filing.contract';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const ADMIN = '10001';
const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';
/** 进贤县: another county of 南昌市. */
const OTHER_COUNTY = '10311';
const YEAR = 2026;

const portsOf = ({ container }: SignedInBrowser) => ({
  dashboard: container.get(DashboardApi),
  filings: container.get(FilingApi),
  supervise: container.get(SuperviseApi),
  todo: container.get(TodoApi),
});

const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** DashboardApi (the 工作台): the same expectations for every backend. */
export function describeDashboardApiContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`DashboardApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it("keeps each user's layout, normalised, until 恢复默认 brings back the role's default", async () => {
      const { dashboard } = await as(COUNTY);
      const initial = await dashboard.layout();
      expect(initial.isDefault).toBe(true);
      expect(initial.widgets.map((w) => w.id).sort()).toEqual([...WIDGET_IDS].sort());
      const saved = await dashboard.saveLayout([
        { id: 'statistics', visible: true },
        { id: 'notice', visible: false },
      ]);
      expect(saved.isDefault).toBe(false);
      expect(saved.widgets.slice(0, 2)).toEqual([
        { id: 'statistics', visible: true },
        { id: 'notice', visible: false },
      ]);
      expect(saved.widgets.slice(2).every((w) => !w.visible)).toBe(true);
      expect(await dashboard.layout()).toEqual(saved);
      expect((await (await as(CITY)).dashboard.layout()).isDefault).toBe(true);
      const repeated = await failureOf(dashboard.saveLayout([{ id: 'notice', visible: true }, { id: 'notice', visible: false }]));
      expect([statusOf(repeated), repeated.message]).toEqual([400, '组件重复：notice']);
      const unknown = await failureOf(dashboard.saveLayout([{ id: 'weather' as 'notice', visible: true }]));
      expect([statusOf(unknown), unknown.message]).toEqual([400, '组件标识取值无效']);
      expect(await dashboard.layout()).toEqual(saved);
      expect(await dashboard.resetLayout()).toEqual(initial);
      expect(await dashboard.layout()).toEqual(initial);
    });

    it('counts visits of menu pages only, per user, and ranks 常用功能 by them', async () => {
      const { dashboard } = await as(CITY);
      for (const path of ['/notice/list', '/process/todo', '/process/todo', '/process/handle/details/SW1', '/system/user', '/nowhere', '/process/todo']) await dashboard.recordVisit(path);
      expect(await dashboard.mostUsed()).toEqual([
        { path: '/process/todo', title: '待办事务', count: 3 },
        { path: '/notice/list', title: '通知公告', count: 1 },
      ]);
      expect(await (await as(OTHER_COUNTY)).dashboard.mostUsed()).toEqual([]);
    });

    it("answers the fast entry of one's own id with the badges' counts; another's is 403, but not to the admin", async () => {
      const { dashboard, todo } = await as(COUNTY);
      const badges = new Map((await todo.menuCounts()).map((entry) => [entry.menuId, entry.count]));
      const entries = await dashboard.fastEntries(COUNTY);
      expect(entries.map((e) => [e.moduleName, e.url, e.available, e.count])).toEqual([
        ['事务', '/process/todo', true, badges.get(TODO_MENU_ID)],
        ['行政', '/notice/list', true, badges.get(NOTICE_MENU_ID)],
        ['公文', '/document/post/draft', true, 0],
        ['审批', '/recordReport/toBeReported', true, badges.get(TO_BE_REPORTED_MENU_ID)],
        ['会议', '/meeting/manager/application/list', true, badges.get(MEETING_REPLY_BADGE_ID)],
      ]);
      const refused = await failureOf(dashboard.fastEntries(CITY));
      expect([statusOf(refused), refused.message]).toEqual([403, '只能查看自己的快捷入口']);
      expect(await (await as(ADMIN)).dashboard.fastEntries(COUNTY)).toEqual(entries);
      const province = await (await as(PROVINCE)).dashboard.fastEntries(PROVINCE);
      const provinceBadges = new Map((await (await as(PROVINCE)).todo.menuCounts()).map((entry) => [entry.menuId, entry.count]));
      expect(province.find((e) => e.moduleName === '审批')).toEqual({ moduleName: '审批', url: '/recordReport/reported', available: true, count: provinceBadges.get(REPORTED_MENU_ID) });
    });

    it('lists what waits for the county, as many as its badges, and a new draft joins 待上报 at the end', async () => {
      const { dashboard, todo, filings } = await as(COUNTY);
      const badges = new Map((await todo.menuCounts()).map((entry) => [entry.menuId, entry.count]));
      const totalOf = async (stage: TodoStage): Promise<number> => (await dashboard.todoItems({ pageIndex: 1, pageSize: 1, stage })).total;
      expect(await totalOf('affair')).toBe(badges.get(TODO_MENU_ID));
      expect(await totalOf('returned')).toBe(badges.get(BACK_MENU_ID));
      const toReport = await totalOf('toReport');
      expect(toReport).toBe(badges.get(TO_BE_REPORTED_MENU_ID));
      const draft = await filings.save({ data: { ...LAND, projectName: '工作台契约测试便道' } });
      const after = await dashboard.todoItems({ pageIndex: toReport + 1, pageSize: 1, stage: 'toReport' });
      expect(after.total).toBe(toReport + 1);
      expect(after.rows).toEqual([expect.objectContaining({ kind: 'filing', id: draft.keyNumGather, title: '工作台契约测试便道', stage: 'toReport', stageLabel: '待上报' })]);
      expect(after.rows[0]?.url).toMatch(/^\/toBeReported\/details\?subParams=.*&isAdvance=1$/);
      const all = await dashboard.todoItems({ pageIndex: 1, pageSize: 50 });
      for (const row of all.rows.filter((r) => r.kind === 'filing')) expect((await filings.detail(row.id)).divisionCode).toBe('360121');
    });

    it("lists the supervisions a county set or must answer: exactly those its 督办事项 list shows, overdue first", async () => {
      let seen = 0;
      for (const userId of [COUNTY, OTHER_COUNTY, CITY]) {
        const { dashboard, supervise } = await as(userId);
        const page = await dashboard.supervisions(1, 50);
        seen += page.total;
        const listed = await supervise.list({ pageIndex: 1, pageSize: 50 });
        expect(page.rows.map((row) => row.id).sort()).toEqual(listed.rows.map((row) => row.id).sort());
        const overdue = page.rows.map((row) => row.overdue);
        expect(overdue).toEqual([...overdue].sort((a, b) => Number(b) - Number(a)));
        const first = await dashboard.supervisions(1, 1);
        expect(first.rows).toEqual(page.rows.slice(0, 1));
      }
      expect(seen).toBeGreaterThan(0);
    });

    it('counts this year by month and type over exactly what 备案查询 lists behind each link, within the jurisdiction', async () => {
      const totals = new Map<string, number>();
      for (const userId of [COUNTY, OTHER_COUNTY, CITY]) {
        const { dashboard, filings } = await as(userId);
        const stats = await dashboard.filingStats(YEAR);
        totals.set(userId, stats.total);
        expect(stats.byMonth).toHaveLength(12);
        expect(stats.byType.map((t) => t.typeCode)).toEqual(['1', '2', '3', '4']);
        for (const bucket of [...stats.byMonth, ...stats.byType]) {
          const url = new URL(bucket.url, 'http://app');
          expect(url.pathname).toBe('/recordReport/query');
          const keyTypeCode = url.searchParams.get('keyTypeCode');
          const listed = await filings.list('query', {
            pageIndex: 1,
            pageSize: 15,
            startDate: url.searchParams.get('startDate') ?? '',
            endDate: url.searchParams.get('endDate') ?? '',
            ...(keyTypeCode === null ? {} : { keyTypeCode: keyTypeCode as '1' }),
          });
          expect(listed.total, bucket.url).toBe(bucket.count);
        }
      }
      // The city sees both counties' filings and its own; a county sees only its own.
      expect((totals.get(COUNTY) ?? 0) + (totals.get(OTHER_COUNTY) ?? 0)).toBeLessThanOrEqual(totals.get(CITY) ?? 0);
      expect(totals.get(COUNTY)).toBeGreaterThan(0);
    });
  });
}
