import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { seedTemporaryLands } from '../../src/demo/temporary-lands';
import { remindedKinds, type LandReminderItem } from '../../src/domain/dashboard/land-reminders';
import type { UserLevel } from '../../src/domain/directory/directory';
import { remindersOn } from '../../src/domain/temporary-land/reminders';
import { todayOf } from '../../src/domain/temporary-land/service/land-access';
import { remindedLands } from '../../src/domain/temporary-land/service/land-list';
import { DashboardApi } from '../../src/ports/dashboard.port';
import { SuperviseApi } from '../../src/ports/supervise.port';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

export const REMINDED_USERS: readonly (readonly [string, UserLevel])[] = [
  ['10001', 'admin'],
  ['10002', 'province'],
  ['10003', 'city'],
  ['10004', 'county'],
];
const COUNTY = '10004';
/** 进贤县: another county of 南昌市. */
const OTHER_COUNTY = '10311';
const PAGE = 50;

const portsOf = ({ container }: SignedInBrowser) => ({ dashboard: container.get(DashboardApi), supervise: container.get(SuperviseApi) });

/** Every reminder of the caller, page by page. */
export async function allReminders(dashboard: DashboardApi): Promise<LandReminderItem[]> {
  const rows: LandReminderItem[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await dashboard.landReminders(pageIndex, PAGE);
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) return rows;
  }
}

/** What the domain's remindersOn picks from the seed's land uses of the user's jurisdiction today. */
function expectedIds(userId: string, level: UserLevel): string[] {
  const { users, departments, divisions } = generateDemoData();
  const filings = seedFilingBook();
  const at = new Date().toISOString();
  const lands = remindedLands({ filings, lands: seedTemporaryLands(filings), dir: { users, departments, divisions }, userId, at });
  if (!lands.ok) throw new Error(lands.error.message);
  return remindersOn(lands.value, todayOf(at))
    .filter((reminder) => remindedKinds(level).includes(reminder.kind))
    .map((reminder) => reminder.id);
}

const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** 业务's temporary land reminders and 转督办: the same expectations for every backend. */
export function describeLandRemindersContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`land reminders contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it.each(REMINDED_USERS)('answers user %s exactly the reminders remindersOn gives for the jurisdiction, most urgent first', async (userId, level) => {
      const { dashboard } = await as(userId);
      const rows = await allReminders(dashboard);
      expect(rows.map((row) => row.id)).toEqual(expectedIds(userId, level));
      for (const row of rows) {
        expect(row.daysText).toBe(row.kind === 'expiring' ? `剩余${row.days}天` : `逾期${row.days}天`);
        expect(row.url).toBe(`/temporaryLand/details?id=${encodeURIComponent(row.id)}`);
      }
    });

    it('turns a reminder into a supervision once; the reminder then links to it and a second is refused', async () => {
      const { dashboard, supervise } = await as(COUNTY);
      const reminder = (await allReminders(dashboard)).find((row) => row.kind === 'expiring');
      if (reminder?.draft === undefined) throw new Error('the county has a 即将到期 reminder with a draft');
      expect(reminder.draft.supName).toBe(`临时用地即将到期：${reminder.projectName}`.slice(0, 50));
      const created = await supervise.createForLand({ id: reminder.id, ...reminder.draft });
      expect(created.temporaryLandId).toBe(reminder.id);
      expect(created.affairTitle).toBe(reminder.projectName);
      expect(created.affairStatusLabel).toBe('即将到期');

      const second = await failureOf(supervise.createForLand({ id: reminder.id, ...reminder.draft }));
      expect(statusOf(second)).toBe(409);
      expect(second.message).toBe('该临时用地已有进行中的督办，不能重复督办');

      const after = (await allReminders(dashboard)).find((row) => row.id === reminder.id);
      expect(after?.draft).toBeUndefined();
      expect(after?.supervision?.id).toBe(created.id);
      expect(after?.supervision?.url).toContain(created.id);
      const listed = await supervise.list({ pageIndex: 1, pageSize: 50 });
      expect(listed.rows.find((row) => row.id === created.id)?.affairStatusLabel).toBe('即将到期');
    });

    it('shows a 转督办 supervision with its land use’s status in its details, after 催办 and on the 工作台 督办 widget', async () => {
      const { dashboard, supervise } = await as(COUNTY);
      const supervised = (await allReminders(dashboard)).find((row) => row.kind === 'expiring' && row.supervision !== undefined);
      if (supervised?.supervision === undefined) throw new Error('the previous test supervised a 即将到期 reminder');
      const { id } = supervised.supervision;
      expect((await supervise.detail(id)).affairStatusLabel).toBe('即将到期');
      expect((await supervise.urge(id, '请抓紧复垦。')).affairStatusLabel).toBe('即将到期');
      const widget = (await dashboard.supervisions(1, 50)).rows.find((item) => item.id === id);
      expect(widget?.statusLabel).toBe('即将到期');
    });


    it('refuses 转督办 outside the jurisdiction (403), for an unknown land use (404) and with a missing field (400)', async () => {
      const { supervise } = await as(COUNTY);
      const { dashboard: other } = await as(OTHER_COUNTY);
      const foreign = (await allReminders(other))[0];
      const body = { supName: '督办', deadline: '2099-01-01', urgedUserId: COUNTY, content: '请处理' };
      if (foreign !== undefined) expect(statusOf(await failureOf(supervise.createForLand({ id: foreign.id, ...body })))).toBe(403);
      expect(statusOf(await failureOf(supervise.createForLand({ id: 'NO-SUCH-LAND', ...body })))).toBe(404);
      const { dashboard } = await as(COUNTY);
      const mine = (await allReminders(dashboard)).find((row) => row.draft !== undefined);
      if (mine === undefined) throw new Error('the county has a reminder without a supervision');
      const missing = await failureOf(supervise.createForLand({ id: mine.id, ...body, supName: ' ' }));
      expect(statusOf(missing)).toBe(400);
      expect(missing.message).toContain('请输入督办名称');
    });
  });
}
