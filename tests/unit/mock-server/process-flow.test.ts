import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionButton, AffairDetail, AffairWorking, ForwardOptions, OpinionsData, ProcessTreeNode } from '../../../src/ports/api/process.dto';
import type { MenuCount, NoticeCounts } from '../../../src/ports/api/todo.dto';
import { startServer, type TestServer } from './mock-client';
import { ADMIN, AffairSession, CITY, CITY_DEPUTY, COUNTY, LAND, LAND_FORM, person, PROVINCE, STRANGER } from './process-session';

const TODO_MENU_ID = 2601;

describe('mock server affairs: one affair through its whole life', () => {
  let server: TestServer;
  let as: AffairSession;
  const title = '流程测试：南昌县八一乡临时用地（施工便道）审批';
  let key = '';

  beforeAll(async () => {
    server = await startServer();
    as = new AffairSession(server);
  });
  afterAll(async () => {
    await server.dispose();
  });

  const todoBadge = async (userId: string): Promise<number> =>
    (await as.data<MenuCount[]>(userId, 'GET', '/api/todo/userFeatureMessageCount')).find((entry) => entry.menuId === TODO_MENU_ID)?.count ?? -1;

  it('serves the seeded affairs: every demo user has work in 待办, 已办, 办结 and 作废', async () => {
    for (const userId of [ADMIN, PROVINCE, CITY, COUNTY]) {
      expect((await as.box(userId, 'todo')).length).toBeGreaterThanOrEqual(3);
      expect((await as.box(userId, 'done')).length).toBeGreaterThanOrEqual(1);
      expect((await as.box(userId, 'finish')).length).toBeGreaterThanOrEqual(1);
      expect((await as.box(userId, 'invalid')).length).toBeGreaterThanOrEqual(1);
      expect(await todoBadge(userId)).toBe((await as.data<{ total: number }>(userId, 'POST', '/api/process/box/todo', { pageIndex: 1, pageSize: 15 })).total);
    }
  });

  it('offers the process tree with 临时用地审批 as a leaf', async () => {
    const tree = await as.data<ProcessTreeNode[]>(COUNTY, 'GET', '/api/process/register/process-tree');
    const leaves = tree.flatMap((category) => category.children ?? []);
    expect(leaves.map((leaf) => leaf.procDefId)).toContain(LAND.procDefId);
  });

  it('registers a draft held by the registrant and counts it in the to-do badge', async () => {
    const before = await todoBadge(COUNTY);
    const working = await as.data<AffairWorking>(COUNTY, 'POST', `/api/process/register/new/${LAND.procDefId}`, { title, formData: LAND_FORM });
    key = working.keyDigNumGather;
    expect(working).toMatchObject({ procDefId: LAND.procDefId, taskDefKey: LAND.accept, taskTodo: true });
    expect(working.keyNumGather).not.toBe('');
    expect(await as.inBox(COUNTY, 'todo', key, title)).toBe(true);
    expect(await todoBadge(COUNTY)).toBe(before + 1);
    const counts = await as.data<NoticeCounts>(COUNTY, 'GET', '/api/op/statistical/box/count/info');
    expect(counts.todoCount).toBe(before + 1);
    const detail = await as.detail(COUNTY, key);
    expect(detail).toMatchObject({ title, status: 'draft', formData: LAND_FORM, version: 1 });
  });

  it('sends to the county review and on to the city: the city holds it, the county has it in 已办', async () => {
    expect((await as.complete(COUNTY, key, LAND.county, person(COUNTY))).status).toBe(200);
    const options = await as.data<ForwardOptions>(COUNTY, 'GET', `/api/process/handle/manual/forward/${key}`);
    expect(options.nodes.map((node) => node.id)).toContain(LAND.city);
    const before = await todoBadge(COUNTY);
    const sent = await as.complete(COUNTY, key, LAND.city, person(CITY), '请审查。');
    expect(sent.status).toBe(200);
    expect((sent.body.data as AffairDetail).currentNodeId).toBe(LAND.city);
    expect(await todoBadge(COUNTY)).toBe(before - 1);
    expect(await as.inBox(CITY, 'todo', key, title)).toBe(true);
    expect(await as.inBox(COUNTY, 'todo', key, title)).toBe(false);
    expect(await as.inBox(COUNTY, 'done', key, title)).toBe(true);
  });

  it('lets only the holder see the send buttons, and refuses a stranger with 403', async () => {
    const cityButtons = await as.data<ActionButton[]>(CITY, 'GET', `/api/process/button?keyDigNumGather=${key}`);
    expect(cityButtons.map((button) => button.action)).toEqual(expect.arrayContaining(['send', 'turnBack', 'transfer']));
    const countyButtons = await as.data<ActionButton[]>(COUNTY, 'GET', `/api/process/button?keyDigNumGather=${key}`);
    expect(countyButtons.map((button) => button.action)).not.toContain('send');

    const version = await as.version(CITY, key);
    const byCounty = await as.send(COUNTY, 'POST', '/api/process/handle/manual/complete', { keyDigNumGather: key, version, toNode: LAND.end });
    expect(byCounty.status).toBe(403);
    expect(byCounty.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(byCounty.body.error_description).toBe(byCounty.body.msg);
    const stranger = await as.send(STRANGER, 'GET', `/api/process/handle/detail/${key}`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await as.send(STRANGER, 'POST', '/api/process/handle/manual/complete', { keyDigNumGather: key, version, toNode: LAND.end })).status).toBe(403);
    expect(await as.version(CITY, key)).toBe(version);
  });

  it('refuses a stale version with 409 and applies nothing', async () => {
    const version = await as.version(CITY, key);
    const stale = await as.send(CITY, 'POST', '/api/process/handle/manual/complete', { keyDigNumGather: key, version: version - 1, toNode: LAND.end });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该事务已被他人处理，请刷新后重试');
    expect(await as.version(CITY, key)).toBe(version);
  });

  it('turns back only with an opinion, to the county, which then holds it again', async () => {
    const version = await as.version(CITY, key);
    const withoutOpinion = await as.send(CITY, 'POST', '/api/process/handle/turn-back', { keyDigNumGather: key, version, toNode: LAND.county, opinion: '' });
    expect(withoutOpinion.status).toBe(400);
    expect(withoutOpinion.body.msg).toMatch(/意见/);
    const options = await as.data<ForwardOptions>(CITY, 'GET', `/api/process/handle/manual/turn-back-forward/${key}`);
    expect(options.nodes.map((node) => node.id)).toContain(LAND.county);
    const back = await as.send(CITY, 'POST', '/api/process/handle/turn-back', { keyDigNumGather: key, version, toNode: LAND.county, opinion: '用地面积与红线图不符，请核实。' });
    expect(back.status).toBe(200);
    expect(await as.inBox(COUNTY, 'todo', key, title)).toBe(true);
    expect(await as.inBox(CITY, 'done', key, title)).toBe(true);
    expect(await as.inBox(CITY, 'todo', key, title)).toBe(false);
  });

  it('resends to the city, which transfers it to a colleague who sends it to the end', async () => {
    expect((await as.complete(COUNTY, key, LAND.city, person(CITY), '已核实，重新报送。')).status).toBe(200);
    const transferOptions = await as.data<ForwardOptions>(CITY, 'GET', `/api/process/handle/manual/transfer-forward/${key}`);
    expect(transferOptions.nodes.length).toBeGreaterThan(0);
    const version = await as.version(CITY, key);
    const transferred = await as.send(CITY, 'POST', `/api/process/handle/transfer/${key}`, { keyDigNumGather: key, version, handler: person(CITY_DEPUTY), opinion: '请陈佳琪办理。' });
    expect(transferred.status).toBe(200);
    expect(await as.inBox(CITY_DEPUTY, 'todo', key, title)).toBe(true);
    expect(await as.inBox(CITY, 'todo', key, title)).toBe(false);
    expect(await as.inBox(CITY, 'done', key, title)).toBe(true);

    const finished = await as.complete(CITY_DEPUTY, key, LAND.end, undefined, '同意。');
    expect(finished.status).toBe(200);
    expect((finished.body.data as AffairDetail).status).toBe('finished');
    for (const userId of [COUNTY, CITY, CITY_DEPUTY]) {
      expect(await as.inBox(userId, 'finish', key, title)).toBe(true);
      expect(await as.inBox(userId, 'todo', key, title)).toBe(false);
      expect(await as.inBox(userId, 'done', key, title)).toBe(false);
    }
  });

  it('keeps the whole history, one row per accepted action, with the opinions', async () => {
    const history = await as.history(COUNTY, key);
    expect(history.map((row) => row.action)).toEqual(['register', 'send', 'send', 'turnBack', 'send', 'transfer', 'send']);
    expect(history.map((row) => row.index)).toEqual([...history.keys()].map((index) => history[0]!.index + index));
    expect(history[3]).toMatchObject({ opinion: '用地面积与红线图不符，请核实。' });
    expect(history[3]?.actorName).not.toBe('');
    expect((await as.detail(COUNTY, key)).version).toBe(history.length);
    const opinions = await as.data<OpinionsData>(CITY, 'POST', '/api/process/opinion/getWorkOpinions', { keyDigNumGather: key });
    expect(opinions.opinions.map((row) => row.opinion)).toContain('同意。');
    expect(opinions.phrases.length).toBeGreaterThan(0);
  });

  it('answers the history picture as SVG and the BPMN model of the process', async () => {
    const image = await as.send(COUNTY, 'GET', `/api/process/history/work/record/image?keyDigNumGather=${key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(String(image.body)).toContain('<svg');
    const diagram = await as.data<{ key: string; xml: string }>(COUNTY, 'GET', `/api/bpm/repository/diagram/key/${LAND.key}`);
    expect(diagram.key).toBe(LAND.key);
    for (const node of [LAND.accept, LAND.county, LAND.city, LAND.province, LAND.end]) expect(diagram.xml).toContain(`"${node}"`);
    const unknown = await as.send(COUNTY, 'GET', '/api/bpm/repository/diagram/key/nosuchprocess');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('persists the affair across a restart', async () => {
    server = await server.restart();
    as = new AffairSession(server);
    expect((await as.detail(COUNTY, key)).status).toBe('finished');
    expect((await as.history(COUNTY, key)).length).toBe(7);
  });
});
