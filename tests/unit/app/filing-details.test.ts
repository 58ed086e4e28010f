import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { dataOf, emptyValues, formProblems, valuesOf } from '../../../src/app/filing/filing-details-form';
import { FilingDetailsStore, STALE_BANNER } from '../../../src/app/filing/filing-details.store';
import type { FieldProblem } from '../../../src/domain/filing/data-check';
import type { FilingData, TemporaryLandUse } from '../../../src/domain/filing/filing-types';
import { ApiFailure } from '../../../src/ports/api-failure';
import type { FilingDetail, FilingSaveBody } from '../../../src/ports/api/filing.dto';
import type { FilingHistoryRow } from '../../../src/domain/filing/wire';
import type { FilingApi } from '../../../src/ports/filing.port';

const NOW = Date.parse('2026-11-20T02:00:00Z');

const temporary: TemporaryLandUse = {
  typeCode: '1',
  projectName: '八一乡施工便道',
  userUnit: '江西省交通投资集团有限责任公司',
  location: '南昌县八一乡',
  approvalNumber: '洪自然资临字〔2026〕1号',
  approvalDate: '2026-11-10',
  termMonths: 12,
  purpose: 'road',
  totalArea: 2.5,
  cultivatedArea: 1.2,
  otherAgriculturalArea: 0.8,
  constructionArea: 0.3,
  unusedArea: 0.2,
  restorationPlan: '恢复耕种条件',
  restorationDeadline: '2027-12-31',
  boundary: [
    [115.95, 28.55],
    [115.96, 28.55],
    [115.96, 28.56],
    [115.95, 28.55],
  ],
};

const failure = (status: number, message: string, body: unknown = { msg: message }): ApiFailure =>
  new ApiFailure({ kind: 'http', status, body }, { message, level: 'warning', durationMs: 3000, followUp: { kind: 'none' } }, true);

const detailOf = (data: FilingData, version: number, status: FilingDetail['status'] = 'draft'): FilingDetail =>
  ({
    keyNumGather: 'BA360121000901',
    keyTypeCode: data.typeCode,
    typeLabel: '临时用地',
    name: 'projectName' in data ? data.projectName : '',
    place: '',
    divisionCode: '360121',
    divisionName: '南昌县',
    approvalDate: data.approvalDate,
    status,
    statusLabel: status === 'draft' ? '待上报' : '已上报',
    withdrawal: 'none',
    overdue: false,
    deadline: '2026-12-08',
    updatedAt: '2026-11-20 10:00',
    version,
    data,
    createdBy: '10004',
    createdByName: '陈志强',
    createdAt: '2026-11-20 10:00',
    abilities: { edit: status === 'draft', report: status === 'draft', delete: status === 'draft', review: false, recall: false, applyWithdrawal: false, decideWithdrawal: false, abate: false },
  }) as FilingDetail;

/** One record on a "server" that refuses stale versions and checks what is stored. */
function fakeApi(stored: FilingData = temporary) {
  const server = { data: stored, version: 2, status: 'draft' as FilingDetail['status'], problems: [] as FieldProblem[] };
  const api = {
    detail: vi.fn(async () => detailOf(server.data, server.version, server.status)),
    history: vi.fn(async (): Promise<FilingHistoryRow[]> => []),
    save: vi.fn(async (body: FilingSaveBody) => {
      if (body.version !== undefined && body.version !== server.version) throw failure(409, '该记录已被他人修改，请刷新后重试');
      server.data = body.data;
      server.version += 1;
      return detailOf(server.data, server.version);
    }),
    check: vi.fn(async () => server.problems),
    report: vi.fn(async (_key: string, version: number) => {
      if (version !== server.version) throw failure(409, '该记录已被他人修改，请刷新后重试');
      server.status = 'reported';
      server.version += 1;
      return detailOf(server.data, server.version, 'reported');
    }),
    subParams: vi.fn(async (key: string) => ({ keyNumGather: key, keyTypeCode: '1' as const, status: 'draft' as const, version: 2, detailPath: '/toBeReported/details', isAdvance: 1 as const })),
  };
  const store = new FilingDetailsStore(api as unknown as FilingApi, { now: () => NOW }, 'BA360121000901', '1');
  return { api, server, store };
}

describe('filing form values', () => {
  it('round-trips a record and keeps what the user typed as text', () => {
    const values = valuesOf(temporary);
    expect(values['totalArea']).toBe('2.5');
    expect(dataOf('1', values)).toEqual(temporary);
    expect(dataOf('1', { ...emptyValues('1'), termMonths: '' })).toMatchObject({ termMonths: 0, purpose: 'road', boundary: [] });
  });

  it('names unparsable numbers and parts above the total at their fields', () => {
    const problems = formProblems('1', { ...valuesOf(temporary), termMonths: '十二', cultivatedArea: '2' }, NOW);
    expect(problems).toContainEqual({ field: 'termMonths', message: '请输入数字' });
    expect(problems.find((p) => p.field === 'totalArea')?.message).toContain('各分项面积之和（3.3000公顷）');
    expect(formProblems('1', { ...valuesOf(temporary), totalArea: '2.12345' }, NOW).map((p) => p.field)).toContain('totalArea');
  });
});

describe('FilingDetailsStore', () => {
  it('validates a field on blur only', async () => {
    const { store } = fakeApi();
    await store.load();
    store.edit('cultivatedArea', '2');
    expect(store.problems()).toEqual([]);
    store.blur('totalArea');
    expect(store.problems().map((p) => p.field)).toEqual(['totalArea']);
    store.edit('projectName', '');
    store.blur('projectName');
    expect(store.problems().map((p) => p.message)).toContain('请填写项目名称');
  });

  it('keeps the edits on screen when someone else saved first, and reloads on request', async () => {
    const { store, server } = fakeApi();
    await store.load();
    server.version = 3;
    store.edit('location', '南昌县八一乡新村');
    expect(await store.save()).toEqual({ kind: 'failed', message: STALE_BANNER });
    expect(store.getValue().banner?.kind).toBe('stale');
    expect(store.getValue().values['location']).toBe('南昌县八一乡新村');
    expect(store.getValue().dirty).toBe(true);
    await store.load();
    expect(store.getValue().values['location']).toBe('南昌县八一乡');
    expect(store.getValue().banner).toBeUndefined();
  });

  it('saves unsaved edits before reporting and puts every data-check problem at its field without reporting', async () => {
    const { store, api, server } = fakeApi();
    await store.load();
    server.problems = [
      { field: 'totalArea', message: '各分项面积之和超过总面积' },
      { field: 'boundary', message: '用地范围边界自相交' },
    ];
    store.edit('userUnit', '南昌县交通运输局');
    const outcome = await store.report();
    expect(outcome.kind).toBe('failed');
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.report).not.toHaveBeenCalled();
    expect(store.problems()).toEqual(expect.arrayContaining(server.problems));
    expect(store.getValue().values['userUnit']).toBe('南昌县交通运输局');

    server.problems = [];
    expect(await store.report()).toEqual({ kind: 'done' });
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(store.getValue().detail?.status).toBe('reported');
    expect(store.getValue().banner?.kind).toBe('success');
  });

  it('shows a 400 data check of the save at its fields', async () => {
    const { store, api } = fakeApi();
    await store.load();
    api.save.mockRejectedValueOnce(failure(400, '数据检查未通过', { code: 400, msg: 'x', error: 'bad_request', error_description: 'x', problems: [{ field: 'approvalDate', message: '批准日期不能晚于今天' }] }));
    store.edit('approvalDate', '2026-11-19');
    await store.save();
    expect(store.problems()).toContainEqual({ field: 'approvalDate', message: '批准日期不能晚于今天' });
    expect(store.getValue().values['approvalDate']).toBe('2026-11-19');
  });

  it('ignores a second submit while the first is on its way', async () => {
    const { store, api } = fakeApi();
    await store.load();
    store.edit('location', '南昌县蒋巷镇');
    const first = store.save();
    expect(await store.save()).toEqual({ kind: 'ignored' });
    await first;
    expect(api.save).toHaveBeenCalledTimes(1);
  });

  it('keeps the 上报 row when the history read after 保存草稿 answers after the one read after 上报', async () => {
    const { store, api } = fakeApi();
    await store.load();
    const row = (actionLabel: string) => ({ actionLabel }) as unknown as FilingHistoryRow;
    const held: ((rows: FilingHistoryRow[]) => void)[] = [];
    api.history.mockImplementation(() => new Promise<FilingHistoryRow[]>((resolve) => held.push(resolve)));
    store.edit('location', '南昌县蒋巷镇');
    expect(await store.save()).toEqual({ kind: 'done' });
    const reported = store.report();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]?.([row('保存'), row('上报')]);
    await reported;
    held[0]?.([row('保存')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getValue().history.map((entry) => entry.actionLabel)).toEqual(['保存', '上报']);
  });

  it('creates a new draft without key or version, then saves over the version it got', async () => {
    const { api } = fakeApi();
    const store = new FilingDetailsStore(api as unknown as FilingApi, { now: () => NOW }, undefined, '1');
    expect(store.getValue().loading).toBe(false);
    for (const [field, value] of Object.entries(valuesOf(temporary))) store.edit(field, value);
    await store.save();
    expect(api.save.mock.calls[0]?.[0]).not.toHaveProperty('keyNumGather');
    store.edit('location', '南昌县塔城乡');
    await store.save();
    expect(api.save.mock.calls[1]?.[0]).toMatchObject({ keyNumGather: 'BA360121000901', version: 3 });
  });

  it('resolves a uid deep link through the common-parameters call first', async () => {
    const { api } = fakeApi();
    const store = new FilingDetailsStore(api as unknown as FilingApi, { now: () => NOW }, undefined, '1');
    await store.loadByLink('BA360121000901', 2);
    expect(api.subParams).toHaveBeenCalledWith('BA360121000901', 2);
    expect(api.detail).toHaveBeenCalledWith('BA360121000901');
    expect(store.getValue().detail?.keyNumGather).toBe('BA360121000901');
  });

  it('reports another division’s record as a 403 load error', async () => {
    const { store, api } = fakeApi();
    api.detail.mockRejectedValueOnce(failure(403, '无权查看或操作其他辖区的备案记录'));
    await store.load();
    expect(store.getValue().loadError).toEqual({ status: 403, message: '无权查看或操作其他辖区的备案记录' });
  });
});
