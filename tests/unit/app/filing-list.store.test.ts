import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';
import { FilingOpener, newFilingUrl } from '../../../src/app/filing/filing-list-open';
import { FILING_LIST_LOAD_FAILED, FilingListStore, filingQueryOf, serverListOf } from '../../../src/app/filing/filing-list.store';
import { FilingLists } from '../../../src/app/filing/filing-lists';
import { parseFilingSubParams } from '../../../src/domain/filing/detail-links';
import { ApiFailure } from '../../../src/ports/api-failure';
import type { FilingListName, FilingListQuery, FilingRow, FilingSubParams, FilingTypeCode } from '../../../src/ports/api/filing.dto';
import type { Page } from '../../../src/ports/api/page.dto';
import type { FilingApi } from '../../../src/ports/filing.port';

const row = (n: number, typeCode: FilingTypeCode, extra: Partial<FilingRow> = {}): FilingRow => ({
  keyNumGather: `BA${typeCode}-${n}`,
  keyTypeCode: typeCode,
  typeLabel: '临时用地',
  name: `项目${n}`,
  place: '南昌县莲塘镇',
  divisionCode: '360121',
  divisionName: '南昌县',
  approvalDate: '2026-03-01',
  status: 'draft',
  statusLabel: '待上报',
  withdrawal: 'none',
  overdue: false,
  deadline: '2026-03-29',
  updatedAt: '2026-03-02 09:00',
  version: 1,
  ...extra,
});

/** The list calls over a fixed set of rows per type, clamping the page as the server does. */
class FakeFilings {
  rows: FilingRow[] = [
    ...Array.from({ length: 70 }, (_, i) => row(i + 1, '1')),
    ...Array.from({ length: 5 }, (_, i) => row(i + 1, '2')),
    ...Array.from({ length: 2 }, (_, i) => row(i + 1, '4')),
  ];
  calls: { name: FilingListName; query: FilingListQuery }[] = [];
  listError: Error | undefined;
  subParamsCalls: { key: string; type: 2 | 4 }[] = [];
  answer: Partial<FilingSubParams> = {};
  subParamsError: Error | undefined;

  async list(name: FilingListName, query: FilingListQuery): Promise<Page<FilingRow>> {
    this.calls.push({ name, query });
    if (this.listError !== undefined) throw this.listError;
    const matching = this.rows.filter((candidate) => query.keyTypeCode === undefined || candidate.keyTypeCode === query.keyTypeCode);
    const pageIndex = Math.max(1, Math.min(query.pageIndex, Math.ceil(matching.length / query.pageSize)));
    const start = (pageIndex - 1) * query.pageSize;
    return { rows: matching.slice(start, start + query.pageSize), total: matching.length, pageIndex, pageSize: query.pageSize };
  }

  async subParams(key: string, type: 2 | 4): Promise<FilingSubParams> {
    this.subParamsCalls.push({ key, type });
    if (this.subParamsError !== undefined) throw this.subParamsError;
    return { keyNumGather: key, keyTypeCode: '1', status: 'draft', version: 3, detailPath: '/toBeReported/details', isAdvance: 1, ...this.answer };
  }
}

function setup(saved: Record<string, string> = {}) {
  const api = new FakeFilings();
  const storage = new MemoryStorage(saved);
  const lists = new FilingLists(api as unknown as FilingApi, storage);
  return { api, storage, lists, store: (name: Parameters<FilingLists['of']>[0]) => lists.of(name) };
}

describe('FilingListStore', () => {
  it('opens on page 1 of 临时用地 with 15 rows and saves that position under the list keys', async () => {
    const { api, storage, store } = setup();
    await store('toBeReported').open();
    const state = store('toBeReported').getValue();
    expect(api.calls[0]).toEqual({ name: 'toBeReported', query: { pageIndex: 1, pageSize: 15, keyTypeCode: '1' } });
    expect(state.rows).toHaveLength(15);
    expect(state.total).toBe(70);
    expect(state.loaded).toBe(true);
    expect(storage.get('toBeReportedPageIndex')).toBe('1');
    expect(storage.get('toBeReportedTypeCode')).toBe('1');
  });

  it('counts every type under the same filters for the switcher', async () => {
    const { store } = setup();
    await store('query').open();
    expect(store('query').getValue().counts).toEqual({ '1': 70, '2': 5, '3': 0, '4': 2, all: 77 });
    await store('reported').open();
    expect(store('reported').getValue().counts).toEqual({ '1': 70, '2': 5, '3': 0, '4': 2 });
  });

  it('saves the page index and the type code as the user moves', async () => {
    const { storage, store } = setup();
    const list = store('reported');
    await list.open();
    await list.goTo(4);
    expect(storage.get('reportedPageIndex')).toBe('4');
    await list.switchType('2');
    expect(storage.get('reportedTypeCode')).toBe('2');
    expect(storage.get('reportedPageIndex')).toBe('1');
    expect(list.getValue().rows.every((candidate) => candidate.keyTypeCode === '2')).toBe(true);
  });

  it('restores a saved position when the list opens again (after a reload)', async () => {
    const { api, store } = setup({ queryPageIndex: '3', queryTypeCode: '1' });
    await store('query').open();
    expect(api.calls[0]?.query).toMatchObject({ pageIndex: 3, keyTypeCode: '1' });
    expect(store('query').getValue().rows[0]?.keyNumGather).toBe('BA1-31');
  });

  it('keeps the returned list apart under its own keys', async () => {
    const { storage, store } = setup({ rollBackPageIndex: '2', rollBackTypeCode: '1' });
    await store('rollBack').open();
    await store('rollBack').goTo(5);
    expect(storage.get('rollBackPageIndex')).toBe('5');
    expect(storage.get('queryPageIndex')).toBeUndefined();
  });

  it('keeps its page, type and filters while shown again, and starts afresh once its tab closed the keys', async () => {
    const { storage, store } = setup();
    const list = store('query');
    await list.open();
    await list.filter({ text: '项目' });
    await list.goTo(2);
    await list.open();
    expect(list.getValue().query).toMatchObject({ pageIndex: 2, typeCode: '1', filters: { text: '项目' } });
    storage.remove('queryPageIndex');
    storage.remove('queryTypeCode');
    await list.open();
    expect(list.getValue().query).toMatchObject({ pageIndex: 1, typeCode: '1', filters: {} });
    expect(storage.get('queryPageIndex')).toBe('1');
  });

  it('applies a link once: shown again under the same address it keeps the user’s changes, a new link applies again', async () => {
    const { api, storage, store } = setup({ queryPageIndex: '4', queryTypeCode: '1' });
    const list = store('query');
    const january = { keyTypeCode: '2', startDate: '2026-01-01', endDate: '2026-01-31' } as const;
    await list.open(january);
    expect(api.calls[0]?.query).toEqual({ pageIndex: 1, pageSize: 15, keyTypeCode: '2', startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(storage.get('queryTypeCode')).toBe('2');
    await list.filter({ status: 'filed' });
    await list.open(january);
    expect(list.getValue().query.filters).toEqual({ status: 'filed' });
    await list.open({ keyTypeCode: '4' });
    expect(list.getValue().query).toMatchObject({ typeCode: '4', pageIndex: 1, filters: {} });
    await list.filter({ status: 'draft' });
    await list.open();
    const before = api.calls.length;
    await list.open({ keyTypeCode: '4' });
    expect(api.calls[before]?.query).toEqual({ pageIndex: 1, pageSize: 15, keyTypeCode: '4' });
  });

  it('lists every type for a link without one (a dashboard month), asking the server with no type', async () => {
    const { api, storage, store } = setup();
    const list = store('query');
    await list.open({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(api.calls[0]?.query).toEqual({ pageIndex: 1, pageSize: 15, startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(list.getValue()).toMatchObject({ total: 77, query: { typeCode: 'all' } });
    expect(storage.get('queryTypeCode')).toBe('all');
    await list.open({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(list.getValue().query.typeCode).toBe('all');
  });

  it('applies the same link again after its tab closed (the saved position is gone)', async () => {
    const { storage, store } = setup();
    const list = store('query');
    await list.open({ keyTypeCode: '2' });
    await list.switchType('1');
    storage.remove('queryPageIndex');
    storage.remove('queryTypeCode');
    await list.open({ keyTypeCode: '2' });
    expect(list.getValue().query.typeCode).toBe('2');
  });

  it('follows the server back to the last page when a saved page is past the end', async () => {
    const { storage, store } = setup({ toBeReportedPageIndex: '9', toBeReportedTypeCode: '2' });
    await store('toBeReported').open();
    expect(store('toBeReported').getValue().query.pageIndex).toBe(1);
    expect(storage.get('toBeReportedPageIndex')).toBe('1');
  });

  it('ignores a saved type code that is not a filing type', async () => {
    const { store } = setup({ queryPageIndex: 'x', queryTypeCode: '9' });
    await store('query').open();
    expect(store('query').getValue().query).toMatchObject({ pageIndex: 1, typeCode: '1' });
  });

  it('sends page sizes 15/20/30/50 and the server sort, each from page 1', async () => {
    const { api, store } = setup();
    const list = store('reported');
    await list.open();
    await list.goTo(3);
    await list.resize(30);
    expect(api.calls.at(-4)?.query).toMatchObject({ pageIndex: 1, pageSize: 30 });
    await list.resize(25);
    expect(list.getValue().query.pageSize).toBe(15);
    await list.sort('approvalDate', 'desc');
    // The page itself, then the three other types' counts.
    expect(api.calls.at(-4)?.query).toMatchObject({ orderBy: 'approvalDate', order: 'desc', pageIndex: 1 });
  });

  it('reports a failed load in Chinese and recovers on 重新加载', async () => {
    const { api, store } = setup();
    const list = store('reported');
    api.listError = new Error('');
    await list.open();
    expect(list.getValue()).toMatchObject({ loading: false, loaded: false, error: FILING_LIST_LOAD_FAILED });
    api.listError = undefined;
    await list.load();
    expect(list.getValue().error).toBeUndefined();
    expect(list.getValue().rows).toHaveLength(15);
  });

  it('ignores a late answer of an older load', async () => {
    const api = new FakeFilings();
    const storage = new MemoryStorage();
    const list = new FilingListStore(api as unknown as FilingApi, storage, 'query');
    let release: (() => void) | undefined;
    const original = api.list.bind(api);
    api.list = async (name, query) => {
      if (query.keyTypeCode === '4' && release === undefined) await new Promise<void>((resolve) => (release = resolve));
      return original(name, query);
    };
    const slow = list.switchType('4');
    await list.switchType('2');
    release?.();
    await slow;
    expect(list.getValue().query.typeCode).toBe('2');
    expect(list.getValue().rows.every((candidate) => candidate.keyTypeCode === '2')).toBe(true);
  });
});

describe('filing list queries', () => {
  it('sends only the filters that say something', () => {
    expect(
      filingQueryOf({ pageIndex: 2, pageSize: 20, typeCode: '3', filters: { text: '  ', divisionCode: '', status: 'filed', startDate: '2026-01-01', endDate: '2026-02-01', overdueOnly: false } }),
    ).toEqual({ pageIndex: 2, pageSize: 20, keyTypeCode: '3', status: 'filed', startDate: '2026-01-01', endDate: '2026-02-01' });
    expect(filingQueryOf({ pageIndex: 1, pageSize: 15, typeCode: '1', filters: { text: ' 光伏 ', overdueOnly: true, divisionCode: '360121' } })).toEqual({
      pageIndex: 1,
      pageSize: 15,
      keyTypeCode: '1',
      text: '光伏',
      overdueOnly: true,
      divisionCode: '360121',
    });
  });

  it('asks the reviewer list when 已上报 is narrowed to 待我审核', async () => {
    expect(serverListOf('reported', { reviewOnly: true })).toBe('toBeReviewed');
    expect(serverListOf('query', { reviewOnly: true })).toBe('query');
    const { api, store } = setup();
    await store('reported').filter({ reviewOnly: true });
    expect(api.calls.every((call) => call.name === 'toBeReviewed')).toBe(true);
  });
});

describe('FilingOpener', () => {
  const open = async (list: 'toBeReported' | 'reported' | 'rollBack' | 'query', target: FilingRow, level: string, answer: Partial<FilingSubParams> = {}) => {
    const api = new FakeFilings();
    api.answer = answer;
    const result = await new FilingOpener(api as unknown as FilingApi).fromList(list, target, level);
    return { api, result };
  };

  it('opens a draft with subParams of type 2 on the route and isAdvance the server gives', async () => {
    const { api, result } = await open('toBeReported', row(1, '1'), 'county');
    expect(api.subParamsCalls).toEqual([{ key: 'BA1-1', type: 2 }]);
    if (!('url' in result)) throw new Error(result.error);
    const [path, search] = result.url.split('?');
    expect(path).toBe('/toBeReported/details');
    expect(parseFilingSubParams(`?${search}`)).toEqual({ keyNumGather: 'BA1-1', keyTypeCode: '1', status: 'draft', version: 3, isAdvance: 1 });
  });

  it('follows the server when a to-be-reported row has been reported meanwhile', async () => {
    const { result } = await open('toBeReported', row(1, '1'), 'county', { status: 'reported', detailPath: '/reported/details', isAdvance: 0 });
    expect('url' in result && result.url.startsWith('/reported/details?subParams=')).toBe(true);
    expect('url' in result && new URLSearchParams(result.url.split('?')[1]).has('isAdvance')).toBe(false);
  });

  it('opens reported, returned and queried rows on their own routes (type 4 for reading)', async () => {
    const reported = await open('reported', row(1, '1', { status: 'filed' }), 'county', { status: 'filed', detailPath: '/query/details', isAdvance: 0 });
    expect(reported.api.subParamsCalls[0]?.type).toBe(4);
    expect('url' in reported.result && reported.result.url.startsWith('/reported/details?')).toBe(true);
    const returned = await open('rollBack', row(1, '1', { status: 'returned' }), 'county', { status: 'returned', detailPath: '/rollBack/details' });
    expect(returned.api.subParamsCalls[0]?.type).toBe(2);
    expect('url' in returned.result && returned.result.url.startsWith('/rollBack/details?')).toBe(true);
    const queried = await open('query', row(1, '1', { status: 'filed' }), 'province', { status: 'filed' });
    expect('url' in queried.result && queried.result.url.startsWith('/query/details?')).toBe(true);
  });

  it("sends a reviewer to the review page for the rows waiting for their level's review", async () => {
    const waiting = row(1, '1', { status: 'reported', reviewLevel: 'city' });
    const city = await open('query', waiting, 'city', { status: 'reported' });
    expect('url' in city.result && city.result.url.startsWith('/query/toBeReviewedDetail?')).toBe(true);
    const province = await open('reported', waiting, 'province', { status: 'reported' });
    expect('url' in province.result && province.result.url.startsWith('/reported/details?')).toBe(true);
  });

  it("gives the server's Chinese reason when the record cannot be opened", async () => {
    const api = new FakeFilings();
    api.subParamsError = new ApiFailure(
      { kind: 'http', status: 403, body: { msg: '无权查看其他辖区的备案记录' } },
      { message: '无权查看其他辖区的备案记录', level: 'error', durationMs: 3000, followUp: { kind: 'none' } },
      true,
    );
    const result = await new FilingOpener(api as unknown as FilingApi).fromList('query', row(1, '1'), 'county');
    expect(result).toEqual({ error: '无权查看其他辖区的备案记录' });
  });

  it('links 新增备案 to the new-filing page of the current type', () => {
    expect(newFilingUrl('3')).toBe('/initiate/details?keyTypeCode=3');
  });
});
