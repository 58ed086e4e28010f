import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/domain/format/date';
import type { AffairDetail, BoxColumn, DelegationRow } from '../../../src/ports/api/process.dto';
import { startServer, type TestServer } from './mock-client';
import { ADMIN, AffairSession, CITY, COUNTY, COUNTY_CLERK, LAND, person, PROVINCE } from './process-session';

describe('mock server affairs: who may do what, and when', () => {
  let server: TestServer;
  let as: AffairSession;
  let serial = 0;

  beforeAll(async () => {
    server = await startServer();
    as = new AffairSession(server);
  });
  afterAll(async () => {
    await server.dispose();
  });

  /** A fresh affair registered by the county and sent to its county review, with a title of its own. */
  const atCountyReview = async (label: string, handler: { kind: string; id: string } = person(COUNTY)): Promise<{ key: string; title: string }> => {
    serial += 1;
    const title = `规则测试${serial}：${label}`;
    const key = await as.register(COUNTY, title);
    expect((await as.complete(COUNTY, key, LAND.county, handler)).status).toBe(200);
    return { key, title };
  };

  it('lets exactly one of two simultaneous senders win; the other is told it was handled, nothing applied twice', async () => {
    const { key } = await atCountyReview('并发发送', { kind: 'department', id: LAND.countyOffice });
    const version = await as.version(COUNTY, key);
    expect(await as.version(COUNTY_CLERK, key)).toBe(version);
    const body = { keyDigNumGather: key, version, toNode: LAND.city, handler: person(CITY) };
    const answers = await Promise.all([
      as.send(COUNTY, 'POST', '/api/process/handle/manual/complete', body),
      as.send(COUNTY_CLERK, 'POST', '/api/process/handle/manual/complete', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.body.msg).toBe('该事务已被他人处理，请刷新后重试');
    const history = await as.history(COUNTY, key);
    expect(history.length).toBe(version + 1);
    expect(history.filter((row) => row.action === 'send' && row.toNodeName === '市级审查')).toHaveLength(1);
  });

  it('applies the same request sent twice at once only once', async () => {
    const { key } = await atCountyReview('重复提交');
    const version = await as.version(COUNTY, key);
    const body = { keyDigNumGather: key, version, toNode: LAND.city, handler: person(CITY) };
    const answers = await Promise.all([1, 2].map(() => as.send(COUNTY, 'POST', '/api/process/handle/manual/complete', body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await as.history(COUNTY, key)).length).toBe(version + 1);
  });

  it('refuses to send a suspended affair until the suspension is cancelled', async () => {
    const { key } = await atCountyReview('挂起');
    expect((await as.send(CITY, 'POST', '/api/process/handle/suspend', { keyDigNumGather: key, version: await as.version(COUNTY, key) })).status).toBe(403);
    expect((await as.simple(COUNTY, '/api/process/handle/suspend', key)).status).toBe(200);
    expect((await as.detail(COUNTY, key)).status).toBe('suspended');
    const refused = await as.complete(COUNTY, key, LAND.city, person(CITY));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('事务已挂起，请先取消挂起');
    expect((await as.detail(COUNTY, key)).status).toBe('suspended');
    expect((await as.simple(COUNTY, '/api/process/handle/suspend/cancel', key)).status).toBe(200);
    expect((await as.complete(COUNTY, key, LAND.city, person(CITY))).status).toBe(200);
  });

  it('lets the administrator suspend and release any affair', async () => {
    const { key } = await atCountyReview('管理员挂起');
    expect((await as.simple(ADMIN, '/api/process/handle/suspend', key)).status).toBe(200);
    expect((await as.simple(COUNTY, '/api/process/handle/suspend/cancel', key)).status).toBe(403);
    expect((await as.simple(ADMIN, '/api/process/handle/suspend/cancel', key)).status).toBe(200);
    expect((await as.detail(COUNTY, key)).status).toBe('running');
  });

  it('gets an affair back before the next handler acts, and refuses once they have', async () => {
    const { key, title } = await atCountyReview('取回');
    expect((await as.complete(COUNTY, key, LAND.city, person(CITY))).status).toBe(200);
    const gotBack = await as.simple(COUNTY, '/api/process/handle/get-back', key);
    expect(gotBack.status).toBe(200);
    expect((gotBack.body.data as AffairDetail).currentNodeId).toBe(LAND.county);
    expect(await as.inBox(COUNTY, 'todo', key, title)).toBe(true);
    expect(await as.inBox(CITY, 'todo', key, title)).toBe(false);

    expect((await as.complete(COUNTY, key, LAND.city, person(CITY))).status).toBe(200);
    const version = await as.version(CITY, key);
    expect((await as.send(CITY, 'POST', '/api/process/opinion/sendWorkOpinion', { keyDigNumGather: key, version, opinion: '正在审查。' })).status).toBe(200);
    const late = await as.simple(COUNTY, '/api/process/handle/get-back', key);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('下一环节办理人已处理，不能取回');
    expect(await as.inBox(CITY, 'todo', key, title)).toBe(true);
  });

  it('obsoletes an affair into 作废 and restores it exactly as it was', async () => {
    const { key, title } = await atCountyReview('作废恢复');
    const before = await as.detail(COUNTY, key);
    expect((await as.send(CITY, 'POST', '/api/process/handle/obsolete', { keyDigNumGather: key, version: before.version })).status).toBe(403);
    expect((await as.simple(COUNTY, '/api/process/handle/obsolete', key)).status).toBe(200);
    expect((await as.detail(COUNTY, key)).status).toBe('obsolete');
    expect(await as.inBox(COUNTY, 'invalid', key, title)).toBe(true);
    expect(await as.inBox(COUNTY, 'todo', key, title)).toBe(false);
    const restored = await as.simple(COUNTY, '/api/process/handle/restore', key);
    expect(restored.status).toBe(200);
    const after = await as.detail(COUNTY, key);
    const { version: v1, updatedAt: u1, ...was } = before;
    const { version: v2, updatedAt: u2, ...is } = after;
    expect(is).toEqual(was);
    expect(v2).toBe(v1 + 2);
    expect(u1 <= u2).toBe(true);
    expect(await as.inBox(COUNTY, 'todo', key, title)).toBe(true);
  });

  it('cancels a draft only for its registrant', async () => {
    serial += 1;
    const key = await as.register(COUNTY, `规则测试${serial}：撤销登记`);
    const version = await as.version(COUNTY, key);
    expect((await as.send(CITY, 'POST', '/api/process/register/cancel', { keyDigNumGather: key, version })).status).toBe(403);
    const cancelled = await as.simple(COUNTY, '/api/process/register/cancel', key);
    expect(cancelled.status).toBe(200);
  });

  it('delegates a task for a date range and lets the delegate answer', async () => {
    const { key } = await atCountyReview('授权');
    const users = await as.data<{ id: string }[]>(COUNTY, 'GET', `/api/process/handle/accredit/users?keyDigNumGather=${key}`);
    expect(users.length).toBeGreaterThan(0);
    const day = formatDate(Date.now());
    const version = await as.version(COUNTY, key);
    const badRange = await as.send(COUNTY, 'POST', '/api/process/handle/accredit/apply', { keyDigNumGather: key, version, to: COUNTY_CLERK, start: day, end: '2000-01-01' });
    expect(badRange.status).toBe(400);
    expect(badRange.body.msg).toBe('授权期限不正确');
    const applied = await as.send(COUNTY, 'POST', '/api/process/handle/accredit/apply', { keyDigNumGather: key, version, to: COUNTY_CLERK, start: day, end: day });
    expect(applied.status).toBe(200);
    const delegations = await as.data<DelegationRow[]>(COUNTY, 'GET', `/api/process/handle/accredit/${key}`);
    expect(delegations).toEqual([expect.objectContaining({ from: COUNTY, to: COUNTY_CLERK, start: day, end: day })]);
    const answered = await as.send(COUNTY_CLERK, 'POST', '/api/process/handle/accredit/answer', {
      keyDigNumGather: key,
      version: await as.version(COUNTY_CLERK, key),
      from: COUNTY,
      accept: false,
    });
    expect(answered.status).toBe(200);
    expect(await as.data<DelegationRow[]>(COUNTY, 'GET', `/api/process/handle/accredit/${key}`)).toEqual([]);
  });

  it('answers the columns of every box', async () => {
    for (const boxType of ['1', '2', '3', '4', '5', '6']) {
      const columns = await as.data<BoxColumn[]>(PROVINCE, 'GET', `/api/process/box/columns?boxType=${boxType}`);
      expect(columns.length).toBeGreaterThan(0);
      expect(columns.every((column) => /[\u4e00-\u9fa5]/.test(column.label))).toBe(true);
    }
    expect((await as.send(PROVINCE, 'GET', '/api/process/box/columns?boxType=9')).body.msg).toBe('事务箱类型取值无效');
  });

  it('answers 404 in Chinese for an unknown affair', async () => {
    const answer = await as.send(COUNTY, 'GET', '/api/process/handle/detail/SW000000');
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

/** Every call of src/ports/api/process.endpoints.ts, with sample path parameters. */
const PROCESS_ENDPOINTS = [
  'GET /api/process/register/process-tree',
  'POST /api/process/register/new/:id',
  'POST /api/process/register/cancel',
  'POST /api/process/box/todo',
  'POST /api/process/box/done',
  'POST /api/process/box/finish',
  'POST /api/process/box/query',
  'POST /api/process/box/invalid',
  'POST /api/process/box/condition',
  'GET /api/process/box/columns',
  'GET /api/process/handle/detail/:keyDigNumGather',
  'GET /api/process/handle/meta/:keyDigNumGather/:boxType',
  'GET /api/process/button',
  'GET /api/process/handle/manual/forward/:id',
  'GET /api/process/handle/manual/special-forward/:id',
  'GET /api/process/handle/manual/turn-back-forward/:id',
  'GET /api/process/handle/manual/transfer-forward/:id',
  'POST /api/process/handle/manual/complete',
  'POST /api/process/handle/turn-back',
  'POST /api/process/handle/transfer/:id',
  'POST /api/process/handle/get-back',
  'POST /api/process/handle/obsolete',
  'POST /api/process/handle/restore',
  'POST /api/process/handle/suspend',
  'POST /api/process/handle/suspend/cancel',
  'GET /api/process/handle/accredit/users',
  'POST /api/process/handle/accredit/apply',
  'GET /api/process/handle/accredit/:id',
  'POST /api/process/handle/accredit/answer',
  'GET /api/process/history/work/record',
  'GET /api/process/history/work/record/image',
  'POST /api/process/opinion/sendWorkOpinion',
  'POST /api/process/opinion/getWorkOpinions',
  'POST /api/process/printReportTemplate/list',
  'POST /api/process/printReportTemplate/pdf',
  'POST /api/process/printReportTemplate/word',
  'GET /api/bpm/repository/diagram/key/:key',
  'POST /api/supervise/list',
  'POST /api/supervise/create',
  'GET /api/supervise/detail/:id',
  'POST /api/supervise/urge/:id',
] as const;

describe('mock server affairs: bad requests', () => {
  let server: TestServer;
  let as: AffairSession;

  beforeAll(async () => {
    server = await startServer();
    as = new AffairSession(server);
  });
  afterAll(async () => {
    await server.dispose();
  });

  it.each([
    ['/api/process/handle/manual/complete', { keyDigNumGather: 'SW1', toNode: 'x' }, '事务版本号不能为空'],
    ['/api/process/handle/manual/complete', { keyDigNumGather: 'SW1', version: 1.5, toNode: 'x' }, '事务版本号格式错误'],
    ['/api/process/handle/manual/complete', { keyDigNumGather: 'SW1', version: 1, toNode: '' }, '目标环节不能为空'],
    ['/api/process/handle/manual/complete', { keyDigNumGather: 'SW1', version: 1, toNode: 'x', special: 'yes' }, '特送标记格式错误'],
    ['/api/process/handle/manual/complete', { keyDigNumGather: 'SW1', version: 1, toNode: 'x', handler: { kind: 'robot', id: '1' } }, '办理人类型取值无效'],
    ['/api/process/handle/manual/complete', [], '请求体格式错误'],
    ['/api/process/handle/turn-back', { keyDigNumGather: 'SW1', version: 1, toNode: 'x' }, '意见不能为空'],
    ['/api/process/handle/turn-back', { keyDigNumGather: 'SW1', version: 1, toNode: 'x', opinion: '长'.repeat(2001) }, '意见长度不能超过2000个字符'],
    ['/api/process/handle/obsolete', { version: 1 }, '事务编号不能为空'],
    ['/api/process/handle/accredit/apply', { keyDigNumGather: 'SW1', version: 1, to: '10301', start: 20261121, end: '2026-11-22' }, '授权开始日期格式错误'],
    ['/api/process/handle/accredit/answer', { keyDigNumGather: 'SW1', version: 1, from: '10004', accept: 'true' }, '是否接受授权格式错误'],
    ['/api/process/register/new/lsydsp:1', { title: 't', formData: ['a'] }, '表单数据格式错误'],
    ['/api/process/register/new/lsydsp:1', { title: 't', formData: { projectName: 7 } }, '表单数据格式错误'],
    ['/api/process/box/todo', { pageSize: 15 }, '页码不能为空'],
    ['/api/process/box/todo', { pageIndex: 1, pageSize: 15, status: 'lost' }, '事务状态取值无效'],
    ['/api/process/box/condition', { pageIndex: 1, pageSize: 15, startTime: '昨天' }, '开始日期格式错误'],
    ['/api/process/opinion/sendWorkOpinion', { keyDigNumGather: 'SW1', version: 1 }, '意见不能为空'],
  ])('refuses POST %s with a 400 and a Chinese message (%#)', async (path, body, message) => {
    const answer = await as.send(COUNTY, 'POST', path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: message, error: 'bad_request', error_description: message });
  });

  it('refuses a page size the boxes do not offer', async () => {
    const answer = await as.send(COUNTY, 'POST', '/api/process/box/todo', { pageIndex: 1, pageSize: 17 });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses a registration with a missing required field or an unknown process', async () => {
    const missing = await as.send(COUNTY, 'POST', '/api/process/register/new/lsydsp:1', { title: '缺字段', formData: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const unknown = await as.send(COUNTY, 'POST', '/api/process/register/new/nosuch:1', { title: '未知流程', formData: {} });
    expect(unknown.status).toBe(404);
  });

  it('refuses a transfer whose path and body name different affairs', async () => {
    const answer = await as.send(COUNTY, 'POST', '/api/process/handle/transfer/SW1', { keyDigNumGather: 'SW2', version: 1, handler: person(CITY) });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请求路径与请求体中的事务编号不一致');
  });

  it.each(PROCESS_ENDPOINTS)('registers %s behind the bearer token', async (endpoint) => {
    const [method, template] = endpoint.split(' ') as [string, string];
    const path = template.replace(/:[A-Za-z]+/g, (name) => (name === ':boxType' ? '1' : 'SW1'));
    const res = await fetch(`${server.url}${path}`, { method });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
