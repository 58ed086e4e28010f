import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingDetail, FilingRow } from '../../../src/ports/api/filing.dto';
import type { Page } from '../../../src/ports/api/page.dto';
import { LAND } from '../../contract/filing.contract';
import { startServer, type TestServer } from './mock-client';
import { AffairSession, CITY, COUNTY, PROVINCE, STRANGER } from './process-session';

describe('mock server filings: the rules are enforced by the server, not only hidden in the client', () => {
  let server: TestServer;
  let as: AffairSession;

  beforeAll(async () => {
    server = await startServer();
    as = new AffairSession(server);
  });
  afterAll(async () => {
    await server.dispose();
  });

  const draft = (projectName: string): Promise<FilingDetail> => as.data<FilingDetail>(COUNTY, 'POST', '/api/op/filing/save', { data: { ...LAND, projectName } });

  it('answers a failed data check with 400 and every problem in the body', async () => {
    const record = await draft('');
    const answer = await as.send(COUNTY, 'POST', `/api/op/filing/report/${record.keyNumGather}`, { version: record.version });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, problems: [{ field: 'projectName', message: '请填写项目名称' }] });
  });

  it('refuses a malformed record on save with its field problems, and a page size other than 15/20/30/50', async () => {
    const bad = await as.send(COUNTY, 'POST', '/api/op/filing/save', { data: { ...LAND, totalArea: 'much', purpose: 'party' } });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { problems: { field: string }[] }).problems.map((p) => p.field)).toEqual(['purpose', 'totalArea']);
    const size = await as.send(COUNTY, 'POST', '/api/op/filing/list/toBeReported', { pageIndex: 1, pageSize: 25 });
    expect(size.status).toBe(400);
  });

  it('refuses a county acting on another county, a county reviewing, and the city filing', async () => {
    const record = await draft('规则测试越权');
    expect((await as.send(STRANGER, 'POST', `/api/op/filing/report/${record.keyNumGather}`, { version: record.version })).status).toBe(403);
    const reported = await as.data<FilingDetail>(COUNTY, 'POST', `/api/op/filing/report/${record.keyNumGather}`, { version: record.version });
    expect((await as.send(COUNTY, 'POST', `/api/op/filing/review/${record.keyNumGather}`, { version: reported.version, decision: 'pass' })).status).toBe(403);
    const passed = await as.data<FilingDetail>(CITY, 'POST', `/api/op/filing/review/${record.keyNumGather}`, { version: reported.version, decision: 'pass' });
    expect((await as.send(CITY, 'POST', `/api/op/filing/review/${record.keyNumGather}`, { version: passed.version, decision: 'pass' })).status).toBe(403);
    const stale = await as.send(PROVINCE, 'POST', `/api/op/filing/review/${record.keyNumGather}`, { version: reported.version, decision: 'pass' });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该记录已被他人修改，请刷新后重试');
  });

  it('lets the reporter take back a record nobody has reviewed yet, and not after the city passed it', async () => {
    const record = await draft('规则测试撤回');
    const reported = await as.data<FilingDetail>(COUNTY, 'POST', `/api/op/filing/report/${record.keyNumGather}`, { version: record.version });
    const back = await as.data<FilingDetail>(COUNTY, 'POST', `/api/op/backflow/${record.keyNumGather}`, { version: reported.version });
    expect(back.status).toBe('draft');
    const again = await as.data<FilingDetail>(COUNTY, 'POST', `/api/op/filing/report/${record.keyNumGather}`, { version: back.version });
    const passed = await as.data<FilingDetail>(CITY, 'POST', `/api/op/filing/review/${record.keyNumGather}`, { version: again.version, decision: 'pass' });
    expect((await as.send(COUNTY, 'POST', `/api/op/backflow/${record.keyNumGather}`, { version: passed.version })).status).toBe(409);
  });

  it('gives each demo user work: drafts and returned for the county, records to review for the city and the province', async () => {
    const list = async (userId: string, name: string): Promise<number> =>
      (await as.data<Page<FilingRow>>(userId, 'POST', `/api/op/filing/list/${name}`, { pageIndex: 1, pageSize: 15 })).total;
    expect(await list(COUNTY, 'toBeReported')).toBeGreaterThan(5);
    expect(await list(COUNTY, 'rollBack')).toBeGreaterThan(3);
    expect(await list(COUNTY, 'reported')).toBeGreaterThan(20);
    expect(await list(CITY, 'toBeReviewed')).toBeGreaterThan(3);
    expect(await list(PROVINCE, 'toBeReviewed')).toBeGreaterThan(3);
    expect(await list(PROVINCE, 'query')).toBeGreaterThan(300);
  });

  it('keeps every change in the history with who, when, what and from which status to which', async () => {
    const record = await draft('规则测试历史');
    await as.data(COUNTY, 'POST', '/api/op/filing/save', { keyNumGather: record.keyNumGather, version: record.version, data: { ...LAND, projectName: '规则测试历史', totalArea: 3 } });
    const rows = await as.data<{ action: string; userName: string; changedLabels: string[]; toStatus?: string }[]>(
      COUNTY,
      'GET',
      `/api/op/history/entity?keyNumGather=${record.keyNumGather}`,
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'edit']);
    expect(rows[1]).toMatchObject({ userName: '陈志强', changedLabels: ['总面积（公顷）'], toStatus: 'draft' });
  });
});
