import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/domain/format/date';
import type { Page } from '../../../src/ports/api/page.dto';
import type { SuperviseDetail, SuperviseRow } from '../../../src/ports/api/process.dto';
import { startServer, type TestServer } from './mock-client';
import { ADMIN, AffairSession, CITY, COUNTY, LAND, person, STRANGER } from './process-session';

/** The Beijing calendar day `days` from now, as deadlines are written. */
const beijingDay = (days: number): string => formatDate(Date.now() + days * 86_400_000);

describe('mock server supervision', () => {
  let server: TestServer;
  let as: AffairSession;
  let key = '';
  let created: SuperviseDetail;

  const list = (userId: string, query: Record<string, unknown> = {}): Promise<Page<SuperviseRow>> =>
    as.data<Page<SuperviseRow>>(userId, 'POST', '/api/supervise/list', { pageIndex: 1, pageSize: 50, ...query });

  beforeAll(async () => {
    server = await startServer();
    as = new AffairSession(server);
    key = await as.register(COUNTY, '督办测试：南昌县临时用地审批');
    expect((await as.complete(COUNTY, key, LAND.county, person(COUNTY))).status).toBe(200);
    expect((await as.complete(COUNTY, key, LAND.city, person(CITY))).status).toBe(200);
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('seeds supervisions of which at least one is overdue', async () => {
    const all = await list(ADMIN);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.rows.some((row) => row.overdue)).toBe(true);
  });

  it('creates a supervision on an affair the supervisor may see', async () => {
    const deadline = beijingDay(3);
    created = await as.data<SuperviseDetail>(COUNTY, 'POST', '/api/supervise/create', {
      keyDigNumGather: key,
      supName: '临时用地审批限期办结',
      deadline,
      urgedUserId: CITY,
      content: '请于期限内完成市级审查。',
    });
    expect(created).toMatchObject({ keyDigNumGather: key, supName: '临时用地审批限期办结', deadline, overdue: false, reminders: 0, affairTitle: '督办测试：南昌县临时用地审批' });
    expect(created.urgedName).not.toBe('');
    expect(created.reminderLog).toEqual([]);
  });

  it('lists it for the supervisor and the urged person, filtered by name and creation day, but not for a stranger', async () => {
    for (const userId of [COUNTY, CITY]) expect((await list(userId, { supName: '限期办结' })).rows.map((row) => row.id)).toContain(created.id);
    expect((await list(STRANGER)).rows.map((row) => row.id)).not.toContain(created.id);
    expect((await list(COUNTY, { startTime: beijingDay(0), endTime: beijingDay(0) })).rows.map((row) => row.id)).toContain(created.id);
    expect((await list(COUNTY, { startTime: beijingDay(1) })).rows.map((row) => row.id)).not.toContain(created.id);
    expect((await list(COUNTY, { supName: '没有这个名称' })).total).toBe(0);
    const stranger = await as.send(STRANGER, 'GET', `/api/supervise/detail/${created.id}`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('urges: only the supervisor, one reminder each time, kept in the log', async () => {
    const refused = await as.send(CITY, 'POST', `/api/supervise/urge/${created.id}`, { text: '请尽快办理。' });
    expect(refused.status).toBe(403);
    const urged = await as.data<SuperviseDetail>(COUNTY, 'POST', `/api/supervise/urge/${created.id}`, { text: '请尽快办理。' });
    expect(urged.reminders).toBe(1);
    expect(urged.reminderLog).toEqual([expect.objectContaining({ text: '请尽快办理。' })]);
    const detail = await as.data<SuperviseDetail>(CITY, 'GET', `/api/supervise/detail/${created.id}`);
    expect(detail.reminders).toBe(1);
  });

  it('refuses a deadline before today and an affair the supervisor cannot see', async () => {
    const body = { keyDigNumGather: key, supName: '过期督办', deadline: beijingDay(-1), urgedUserId: CITY, content: '' };
    const past = await as.send(COUNTY, 'POST', '/api/supervise/create', body);
    expect(past.status).toBe(400);
    expect(past.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const notADate = await as.send(COUNTY, 'POST', '/api/supervise/create', { ...body, deadline: '明天' });
    expect(notADate.status).toBe(400);
    expect(notADate.body.msg).toMatch(/期限/);
    const unseen = await as.send(STRANGER, 'POST', '/api/supervise/create', { ...body, deadline: beijingDay(1) });
    expect(unseen.status).toBe(403);
    expect((await as.send(COUNTY, 'GET', '/api/supervise/detail/DB999999')).status).toBe(404);
  });

  it.each([
    ['/api/supervise/list', { pageSize: 15 }, '页码不能为空'],
    ['/api/supervise/list', { pageIndex: 1, pageSize: 15, startTime: '2026/01/01' }, '开始日期格式错误'],
    ['/api/supervise/create', { keyDigNumGather: 'SW1', supName: '督办', deadline: 7, urgedUserId: '10003', content: '' }, '办理期限格式错误'],
    ['/api/supervise/create', { keyDigNumGather: 'SW1', deadline: '2026-12-01', urgedUserId: '10003', content: '' }, '督办名称不能为空'],
    ['/api/supervise/create', { keyDigNumGather: 'SW1', supName: '督办', deadline: '2026-12-01', content: '' }, '被督办人不能为空'],
    ['/api/supervise/urge/DB1', { text: 7 }, '催办内容格式错误'],
  ])('refuses POST %s with a 400 and a Chinese message (%#)', async (path, body, message) => {
    const answer = await as.send(COUNTY, 'POST', path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: message, error: 'bad_request', error_description: message });
  });

  it('marks a supervision overdue once its deadline has passed and the affair is still open', async () => {
    const rows = (await list(ADMIN)).rows.filter((row) => row.overdue);
    expect(rows.every((row) => row.deadline < beijingDay(0) && row.affairStatusLabel !== '办结' && row.affairStatusLabel !== '作废')).toBe(true);

    // Let the deadline pass: move it back in the stored database while the server is down.
    await server.close();
    const file = path.join(server.dataDir, 'db.json');
    const db = JSON.parse(await readFile(file, 'utf8')) as { affairs: { supervisions: { id: string; deadline: string }[] } };
    const stored = db.affairs.supervisions.find((supervision) => supervision.id === created.id);
    if (stored === undefined) throw new Error('the supervision was not persisted');
    stored.deadline = beijingDay(-2);
    await writeFile(file, JSON.stringify(db));
    server = await startServer({ dataDir: server.dataDir });
    as = new AffairSession(server);
    const row = (await list(COUNTY)).rows.find((candidate) => candidate.id === created.id);
    expect(row).toMatchObject({ overdue: true, deadline: beijingDay(-2), reminders: 1 });
  });
});
