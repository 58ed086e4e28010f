import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AffairEvents } from '../../../src/app/process/affair-events';
import { BoxListStore, boxQueryOf, type BoxListQuery } from '../../../src/app/process/box-list.store';
import { BoxLists } from '../../../src/app/process/box-lists';
import { AffairOpener } from '../../../src/app/process/box-open';
import type { MenuCountsStore } from '../../../src/app/menu/menu-counts.store';
import { parseAffairDetailsQuery } from '../../../src/domain/affair/details-link';
import type { Page } from '../../../src/ports/api/page.dto';
import type { AffairDetail, BoxColumn, BoxName, BoxQuery, BoxRow, BoxType } from '../../../src/ports/api/process.dto';
import type { ProcessApi } from '../../../src/ports/process.port';

const row = (n: number): BoxRow => ({
  keyDigNumGather: `SW${n}`,
  keyNumGather: `FJ${n}`,
  title: `事务${n}`,
  procDefId: 'lsydsp:1',
  processName: '临时用地审批',
  nodeName: '受理',
  status: 'running',
  statusLabel: '在办',
  handlerName: '陈志强',
  registrantName: '陈志强',
  registeredAt: '2026-01-02 08:00',
  updatedAt: '2026-01-03 08:00',
  supervised: false,
  overdueSupervision: false,
});

const COLUMNS: BoxColumn[] = [{ prop: 'title', label: '事务标题', sortable: true }];

/** Box calls over a list of rows; each answer can be held back to test late answers. */
class FakeProcess {
  rows: BoxRow[] = Array.from({ length: 40 }, (_, i) => row(i + 1));
  calls: { name: BoxName; query: BoxQuery }[] = [];
  columnCalls = 0;
  boxError: Error | undefined;
  hold: ((release: () => void) => void) | undefined;
  detailError: Error | undefined;

  async columns(_boxType: BoxType): Promise<BoxColumn[]> {
    this.columnCalls += 1;
    return COLUMNS;
  }

  async box(name: BoxName, query: BoxQuery): Promise<Page<BoxRow>> {
    this.calls.push({ name, query });
    if (this.hold !== undefined) await new Promise<void>((release) => this.hold?.(release));
    if (this.boxError !== undefined) throw this.boxError;
    const matching = this.rows.filter((candidate) => query.title === undefined || candidate.title.includes(query.title));
    const start = (query.pageIndex - 1) * query.pageSize;
    return { rows: matching.slice(start, start + query.pageSize), total: matching.length, pageIndex: query.pageIndex, pageSize: query.pageSize };
  }

  async detail(key: string): Promise<AffairDetail> {
    if (this.detailError !== undefined) throw this.detailError;
    return { keyDigNumGather: key, keyNumGather: key.replace('SW', 'FJ') } as AffairDetail;
  }
}

const asApi = (fake: FakeProcess): ProcessApi => fake as unknown as ProcessApi;

describe('boxQueryOf', () => {
  const base: BoxListQuery = { pageIndex: 2, pageSize: 20, title: '', filters: {} };

  it('sends only the paging when nothing is filled in', () => {
    expect(boxQueryOf(base)).toEqual({ pageIndex: 2, pageSize: 20 });
    expect(boxQueryOf({ ...base, title: '   ', filters: { registrantName: ' ', procDefId: '' } })).toEqual({ pageIndex: 2, pageSize: 20 });
  });

  it('trims texts and sends every filter and the sort', () => {
    expect(
      boxQueryOf({
        ...base,
        title: ' 堆场 ',
        filters: { procDefId: 'lsydsp:1', status: 'finished', startTime: '2026-01-01', endTime: '2026-02-01', registrantName: ' 陈志强 ' },
        orderBy: 'title',
        order: 'desc',
      }),
    ).toEqual({
      pageIndex: 2,
      pageSize: 20,
      title: '堆场',
      procDefId: 'lsydsp:1',
      status: 'finished',
      startTime: '2026-01-01',
      endTime: '2026-02-01',
      registrantName: '陈志强',
      orderBy: 'title',
      order: 'desc',
    });
  });
});

describe('BoxListStore', () => {
  it('loads the columns once and a page from the box of its type', async () => {
    const fake = new FakeProcess();
    const store = new BoxListStore(asApi(fake), 3);
    await store.open();
    await store.goTo(2);
    expect(fake.columnCalls).toBe(1);
    expect(fake.calls.map((call) => call.name)).toEqual(['finish', 'finish']);
    expect(store.getValue()).toMatchObject({ columns: COLUMNS, total: 40, loaded: true, loading: false, query: { pageIndex: 2, pageSize: 15 } });
    expect(store.getValue().rows[0]?.title).toBe('事务16');
  });

  it('a new search, filter, size or sort starts again from page 1; an unknown size is the default', async () => {
    const store = new BoxListStore(asApi(new FakeProcess()), 6);
    await store.goTo(3);
    await store.search('堆场');
    expect(store.getValue().query).toMatchObject({ pageIndex: 1, title: '堆场' });
    await store.goTo(2);
    await store.filter({ status: 'draft' });
    expect(store.getValue().query).toMatchObject({ pageIndex: 1, title: '堆场', filters: { status: 'draft' } });
    await store.goTo(2);
    await store.resize(33);
    expect(store.getValue().query.pageSize).toBe(15);
    await store.sort('registeredAt', 'desc');
    expect(store.getValue().query).toMatchObject({ orderBy: 'registeredAt', order: 'desc' });
    await store.sort(undefined, undefined);
    expect(store.getValue().query.orderBy).toBeUndefined();
    await store.reset();
    expect(store.getValue().query).toEqual({ pageIndex: 1, pageSize: 15, title: '', filters: {} });
  });

  it('moves back to the last page when rows went away under it', async () => {
    const fake = new FakeProcess();
    const store = new BoxListStore(asApi(fake), 1);
    await store.goTo(3);
    fake.rows = fake.rows.slice(0, 20);
    await store.load();
    expect(store.getValue().query.pageIndex).toBe(2);
    expect(store.getValue().rows).toHaveLength(5);
  });

  it('keeps the rows and the reason when a load fails', async () => {
    const fake = new FakeProcess();
    const store = new BoxListStore(asApi(fake), 1);
    await store.open();
    fake.boxError = new Error('服务器开小差了');
    await store.load();
    expect(store.getValue()).toMatchObject({ error: '服务器开小差了', loading: false });
    expect(store.getValue().rows).toHaveLength(15);
    fake.boxError = undefined;
    await store.load();
    expect(store.getValue().error).toBeUndefined();
  });

  it('ignores an older load that answers after a newer one', async () => {
    const fake = new FakeProcess();
    fake.rows = [
      ...Array.from({ length: 3 }, (_, i) => ({ ...row(i), title: `旧事务${i}` })),
      ...Array.from({ length: 5 }, (_, i) => ({ ...row(10 + i), title: `新事务${i}` })),
    ];
    const store = new BoxListStore(asApi(fake), 4);
    const releases: (() => void)[] = [];
    fake.hold = (release) => releases.push(release);
    const first = store.search('旧');
    await Promise.resolve();
    const second = store.search('新');
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases[1]?.();
    await second;
    releases[0]?.();
    await first;
    expect(store.getValue().query.title).toBe('新');
    expect(store.getValue().total).toBe(5);
    expect(store.getValue().rows.every((shown) => shown.title.startsWith('新'))).toBe(true);
  });
});

describe('BoxLists', () => {
  it('keeps one store per box and reloads only the boxes on screen when an affair changes', async () => {
    const fake = new FakeProcess();
    const events = new AffairEvents();
    const lists = new BoxLists(asApi(fake), events);
    expect(lists.of(1)).toBe(lists.of(1));
    const leave = lists.show(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = fake.calls.length;
    events.notify();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls.slice(before).map((call) => call.name)).toEqual(['todo']);
    leave();
    leave();
    events.notify();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls.slice(before)).toHaveLength(1);
  });
});

describe('AffairEvents', () => {
  it('tells the listeners and reloads the menu counts', () => {
    let loads = 0;
    const counts = { load: async () => void (loads += 1) } as unknown as MenuCountsStore;
    const events = new AffairEvents(counts);
    let heard = 0;
    events.changed$.subscribe(() => (heard += 1));
    events.notify();
    expect({ heard, loads }).toEqual({ heard: 1, loads: 1 });
  });
});

describe('AffairOpener', () => {
  it('opens from a box with the detail’s files key (SPEC section 2)', async () => {
    const result = await new AffairOpener(asApi(new FakeProcess())).fromBox('SW7', 2);
    if (!('url' in result)) throw new Error('opens');
    const [path, search] = result.url.split('?') as [string, string];
    expect(path).toBe('/process/handle/details/SW7');
    expect(parseAffairDetailsQuery(search)).toEqual({ boxType: 2, source: 'box', filesKey: 'FJ7' });
  });

  it('says why when the detail cannot be fetched', async () => {
    const fake = new FakeProcess();
    fake.detailError = new Error('boom');
    expect(await new AffairOpener(asApi(fake)).fromBox('SW7', 1)).toEqual({ error: '事务详情打开失败，请稍后重试' });
  });
});
