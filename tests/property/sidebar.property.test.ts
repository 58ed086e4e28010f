import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { MenuEntry } from '../../src/domain/menu/menu';
import { firstSegment, isActivePath, oldSidebarGroups, OLD_SIDEBAR_TITLES, sidebarGroups } from '../../src/domain/menu/sidebar';

const segment = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,8}$/);
const title = fc.oneof(fc.constantFrom(...OLD_SIDEBAR_TITLES, '我的事务', '系统管理'), fc.string({ minLength: 1, maxLength: 8 }));
const child: fc.Arbitrary<MenuEntry> = fc.record({
  name: segment,
  path: fc.oneof(segment, fc.constant('https://example.gov.cn/x'), fc.constant('')),
  meta: fc.record({ title, menuId: fc.integer({ min: 1, max: 9999 }) }),
});
const group: fc.Arbitrary<MenuEntry> = fc.record({
  name: segment,
  path: segment.map((s) => `/${s}`),
  meta: fc.record({ title }),
  children: fc.array(child, { maxLength: 5 }),
});
const menu = fc.array(group, { maxLength: 10 });

describe('sidebar model (SPEC section 2)', () => {
  test.prop([menu])('the old sidebar keeps only the six SPEC names, in the menu order', (entries) => {
    const old = oldSidebarGroups(entries);
    expect(old.every((g) => OLD_SIDEBAR_TITLES.includes(g.title))).toBe(true);
    expect(old.map((g) => g.key)).toEqual(sidebarGroups(entries).filter((g) => OLD_SIDEBAR_TITLES.includes(g.title)).map((g) => g.key));
  });

  test.prop([menu])('every link is an absolute in-app path under its group, never an external link', (entries) => {
    for (const g of sidebarGroups(entries)) {
      expect(g.segment).toBe(firstSegment(g.path));
      for (const item of g.items) {
        expect(item.path.startsWith(`${g.path}/`)).toBe(true);
        expect(item.path).not.toMatch(/:\/\//);
        expect(isActivePath(item.path, item.path)).toBe(true);
        expect(isActivePath(g.path, item.path)).toBe(true);
      }
    }
  });

  test.prop([fc.constantFrom(null, undefined, 3, 'x', [null, 1, {}] as unknown)])('a malformed menu gives no groups and no crash', (bad) => {
    expect(() => sidebarGroups(bad as MenuEntry[])).not.toThrow();
  });

  test.prop([segment, segment])('a path is active for itself and its descendants, not for a sibling that shares a prefix', (a, b) => {
    expect(isActivePath(`/${a}`, `/${a}/${b}`)).toBe(true);
    expect(isActivePath(`/${a}`, `/${a}${b}`)).toBe(false);
  });
});
