import type { LandSuperviseBody } from '../../../src/domain/dashboard/land-supervision';
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AffairEvents } from '../../../src/app/process/affair-events';
import { superviseFieldError } from '../../../src/domain/affair/supervision-form';
import { SuperviseCreateStore } from '../../../src/app/process/supervise-create.store';
import { SuperviseDetailsStore } from '../../../src/app/process/supervise-details.store';
import { SuperviseListStore, superviseQueryOf } from '../../../src/app/process/supervise-list.store';
import { ApiFailure } from '../../../src/ports/api-failure';
import type { Page } from '../../../src/ports/api/page.dto';
import type { BoxQuery, BoxRow, SuperviseCreate, SuperviseDetail, SuperviseQuery, SuperviseRow } from '../../../src/ports/api/process.dto';
import type { ProcessApi } from '../../../src/ports/process.port';
import type { ProfileApi } from '../../../src/ports/profile.port';
import type { SuperviseApi } from '../../../src/ports/supervise.port';

const TODAY = '2026-01-20';

const detail = (id: string): SuperviseDetail => ({
  id,
  supName: '进度督办',
  keyDigNumGather: 'SW1',
  keyNumGather: 'FJ1',
  affairTitle: '城东临时堆场',
  deadline: '2026-01-25',
  supervisorName: '王丽华',
  urgedName: '陈志强',
  createdAt: '2026-01-10 09:00',
  affairStatusLabel: '在办',
  overdue: false,
  reminders: 0,
  content: '请尽快办理',
  mayUrge: true,
  reminderLog: [],
});

const failure = (status: number, message: string): ApiFailure =>
  new ApiFailure({ kind: 'http', status, body: { msg: message } }, { message, level: 'error', durationMs: 3000, followUp: { kind: 'none' } }, true);

class FakeSupervise implements SuperviseApi {
  queries: SuperviseQuery[] = [];
  created: SuperviseCreate[] = [];
  urges: string[] = [];
  error: Error | undefined;
  async list(query: SuperviseQuery): Promise<Page<SuperviseRow>> {
    this.queries.push(query);
    return { rows: [detail('S1')], total: 1, pageIndex: query.pageIndex, pageSize: query.pageSize };
  }
  async create(body: SuperviseCreate): Promise<SuperviseDetail> {
    this.created.push(body);
    if (this.error !== undefined) throw this.error;
    return detail('S9');
  }
  landCreated: LandSuperviseBody[] = [];
  async createForLand(body: LandSuperviseBody): Promise<SuperviseDetail> {
    this.landCreated.push(body);
    if (this.error !== undefined) throw this.error;
    return { ...detail('S10'), temporaryLandId: body.id };
  }
  async detail(id: string): Promise<SuperviseDetail> {
    if (this.error !== undefined) throw this.error;
    return detail(id);
  }
  async urge(id: string, text: string): Promise<SuperviseDetail> {
    this.urges.push(text);
    await Promise.resolve();
    if (this.error !== undefined) throw this.error;
    return { ...detail(id), reminders: this.urges.length, reminderLog: [{ at: '2026-01-20 10:00', byName: '王丽华', text }] };
  }
}

const boxRow = { keyDigNumGather: 'SW1', title: '城东临时堆场', processName: '临时用地审批' } as BoxRow;
const process = {
  box: async (_name: string, query: BoxQuery) => ({ rows: query.title === '无' ? [] : [boxRow], total: 1, pageIndex: 1, pageSize: 30 }),
  detail: async (key: string) => ({ keyDigNumGather: key, title: '较早的事务', processName: '公文办理' }),
} as unknown as ProcessApi;
const profile = { userTree: async () => [{ id: 'D360100', label: '南昌市自然资源局', asUnit: true, children: [{ id: '10003', label: '王丽华', type: 'TbUser' }] }] } as unknown as ProfileApi;

describe('supervision rules', () => {
  it.each([
    ['keyDigNumGather', '', '请选择要督办的事务'],
    ['supName', ' ', '请输入督办名称'],
    ['supName', '督'.repeat(51), '督办名称不能超过50个字'],
    ['deadline', '', '请选择办理期限'],
    ['deadline', '2026-01-19', '办理期限不能早于今天'],
    ['deadline', TODAY, undefined],
    ['deadline', '20260121', '办理期限格式不正确'],
    ['urgedUserId', '', '请选择被督办人'],
    ['content', '', '请输入督办内容'],
    ['content', '字'.repeat(501), '督办内容不能超过500个字'],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(superviseFieldError(field, value, TODAY)).toBe(message);
  });
});

describe('SuperviseListStore', () => {
  it('sends only the filters that say something, from page 1', async () => {
    const fake = new FakeSupervise();
    const store = new SuperviseListStore(fake);
    await store.goTo(3);
    await store.search({ startTime: '2026-01-01', endTime: '', supName: ' 进度 ' });
    expect(fake.queries.at(-1)).toEqual({ pageIndex: 1, pageSize: 15, startTime: '2026-01-01', supName: '进度' });
    expect(superviseQueryOf({ filters: {}, pageIndex: 2, pageSize: 30 })).toEqual({ pageIndex: 2, pageSize: 30 });
  });
});

describe('SuperviseCreateStore', () => {
  function wire() {
    const fake = new FakeSupervise();
    const list = new SuperviseListStore(fake);
    const events = new AffairEvents();
    let changed = 0;
    events.changed$.subscribe(() => (changed += 1));
    return { fake, store: new SuperviseCreateStore(fake, process, profile, list, events), changed: () => changed };
  }

  it('offers the user’s affairs and the people tree when it opens', async () => {
    const { store } = wire();
    await store.open('SW1');
    expect(store.getValue()).toMatchObject({ values: { keyDigNumGather: 'SW1' }, affairs: [{ value: 'SW1', label: '城东临时堆场（临时用地审批）' }] });
    expect(store.getValue().people).toHaveLength(1);
    await store.findAffairs('无');
    expect(store.getValue().affairs).toEqual([]);
  });

  it('offers an affair chosen beforehand even when the first page of 查询 lacks it', async () => {
    const { store } = wire();
    await store.open('SW77');
    expect(store.getValue().values.keyDigNumGather).toBe('SW77');
    expect(store.getValue().affairs.map((choice) => choice.label)).toEqual(['较早的事务（公文办理）', '城东临时堆场（临时用地审批）']);
  });

  it('creates once, tells the boxes, and reloads the list', async () => {
    const { fake, store, changed } = wire();
    await store.open();
    for (const [field, value] of [
      ['keyDigNumGather', 'SW1'],
      ['supName', ' 进度督办 '],
      ['deadline', TODAY],
      ['urgedUserId', '10003'],
      ['content', '请尽快办理'],
    ] as const) {
      store.change(field, value, TODAY);
    }
    const [first, second] = await Promise.all([store.submit(TODAY), store.submit(TODAY)]);
    expect(first?.id).toBe('S9');
    expect(second).toBeUndefined();
    expect(fake.created).toEqual([{ keyDigNumGather: 'SW1', supName: '进度督办', deadline: TODAY, urgedUserId: '10003', content: '请尽快办理' }]);
    expect(changed()).toBe(1);
    await Promise.resolve();
    expect(fake.queries).toHaveLength(1);
  });

  it('refuses a deadline in the past and keeps everything on a refusal', async () => {
    const { fake, store } = wire();
    await store.open('SW1');
    store.change('deadline', '2026-01-01', TODAY);
    expect(await store.submit(TODAY)).toBeUndefined();
    expect(store.getValue().errors.deadline).toBe('办理期限不能早于今天');
    expect(fake.created).toHaveLength(0);
    store.change('supName', '进度督办', TODAY);
    store.change('deadline', '2026-02-01', TODAY);
    store.change('urgedUserId', '10003', TODAY);
    store.change('content', '请尽快办理', TODAY);
    fake.error = failure(400, '该事务已办结，无需督办');
    expect(await store.submit(TODAY)).toBeUndefined();
    expect(store.getValue()).toMatchObject({ pending: false, submitError: '该事务已办结，无需督办', values: { supName: '进度督办', content: '请尽快办理' } });
  });
});

describe('SuperviseDetailsStore', () => {
  it.each([
    [404, 'not-found'],
    [403, 'forbidden'],
    [500, 'failed'],
  ] as const)('a %i answer is a %s page', async (status, kind) => {
    const fake = new FakeSupervise();
    fake.error = failure(status, '原因');
    const store = new SuperviseDetailsStore(fake);
    await store.open('S1');
    expect(store.getValue().problem).toEqual({ kind, message: '原因' });
  });

  it('urges once however often it is asked, and keeps the text when refused', async () => {
    const fake = new FakeSupervise();
    const store = new SuperviseDetailsStore(fake);
    await store.open('S1');
    expect(await store.urge()).toBe(false);
    expect(store.getValue().urgeError).toBe('请填写催办内容');
    store.type('请本周反馈');
    const [first, second] = await Promise.all([store.urge(), store.urge()]);
    expect([first, second]).toEqual([true, false]);
    expect(fake.urges).toEqual(['请本周反馈']);
    expect(store.getValue()).toMatchObject({ urgeText: '', detail: { reminders: 1 } });
    store.type('再次催办');
    fake.error = failure(403, '只有督办人可以催办');
    expect(await store.urge()).toBe(false);
    expect(store.getValue()).toMatchObject({ urgeText: '再次催办', urgeError: '只有督办人可以催办', urging: false });
  });
});
