import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/format/date';
import type { SuperviseDetail, SuperviseQuery } from '../../src/ports/api/process.dto';
import { failureOf } from './support/harness';
import { useAffairBackend, type AffairBackendFactory, type AffairClient } from './support/affair-harness';

const ADMIN = '10001';
const CITY = '10003';
const COUNTY = '10004';
const STRANGER = '10311';
const LAND_FORM = {
  projectName: '南昌县向塘镇临时用地（材料堆场）',
  landUser: '南昌县路桥工程有限公司',
  location: '南昌县向塘镇',
  area: '0.80',
  term: '12',
  purpose: '材料堆场',
};

/** The Beijing calendar day `days` from now, as deadlines are written. */
const beijingDay = (days: number): string => formatDate(Date.now() + days * 86_400_000);

/** SuperviseApi (督办, /api/supervise): the same expectations for every backend. */
export function describeSuperviseApiContract(name: string, makeBackend: AffairBackendFactory): void {
  describe(`SuperviseApi contract: ${name}`, () => {
    const { as } = useAffairBackend(makeBackend);
    const title = '督办契约测试：南昌县向塘镇临时用地审批';
    let key = '';
    let created: SuperviseDetail;

    const listed = async (client: AffairClient, query: Partial<SuperviseQuery> = {}): Promise<string[]> =>
      (await client.supervise.list({ pageIndex: 1, pageSize: 50, ...query })).rows.map((row) => row.id);

    it('seeds supervisions, at least one overdue: deadline passed and the affair still open', async () => {
      const page = await (await as(ADMIN)).supervise.list({ pageIndex: 1, pageSize: 50 });
      expect(page.total).toBeGreaterThanOrEqual(4);
      const overdue = page.rows.filter((row) => row.overdue);
      expect(overdue.length).toBeGreaterThan(0);
      for (const row of overdue) expect(row.deadline < beijingDay(0)).toBe(true);
      for (const row of page.rows.filter((candidate) => candidate.deadline >= beijingDay(0))) expect(row.overdue).toBe(false);
    });

    it('creates a supervision on an affair the supervisor took part in', async () => {
      const county = await as(COUNTY);
      key = (await county.process.register('lsydsp:1', { title, formData: LAND_FORM })).keyDigNumGather;
      await county.process.complete({ keyDigNumGather: key, version: 1, toNode: 'lsyd_xs', handler: { kind: 'person', id: COUNTY } });
      await county.process.complete({ keyDigNumGather: key, version: 2, toNode: 'lsyd_ss', handler: { kind: 'person', id: CITY } });
      const deadline = beijingDay(3);
      created = await county.supervise.create({ keyDigNumGather: key, supName: '临时用地审批限期办结', deadline, urgedUserId: CITY, content: '请于期限内完成市级审查。' });
      expect(created).toMatchObject({ keyDigNumGather: key, supName: '临时用地审批限期办结', deadline, overdue: false, reminders: 0, affairTitle: title, content: '请于期限内完成市级审查。' });
      expect(created.urgedName).toBe('王丽华');
      expect(created.supervisorName).toBe('陈志强');
      expect(created.reminderLog).toEqual([]);
    });

    it('lists it for the supervisor and the urged person, filtered by name and day, never for a stranger', async () => {
      for (const userId of [COUNTY, CITY]) expect(await listed(await as(userId), { supName: '限期办结' })).toContain(created.id);
      const county = await as(COUNTY);
      expect(await listed(county, { startTime: beijingDay(0), endTime: beijingDay(0) })).toContain(created.id);
      expect(await listed(county, { startTime: beijingDay(1) })).not.toContain(created.id);
      expect(await listed(county, { supName: '没有这个名称' })).toEqual([]);
      const stranger = await as(STRANGER);
      expect(await listed(stranger)).not.toContain(created.id);
      const refused = await failureOf(stranger.supervise.detail(created.id));
      expect(refused.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(refused.message).toMatch(/[\u4e00-\u9fa5]/);
      // The same supervision, except that the urged person may not urge it (the supervisor may).
      expect(created.mayUrge).toBe(true);
      expect(await (await as(CITY)).supervise.detail(created.id)).toEqual({ ...created, mayUrge: false });
    });

    it('urges: only the supervisor, one reminder each time, kept in the log', async () => {
      const refused = await failureOf((await as(CITY)).supervise.urge(created.id, '请尽快办理。'));
      expect(refused.failure).toMatchObject({ kind: 'http', status: 403 });
      const urged = await (await as(COUNTY)).supervise.urge(created.id, '请尽快办理。');
      expect(urged.reminders).toBe(1);
      expect(urged.reminderLog).toEqual([expect.objectContaining({ text: '请尽快办理。', byName: '陈志强' })]);
      expect((await (await as(CITY)).supervise.detail(created.id)).reminders).toBe(1);
    });

    it('refuses a past deadline (400), an affair the creator cannot see (403) and an unknown id (404)', async () => {
      const body = { keyDigNumGather: key, supName: '过期督办', deadline: beijingDay(-1), urgedUserId: CITY, content: '' };
      const past = await failureOf((await as(COUNTY)).supervise.create(body));
      expect(past.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(past.message).toMatch(/期限/);
      const unseen = await failureOf((await as(STRANGER)).supervise.create({ ...body, deadline: beijingDay(1) }));
      expect(unseen.failure).toMatchObject({ kind: 'http', status: 403 });
      const unknown = await failureOf((await as(COUNTY)).supervise.detail('DB999999'));
      expect(unknown.failure).toMatchObject({ kind: 'http', status: 404 });
    });
  });
}
