import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { CollectStore, lastPageOf } from '../../../src/app/collect/collect.store';
import { bookmarkGroups, bookmarkPage } from '../../../src/domain/favourites/bookmarks';
import type { FavouriteType } from '../../../src/domain/favourites/favourite-types';
import type { BookmarkKey, BookmarkQuery, Favourite } from '../../../src/ports/api/bookmark.dto';
import type { Page } from '../../../src/ports/api/page.dto';
import type { BookmarkApi } from '../../../src/ports/bookmark.port';

const fav = (n: number, type: FavouriteType = 1): Favourite => ({
  id: `u-${n}`,
  type,
  title: `收藏${n}`,
  date: `2026-01-01 08:${String(n % 60).padStart(2, '0')}:00`,
  bookmarkId: `B${n}`,
  keyTypeCode: '-1',
});

const many = (count: number, type: FavouriteType = 1): Favourite[] => Array.from({ length: count }, (_, i) => fav(i + 1, type));

/** A BookmarkApi over a list, paged like the backends; answers can be made to fail. */
class FakeBookmarks implements BookmarkApi {
  queries: BookmarkQuery[] = [];
  batches: string[][] = [];
  listError: Error | undefined;
  groupsError: Error | undefined;
  cancelError: Error | undefined;
  constructor(public items: Favourite[]) {}
  async list(query: BookmarkQuery): Promise<Page<Favourite>> {
    this.queries.push(query);
    if (this.listError !== undefined) throw this.listError;
    const { rows, total } = bookmarkPage(this.items, query);
    return { rows, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
  }
  async add(): Promise<Favourite> {
    throw new Error('not used');
  }
  async cancel(key: BookmarkKey): Promise<void> {
    if (this.cancelError !== undefined) throw this.cancelError;
    this.items = this.items.filter((item) => item.bookmarkId !== key.bookmarkId || item.type !== key.type);
  }
  async cancelMany(ids: readonly string[]): Promise<number> {
    this.batches.push([...ids]);
    if (this.cancelError !== undefined) throw this.cancelError;
    const before = this.items.length;
    this.items = this.items.filter((item) => !ids.includes(item.id));
    return before - this.items.length;
  }
  async groups() {
    if (this.groupsError !== undefined) throw this.groupsError;
    return bookmarkGroups(this.items);
  }
  async isBookmarked() {
    return false;
  }
}

describe('CollectStore', () => {
  it('opens on page 1 of every type with 15 a page, with the rows, total and counts by type', async () => {
    const api = new FakeBookmarks([...many(20), fav(100, 2)]);
    const store = new CollectStore(api);
    await store.open();
    const state = store.getValue();
    expect(api.queries).toEqual([{ pageIndex: 1, pageSize: 15 }]);
    expect(state.query).toEqual({ type: 'all', pageIndex: 1, pageSize: 15 });
    expect(state.rows).toHaveLength(15);
    expect(state.total).toBe(21);
    expect(state.groups.map((group) => group.count)).toEqual([20, 1, 0, 0]);
    expect(state).toMatchObject({ loading: false, error: false, loaded: true, selected: [] });
  });

  it('filters by type from page 1, and back to all', async () => {
    const api = new FakeBookmarks([...many(20), fav(100, 2)]);
    const store = new CollectStore(api);
    await store.open();
    await store.goTo(2);
    await store.filter(2);
    expect(api.queries.at(-1)).toEqual({ pageIndex: 1, pageSize: 15, type: 2 });
    expect(store.getValue().rows.map((row) => row.id)).toEqual(['u-100']);
    await store.filter('all');
    expect(api.queries.at(-1)).toEqual({ pageIndex: 1, pageSize: 15 });
  });

  it('takes only the page sizes of SPEC section 9 and starts again from page 1', async () => {
    const api = new FakeBookmarks(many(60));
    const store = new CollectStore(api);
    await store.open();
    await store.goTo(3);
    await store.resize(30);
    expect(store.getValue().query).toEqual({ type: 'all', pageIndex: 1, pageSize: 30 });
    expect(store.getValue().rows).toHaveLength(30);
    await store.resize(25);
    expect(store.getValue().query.pageSize).toBe(15);
    await store.goTo(0);
    expect(store.getValue().query.pageIndex).toBe(1);
  });

  it('a failed load keeps the rows and flags the error; a retry clears it', async () => {
    const api = new FakeBookmarks(many(3));
    const store = new CollectStore(api);
    await store.open();
    api.listError = new Error('boom');
    await store.load();
    expect(store.getValue()).toMatchObject({ error: true, loading: false, loaded: true });
    expect(store.getValue().rows).toHaveLength(3);
    api.listError = undefined;
    await store.load();
    expect(store.getValue().error).toBe(false);
  });

  it('a failed groups call does not fail the list', async () => {
    const api = new FakeBookmarks(many(3));
    api.groupsError = new Error('boom');
    const store = new CollectStore(api);
    await store.open();
    expect(store.getValue()).toMatchObject({ error: false, total: 3, groups: [] });
  });

  it('an older load that answers late is ignored', async () => {
    const api = new FakeBookmarks([...many(5), fav(100, 3)]);
    const store = new CollectStore(api);
    const first = store.open();
    const second = store.filter(3);
    await Promise.all([first, second]);
    expect(store.getValue().rows.map((row) => row.id)).toEqual(['u-100']);
  });

  it('cancelling one reloads; a failure leaves the list as it was', async () => {
    const api = new FakeBookmarks(many(3));
    const store = new CollectStore(api);
    await store.open();
    const [first] = store.getValue().rows;
    if (first === undefined) throw new Error('rows');
    expect(await store.cancel(first)).toBe(true);
    expect(store.getValue().total).toBe(2);
    api.cancelError = new Error('boom');
    const [next] = store.getValue().rows;
    if (next === undefined) throw new Error('rows');
    expect(await store.cancel(next)).toBe(false);
    expect(store.getValue().total).toBe(2);
  });

  it('selects only rows of the current page; a new page clears the selection', async () => {
    const api = new FakeBookmarks(many(20));
    const store = new CollectStore(api);
    await store.open();
    const ids = store.getValue().rows.map((row) => row.id);
    store.select([ids[0] ?? '', ids[0] ?? '', ids[1] ?? '', 'elsewhere']);
    expect(store.getValue().selected).toEqual([ids[0], ids[1]]);
    await store.goTo(2);
    expect(store.getValue().selected).toEqual([]);
  });

  it('cancels the selected ones with one cancelMany and reloads', async () => {
    const api = new FakeBookmarks(many(5));
    const store = new CollectStore(api);
    await store.open();
    expect(await store.cancelSelected()).toBeUndefined();
    expect(api.batches).toEqual([]);
    store.select(['u-1', 'u-2']);
    expect(await store.cancelSelected()).toBe(2);
    expect(api.batches).toEqual([['u-1', 'u-2']]);
    expect(store.getValue()).toMatchObject({ total: 3, selected: [] });
  });

  it('a failed batch cancel resolves to undefined and reloads', async () => {
    const api = new FakeBookmarks(many(5));
    const store = new CollectStore(api);
    await store.open();
    store.select(['u-1']);
    api.cancelError = new Error('boom');
    expect(await store.cancelSelected()).toBeUndefined();
    expect(store.getValue().total).toBe(5);
  });

  it('keeps the page in range after deleting the whole last page', async () => {
    const api = new FakeBookmarks(many(17));
    const store = new CollectStore(api);
    await store.open();
    await store.goTo(2);
    expect(store.getValue().rows).toHaveLength(2);
    store.select(store.getValue().rows.map((row) => row.id));
    await store.cancelSelected();
    expect(store.getValue().query.pageIndex).toBe(1);
    expect(store.getValue().rows).toHaveLength(15);
    expect(store.getValue().total).toBe(15);
  });

  it('goes to page 1 when everything is gone, and clear() forgets the rows', async () => {
    const api = new FakeBookmarks(many(16));
    const store = new CollectStore(api);
    await store.open();
    await store.goTo(2);
    api.items = [];
    await store.load();
    expect(store.getValue()).toMatchObject({ total: 0, rows: [], query: { pageIndex: 1 } });
    store.clear();
    expect(store.getValue().loaded).toBe(false);
  });

  it('lastPageOf', () => {
    expect(lastPageOf(0, 15)).toBe(1);
    expect(lastPageOf(15, 15)).toBe(1);
    expect(lastPageOf(16, 15)).toBe(2);
  });
});
