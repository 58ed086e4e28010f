import { describe, expect, it } from 'vitest';
import type { AffairDetail, HandlerRef } from '../../src/ports/api/process.dto';
import { failureOf } from './support/harness';
import { useAffairBackend, type AffairBackendFactory, type AffairClient } from './support/affair-harness';

/** 临时用地审批 (src/domain/affair/definitions.ts) and the demo people who handle it. */
const LAND = { procDefId: 'lsydsp:1', key: 'lsydsp', accept: 'lsyd_sl', county: 'lsyd_xs', city: 'lsyd_ss', province: 'lsyd_sp', end: 'lsyd_bj' } as const;
const LAND_FORM = {
  projectName: '南昌县八一乡临时用地（施工便道）',
  landUser: '南昌县交通建设投资有限公司',
  location: '南昌县八一乡八一村',
  area: '1.25',
  term: '24',
  purpose: '施工便道',
};
const CITY = '10003';
const COUNTY = '10004';
/** 进贤县: takes part in none of the affairs these tests register. */
const STRANGER = '10311';
const STALE = '该事务已被他人处理，请刷新后重试';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const person = (id: string): HandlerRef => ({ kind: 'person', id });
const head = async (blob: Blob, length: number): Promise<string> => new TextDecoder('latin1').decode((await blob.arrayBuffer()).slice(0, length));

/** ProcessApi (SPEC section 7, Process): the same expectations for every backend. */
export function describeProcessApiContract(name: string, makeBackend: AffairBackendFactory): void {
  describe(`ProcessApi contract: ${name}`, () => {
    const { as } = useAffairBackend(makeBackend);
    let sequence = 0;

    const inBox = async (client: AffairClient, box: 'todo' | 'done' | 'finish' | 'invalid', key: string, title: string): Promise<boolean> => {
      const page = await client.process.box(box, { pageIndex: 1, pageSize: 50, title });
      return page.rows.some((row) => row.keyDigNumGather === key);
    };

    const version = async (client: AffairClient, key: string): Promise<number> => (await client.process.detail(key)).version;

    /** A new affair registered by the county and sent to the city (王丽华), as the e2e story starts. */
    const atCity = async (): Promise<{ key: string; title: string }> => {
      sequence += 1;
      const title = `契约测试${sequence}：南昌县临时用地审批`;
      const county = await as(COUNTY);
      const working = await county.process.register(LAND.procDefId, { title, formData: LAND_FORM });
      const key = working.keyDigNumGather;
      await county.process.complete({ keyDigNumGather: key, version: 1, toNode: LAND.county, handler: person(COUNTY) });
      await county.process.complete({ keyDigNumGather: key, version: 2, toNode: LAND.city, handler: person(CITY), opinion: '请审查。' });
      return { key, title };
    };

    it('offers the process tree with 临时用地审批 and its registration form as a leaf', async () => {
      const tree = await (await as(COUNTY)).process.processTree();
      const leaf = tree.flatMap((category) => category.children ?? []).find((node) => node.procDefId === LAND.procDefId);
      expect(leaf?.label).toBe('临时用地审批');
      expect(leaf?.formFields?.map((field) => field.name)).toEqual(Object.keys(LAND_FORM));
    });

    it("registers a draft: the working data, and the affair in the registrant's 待办", async () => {
      const county = await as(COUNTY);
      const title = '契约测试：登记后进入待办';
      const working = await county.process.register(LAND.procDefId, { title, formData: LAND_FORM });
      expect(working).toMatchObject({ procDefId: LAND.procDefId, taskDefKey: LAND.accept, taskTodo: true });
      expect(working.keyNumGather).not.toBe('');
      expect(await inBox(county, 'todo', working.keyDigNumGather, title)).toBe(true);
      expect(await county.process.detail(working.keyDigNumGather)).toMatchObject({ title, status: 'draft', formData: LAND_FORM, version: 1 });
      expect((await county.process.meta(working.keyDigNumGather, 1)).taskId).toBe(working.taskId);
    });

    it('refuses a registration without a title, in Chinese', async () => {
      const failure = await failureOf((await as(COUNTY)).process.register(LAND.procDefId, { title: ' ', formData: LAND_FORM }));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(failure.message).toMatch(/[\u4e00-\u9fa5]/);
    });

    it("sends to the next handler's 待办 and the sender's 已办", async () => {
      const { key, title } = await atCity();
      const city = await as(CITY);
      const county = await as(COUNTY);
      expect((await city.process.detail(key)).currentNodeId).toBe(LAND.city);
      expect(await inBox(city, 'todo', key, title)).toBe(true);
      expect(await inBox(county, 'todo', key, title)).toBe(false);
      expect(await inBox(county, 'done', key, title)).toBe(true);
      const options = await city.process.forwardOptions('forward', key);
      expect(options.version).toBe(3);
      expect(options.nodes.map((node) => node.id)).toEqual(expect.arrayContaining([LAND.province, LAND.end]));
    });

    it('shows each user the buttons of their own position', async () => {
      const { key } = await atCity();
      const cityActions = (await (await as(CITY)).process.buttons(key)).map((button) => button.action);
      const countyActions = (await (await as(COUNTY)).process.buttons(key)).map((button) => button.action);
      expect(cityActions).toEqual(expect.arrayContaining(['send', 'turnBack', 'transfer']));
      expect(countyActions).not.toContain('send');
      expect(countyActions).not.toEqual(cityActions);
    });

    it("refuses a stranger's action and reading with 403 and a Chinese reason, changing nothing", async () => {
      const { key } = await atCity();
      const stranger = await as(STRANGER);
      const action = await failureOf(stranger.process.complete({ keyDigNumGather: key, version: 3, toNode: LAND.end }));
      expect(action.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(action.message).toMatch(/[\u4e00-\u9fa5]/);
      const read = await failureOf(stranger.process.detail(key));
      expect(read.failure).toMatchObject({ kind: 'http', status: 403 });
      const byCounty = await failureOf((await as(COUNTY)).process.complete({ keyDigNumGather: key, version: 3, toNode: LAND.end }));
      expect(byCounty.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(await version(await as(CITY), key)).toBe(3);
    });

    it('refuses a stale version with 409 已被他人处理 and applies nothing', async () => {
      const { key } = await atCity();
      const city = await as(CITY);
      const stale = await failureOf(city.process.complete({ keyDigNumGather: key, version: 2, toNode: LAND.end }));
      expect(stale.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(stale.message).toBe(STALE);
      expect(await version(city, key)).toBe(3);
      expect((await city.process.history(key)).length).toBe(3);
    });

    it('turns back only with an opinion; the county holds it again', async () => {
      const { key, title } = await atCity();
      const city = await as(CITY);
      const empty = await failureOf(city.process.turnBack({ keyDigNumGather: key, version: 3, toNode: LAND.county, opinion: '' }));
      expect(empty.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(empty.message).toMatch(/意见/);
      expect((await city.process.forwardOptions('turn-back-forward', key)).nodes.map((node) => node.id)).toContain(LAND.county);
      const back: AffairDetail = await city.process.turnBack({ keyDigNumGather: key, version: 3, toNode: LAND.county, opinion: '用地面积与红线图不符，请核实。' });
      expect(back).toMatchObject({ currentNodeId: LAND.county, version: 4 });
      expect(await inBox(await as(COUNTY), 'todo', key, title)).toBe(true);
      expect(await inBox(city, 'done', key, title)).toBe(true);
    });

    it('grows the history by exactly one row per action and keeps the opinions', async () => {
      const { key, title } = await atCity();
      const city = await as(CITY);
      const before = await city.process.history(key);
      expect(before.map((row) => row.action)).toEqual(['register', 'send', 'send']);
      const transferred = await city.process.transfer({ keyDigNumGather: key, version: 3, handler: person('10201'), opinion: '请陈佳琪办理。' });
      expect(transferred.version).toBe(4);
      const after = await city.process.history(key);
      expect(after).toHaveLength(4);
      expect(after.slice(0, 3)).toEqual(before);
      expect(after[3]).toMatchObject({ action: 'transfer', opinion: '请陈佳琪办理。' });
      const deputy = await as('10201');
      expect(await inBox(deputy, 'todo', key, title)).toBe(true);
      const finished = await deputy.process.complete({ keyDigNumGather: key, version: 4, toNode: LAND.end, opinion: '同意。' });
      expect(finished.status).toBe('finished');
      expect(await city.process.history(key)).toHaveLength(5);
      for (const userId of [COUNTY, CITY, '10201']) expect(await inBox(await as(userId), 'finish', key, title)).toBe(true);
      const opinions = await city.process.opinions(key);
      expect(opinions.opinions.map((row) => row.opinion)).toEqual(expect.arrayContaining(['请审查。', '请陈佳琪办理。', '同意。']));
      expect(opinions.phrases.length).toBeGreaterThan(0);
    });

    it('obsoletes and restores an affair exactly as it was', async () => {
      const { key, title } = await atCity();
      const city = await as(CITY);
      const before = await city.process.detail(key);
      const obsolete = await city.process.simple('obsolete', { keyDigNumGather: key, version: before.version });
      expect(obsolete.status).toBe('obsolete');
      expect(await inBox(city, 'invalid', key, title)).toBe(true);
      const restored = await city.process.simple('restore', { keyDigNumGather: key, version: obsolete.version });
      expect(restored).toMatchObject({ status: before.status, currentNodeId: before.currentNodeId, version: before.version + 2 });
      expect(await inBox(city, 'todo', key, title)).toBe(true);
    });

    it('gets back only while the next handler has not acted, and never sends a suspended affair', async () => {
      const { key, title } = await atCity();
      const county = await as(COUNTY);
      const city = await as(CITY);
      const back = await county.process.simple('getBack', { keyDigNumGather: key, version: 3 });
      expect(back).toMatchObject({ currentNodeId: LAND.county, version: 4 });
      expect(await inBox(county, 'todo', key, title)).toBe(true);
      await county.process.complete({ keyDigNumGather: key, version: 4, toNode: LAND.city, handler: person(CITY) });
      const suspended = await city.process.simple('suspend', { keyDigNumGather: key, version: 5 });
      expect(suspended.status).toBe('suspended');
      const late = await failureOf(county.process.simple('getBack', { keyDigNumGather: key, version: 6 }));
      expect(late.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(late.message).toMatch(/[\u4e00-\u9fa5]/);
      const refused = await failureOf(city.process.complete({ keyDigNumGather: key, version: 6, toNode: LAND.end }));
      expect(refused.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(refused.message).toMatch(/[\u4e00-\u9fa5]/);
      expect(await version(city, key)).toBe(6);
      await city.process.simple('cancelSuspend', { keyDigNumGather: key, version: 6 });
      expect((await city.process.complete({ keyDigNumGather: key, version: 7, toNode: LAND.end, opinion: '同意。' })).status).toBe('finished');
    });

    it('lists print templates and prints the affair as PDF and Word files', async () => {
      const { key, title } = await atCity();
      const city = await as(CITY);
      const templates = await city.process.printTemplates(key);
      expect(templates.length).toBeGreaterThan(0);
      const template = templates[0]!;
      const pdf = await city.process.printPdf(template.reportDefineId, key);
      expect(pdf.contentType).toMatch(/^application\/pdf/);
      expect(await head(pdf.blob, 5)).toBe('%PDF-');
      // The Chinese name travels in Content-Disposition's filename* over HTTP.
      expect(pdf.fileName).toBe(`${template.name}-${title}.pdf`);
      const word = await city.process.printWord(template.reportId, key);
      expect(word.contentType).toMatch(new RegExp(`^${DOCX.replace(/\./g, '\\.')}`));
      expect(await head(word.blob, 2)).toBe('PK');
      expect(word.fileName).toBe(`${template.name}-${title}.docx`);
      const stranger = await failureOf((await as(STRANGER)).process.printPdf(template.reportDefineId, key));
      expect(stranger.failure).toMatchObject({ kind: 'http', status: 403 });
    });

    it('drives the loading overlay for a user action', async () => {
      const { key } = await atCity();
      const city = await as(CITY);
      const before = city.loading.starts;
      await city.process.simple('suspend', { keyDigNumGather: key, version: 3 });
      expect(city.loading.starts).toBe(before + 1);
      expect(city.loading.open).toBe(0);
    });

    it('draws the process as BPMN XML whose elements are the node ids', async () => {
      const diagram = await (await as(CITY)).process.diagram(LAND.key);
      expect(diagram.key).toBe(LAND.key);
      expect(diagram.xml).toContain('bpmn');
      for (const node of [LAND.accept, LAND.county, LAND.city, LAND.province, LAND.end]) expect(diagram.xml).toContain(`id="${node}"`);
      const { key } = await atCity();
      const image = await (await as(CITY)).process.historyImage(key);
      expect(image.contentType).toMatch(/^image\/svg\+xml/);
      expect(await image.blob.text()).toContain('<svg');
    });
  });
}
