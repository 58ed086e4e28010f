import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { MenuCountsStore } from '../../../src/app/menu/menu-counts.store';
import type { Notice } from '../../../src/ports/browser.port';
import type { MenuCount, NoticeCounts } from '../../../src/ports/api/todo.dto';
import type { TodoApi } from '../../../src/ports/todo.port';

class FakeTodo implements TodoApi {
  counts: MenuCount[] = [];
  error: Error | undefined;
  async menuCounts(): Promise<MenuCount[]> {
    if (this.error !== undefined) throw this.error;
    return this.counts;
  }
  async boxCounts(): Promise<NoticeCounts> {
    return { noticeCount: 0, todoCount: 0, backCount: 0 };
  }
}

function setup() {
  const todo = new FakeTodo();
  const notices: Notice[] = [];
  const store = new MenuCountsStore(todo, { notify: (notice) => notices.push(notice) });
  return { todo, notices, store };
}

describe('MenuCountsStore', () => {
  it('starts empty: every menu has count 0', () => {
    const { store } = setup();
    expect(store.countFor(2101)).toBe(0);
    expect(store.countFor(undefined)).toBe(0);
  });

  it('loads the counts by menuId', async () => {
    const { todo, store, notices } = setup();
    todo.counts = [
      { menuId: 2101, count: 100 },
      { menuId: 2601, count: 3 },
    ];
    await store.load();
    expect(store.countFor(2101)).toBe(100);
    expect(store.countFor(2601)).toBe(3);
    expect(store.countFor(9999)).toBe(0);
    expect(notices).toEqual([]);
  });

  it('on failure shows 设置菜单数据出错 for 5 s and keeps the previous counts', async () => {
    const { todo, store, notices } = setup();
    todo.counts = [{ menuId: 2101, count: 7 }];
    await store.load();
    const before = store.getValue();
    todo.error = new Error('boom');
    await expect(store.load()).resolves.toBeUndefined();
    expect(notices).toEqual([{ message: '设置菜单数据出错', level: 'error', durationMs: 5000 }]);
    expect(store.getValue()).toBe(before);
    expect(store.countFor(2101)).toBe(7);
  });

  it('ignores malformed entries', async () => {
    const { todo, store } = setup();
    todo.counts = [{ menuId: 1, count: 2 }, null as unknown as MenuCount, { menuId: 'x', count: 1 } as unknown as MenuCount];
    await store.load();
    expect([...store.getValue().entries()]).toEqual([[1, 2]]);
  });

  it('clear drops the counts', async () => {
    const { todo, store } = setup();
    todo.counts = [{ menuId: 1, count: 2 }];
    await store.load();
    store.clear();
    expect(store.countFor(1)).toBe(0);
  });
});
