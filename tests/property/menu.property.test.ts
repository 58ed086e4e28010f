import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { LAYOUT_COMPONENTS, flattenMenu, removeSystemManagement, type MenuEntry } from '../../src/domain/menu/menu';

const isSystem = (entry: MenuEntry): boolean => entry.meta?.title === '系统管理' || entry.name === 'System' || entry.name === 'system';

const count = (menu: readonly MenuEntry[]): number => menu.reduce((n, entry) => n + 1 + count(entry.children ?? []), 0);
/** Entries that go: each system management item with everything under it. */
const removed = (menu: readonly MenuEntry[]): number =>
  menu.reduce((n, entry) => n + (isSystem(entry) ? 1 + count(entry.children ?? []) : removed(entry.children ?? [])), 0);
/** Every entry in pre-order, without its children, skipping the subtrees that go. */
const survivors = (menu: readonly MenuEntry[]): Omit<MenuEntry, 'children'>[] =>
  menu.flatMap((entry) => {
    if (isSystem(entry)) return [];
    const { children, ...rest } = entry;
    return [rest, ...survivors(children ?? [])];
  });
const anySystem = (menu: readonly MenuEntry[]): boolean => menu.some((entry) => isSystem(entry) || anySystem(entry.children ?? []));

const pathPiece = fc.constantFrom('', '/', 'a', 'b', 'c', 'index', 'list/', '/abs', 'x/y', '//d', 'https://help.example.com', ' e ');
const { tree } = fc.letrec<{ tree: MenuEntry[]; entry: MenuEntry }>((tie) => ({
  tree: fc.array(tie('entry'), { maxLength: 4 }),
  entry: fc.record(
    {
      name: fc.constantFrom('Home', 'Office', 'Record', 'System', 'system', 'Systems', 'Page'),
      path: pathPiece,
      component: fc.option(fc.constantFrom(...LAYOUT_COMPONENTS, '', 'office/index', 'record/list', 'a/b/c'), { nil: undefined }),
      meta: fc.option(
        fc.record({ title: fc.constantFrom('系统管理', '系统管理员', '办公', '用地备案', ''), menuId: fc.nat(99) }, { requiredKeys: ['title'] }),
        { nil: undefined },
      ),
      children: fc.option(tie('tree'), { nil: undefined, depthSize: 'small' }),
    },
    { requiredKeys: ['name', 'path'] },
  ),
}));

describe('removeSystemManagement', () => {
  test.prop([tree])('removes each 系统管理 item and its subtree, at any depth, and nothing else', (menu) => {
    const result = removeSystemManagement(menu);
    expect(count(result)).toBe(count(menu) - removed(menu));
    expect(anySystem(result)).toBe(false);
    expect(survivors(result)).toEqual(survivors(menu));
  });

  test.prop([tree])('is idempotent', (menu) => {
    const once = removeSystemManagement(menu);
    expect(removeSystemManagement(once)).toEqual(once);
  });

  test.prop([tree])('leaves a menu without the item as it is', (menu) => {
    fc.pre(!anySystem(menu));
    expect(removeSystemManagement(menu)).toEqual(menu);
  });
});

describe('flattenMenu', () => {
  test.prop([tree])('gives absolute, normalised, unique paths of real pages only', (menu) => {
    const routes = flattenMenu(menu);
    const paths = routes.map((route) => route.path);
    for (const path of paths) {
      expect(path.startsWith('/')).toBe(true);
      expect(path).not.toContain('//');
      expect(path).not.toMatch(/\s/);
      if (path !== '/') expect(path.endsWith('/')).toBe(false);
      expect(path).not.toMatch(/^\/?https?:/);
    }
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) {
      expect(route.component.length).toBeGreaterThan(0);
      expect(LAYOUT_COMPONENTS).not.toContain(route.component);
    }
  });

  test.prop([tree])('never gives more routes than there are page entries', (menu) => {
    const pages = (m: readonly MenuEntry[]): number =>
      m.reduce((n, e) => n + (e.component && !LAYOUT_COMPONENTS.includes(e.component) ? 1 : 0) + pages(e.children ?? []), 0);
    expect(flattenMenu(menu).length).toBeLessThanOrEqual(pages(menu));
  });

  test.prop([tree, tree])('the first entry at a path wins: a menu followed by more gives its own routes first', (first, more) => {
    const own = flattenMenu(first);
    const combined = flattenMenu([...first, ...more]);
    expect(combined.slice(0, own.length)).toEqual(own);
    expect(flattenMenu([...first, ...first])).toEqual(own);
  });

  test.prop([tree])('after removing system management no route comes from it', (menu) => {
    const routes = flattenMenu(removeSystemManagement(menu));
    expect(routes.some((route) => route.title === '系统管理' || route.name === 'System' || route.name === 'system')).toBe(false);
  });

  test.prop([fc.array(fc.anything(), { maxLength: 5 })])('never throws on whatever the server sends', (junk) => {
    const menu = junk as MenuEntry[];
    expect(() => flattenMenu(menu)).not.toThrow();
    expect(() => removeSystemManagement(menu)).not.toThrow();
  });
});
