import { describe, expect, it } from 'vitest';
import { flattenMenu, joinMenuPath, removeSystemManagement, type MenuEntry } from '../../../src/domain/menu/menu';

/** A getRouters answer shaped like the server's (SPEC section 7). */
const serverMenu: MenuEntry[] = [
  {
    name: 'Record',
    path: '/recordReport',
    component: 'Layout',
    meta: { title: '用地备案', icon: 'form' },
    children: [
      { name: 'ToBeReported', path: 'toBeReported', component: 'recordReport/toBeReported/index', meta: { title: '待上报' } },
      { name: 'Reported', path: 'reported', component: 'recordReport/reported/index', meta: { title: '已上报' } },
    ],
  },
  {
    name: 'Office',
    path: '/office',
    component: 'Layout',
    meta: { title: '办公' },
    children: [
      {
        name: 'Secretary',
        path: 'secretary/',
        component: 'ParentView',
        meta: { title: '秘书' },
        children: [{ name: 'EditMessage', path: 'editMessage', component: 'office/secretary/editMessage', meta: { title: '编辑' } }],
      },
      { name: 'Help', path: 'https://help.example.com', component: 'InnerLink', meta: { title: '帮助', link: 'https://help.example.com' } },
      { name: 'Wiki', path: 'http://wiki.example.com', component: 'office/wiki', meta: { title: 'Wiki' } },
    ],
  },
  {
    name: 'System',
    path: '/system',
    component: 'Layout',
    meta: { title: '系统管理' },
    children: [{ name: 'User', path: 'user', component: 'system/user/index', meta: { title: '用户管理' } }],
  },
];

describe('removeSystemManagement (SPEC section 7, menu loading)', () => {
  it('drops the 系统管理 item with its children and keeps the rest in order', () => {
    const menu = removeSystemManagement(serverMenu);
    expect(menu.map((entry) => entry.name)).toEqual(['Record', 'Office']);
    expect(menu[0]).toEqual(serverMenu[0]);
  });

  it('drops it at any depth, by title or by name', () => {
    const nested: MenuEntry[] = [
      {
        name: 'Root',
        path: '/',
        children: [
          { name: 'A', path: 'a', meta: { title: '系统管理' } },
          { name: 'system', path: 'b' },
          { name: 'Keep', path: 'c', meta: { title: '系统管理员手册' } },
        ],
      },
    ];
    expect(removeSystemManagement(nested)).toEqual([{ name: 'Root', path: '/', children: [{ name: 'Keep', path: 'c', meta: { title: '系统管理员手册' } }] }]);
  });

  it('does not change the menu it is given', () => {
    const copy = structuredClone(serverMenu);
    removeSystemManagement(serverMenu);
    expect(serverMenu).toEqual(copy);
  });
});

describe('flattenMenu', () => {
  it('gives every page with an absolute path and skips groups and external links', () => {
    expect(flattenMenu(removeSystemManagement(serverMenu))).toEqual([
      { name: 'ToBeReported', path: '/recordReport/toBeReported', component: 'recordReport/toBeReported/index', title: '待上报' },
      { name: 'Reported', path: '/recordReport/reported', component: 'recordReport/reported/index', title: '已上报' },
      { name: 'EditMessage', path: '/office/secretary/editMessage', component: 'office/secretary/editMessage', title: '编辑' },
    ]);
  });

  it('keeps the first of two entries that land on the same path', () => {
    const menu: MenuEntry[] = [
      { name: 'First', path: '/a/b', component: 'first' },
      { name: 'Group', path: '/a', component: 'Layout', children: [{ name: 'Second', path: 'b', component: 'second' }] },
      { name: 'Third', path: '/a/b/', component: 'third' },
    ];
    expect(flattenMenu(menu)).toEqual([{ name: 'First', path: '/a/b', component: 'first', title: 'First' }]);
  });

  it('hangs the children of a group without a path off the parent', () => {
    const menu: MenuEntry[] = [
      { name: 'Top', path: '/top', component: 'Layout', children: [{ name: 'Anon', path: '', component: 'ParentView', children: [{ name: 'Leaf', path: 'leaf', component: 'leaf' }] }] },
    ];
    expect(flattenMenu(menu).map((route) => route.path)).toEqual(['/top/leaf']);
  });

  it('uses the name when there is no title', () => {
    expect(flattenMenu([{ name: 'Bare', path: 'bare', component: 'bare' }])).toEqual([{ name: 'Bare', path: '/bare', component: 'bare', title: 'Bare' }]);
  });

  it('tolerates null children and junk entries from the server', () => {
    const junk = [null, 3, 'x', { name: 'Ok', path: 'ok', component: 'ok', children: null }] as unknown as MenuEntry[];
    expect(flattenMenu(junk)).toEqual([{ name: 'Ok', path: '/ok', component: 'ok', title: 'Ok' }]);
    expect(removeSystemManagement(junk)).toEqual([{ name: 'Ok', path: 'ok', component: 'ok', children: null }]);
  });

  it.each([
    ['/', 'index', '/index'],
    ['/office', 'secretary', '/office/secretary'],
    ['/office/', '/abs', '/abs'],
    ['/a', 'b/', '/a/b'],
    ['', '', '/'],
    ['//a//', '//b//c//', '/b/c'],
  ])('joinMenuPath(%j, %j) is %j', (parent, child, expected) => {
    expect(joinMenuPath(parent, child)).toBe(expected);
  });
});
