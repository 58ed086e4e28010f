import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_PAGE_SIZE, FavouritesStore } from '../../../src/app/panel/favourites.store';
import { PANEL_FAVOURITES, PANEL_THEME, RightPanelStore } from '../../../src/app/panel/right-panel.store';
import type { BookmarkKey, BookmarkQuery, Favourite } from '../../../src/ports/api/bookmark.dto';
import type { Page } from '../../../src/ports/api/page.dto';
import type { BookmarkApi } from '../../../src/ports/bookmark.port';

const fav = (n: number): Favourite => ({
  id: `u-${n}`,
  type: 1,
  title: `通知${n}`,
  date: `2026-01-${String(n).padStart(2, '0')} 08:00:00`,
  bookmarkId: `TZ${n}`,
  keyTypeCode: '-1',
});

class FakeBookmarks implements BookmarkApi {
  items: Favourite[] = [fav(1), fav(2)];
  queries: BookmarkQuery[] = [];
  listError: Error | undefined;
  cancelError: Error | undefined;
  async list(query: BookmarkQuery): Promise<Page<Favourite>> {
    this.queries.push(query);
    if (this.listError !== undefined) throw this.listError;
    return { rows: [...this.items], total: this.items.length, pageIndex: query.pageIndex, pageSize: query.pageSize };
  }
  async add(): Promise<Favourite> {
    throw new Error('not used');
  }
  async cancel(key: BookmarkKey): Promise<void> {
    if (this.cancelError !== undefined) throw this.cancelError;
    this.items = this.items.filter((item) => item.bookmarkId !== key.bookmarkId || item.type !== key.type);
  }
  async cancelMany(): Promise<number> {
    throw new Error('not used');
  }
  async groups() {
    return [];
  }
  async isBookmarked() {
    return false;
  }
}

describe('RightPanelStore', () => {
  it('opens with a type and closes', () => {
    const panel = new RightPanelStore();
    expect(panel.getValue()).toEqual({ open: false });
    panel.open(PANEL_THEME);
    expect(panel.getValue()).toEqual({ open: true, type: 1 });
    const same = panel.getValue();
    panel.open(PANEL_THEME);
    expect(panel.getValue()).toBe(same);
    panel.open(PANEL_FAVOURITES);
    expect(panel.getValue()).toEqual({ open: true, type: 2 });
    panel.close();
    expect(panel.getValue()).toEqual({ open: false });
  });
});

describe('FavouritesStore', () => {
  it('loads page 1 with the page size', async () => {
    const api = new FakeBookmarks();
    const store = new FavouritesStore(api);
    expect(store.getValue()).toMatchObject({ loading: false, loaded: false, rows: [] });
    const loading = store.load();
    expect(store.getValue().loading).toBe(true);
    await loading;
    expect(api.queries).toEqual([{ pageIndex: 1, pageSize: FAVOURITES_PAGE_SIZE }]);
    expect(store.getValue()).toEqual({ loading: false, error: false, loaded: true, rows: [fav(1), fav(2)], total: 2 });
  });

  it('cancels one and reloads', async () => {
    const api = new FakeBookmarks();
    const store = new FavouritesStore(api);
    await store.load();
    expect(await store.cancel(fav(1))).toBe(true);
    expect(store.getValue().rows).toEqual([fav(2)]);
    expect(store.getValue().total).toBe(1);
  });

  it('keeps the list when a load or a cancel fails', async () => {
    const api = new FakeBookmarks();
    const store = new FavouritesStore(api);
    await store.load();
    api.cancelError = new Error('500');
    expect(await store.cancel(fav(1))).toBe(false);
    expect(store.getValue().rows).toEqual([fav(1), fav(2)]);
    api.listError = new Error('offline');
    await store.load();
    expect(store.getValue()).toMatchObject({ loading: false, error: true, rows: [fav(1), fav(2)], total: 2 });
  });

  it('ignores a load that answers after a newer one', async () => {
    const api = new FakeBookmarks();
    const store = new FavouritesStore(api);
    const first = store.load();
    api.items = [fav(3)];
    const second = store.load();
    await Promise.all([first, second]);
    expect(store.getValue().rows).toEqual([fav(3)]);
  });

  it('clear forgets the rows', async () => {
    const store = new FavouritesStore(new FakeBookmarks());
    await store.load();
    store.clear();
    expect(store.getValue()).toMatchObject({ loaded: false, rows: [], total: 0 });
  });
});
