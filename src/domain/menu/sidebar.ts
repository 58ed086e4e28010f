import { joinMenuPath, type MenuEntry } from './menu';

/** A leaf link of the sidebar, with its absolute path. */
export interface SidebarItem {
  readonly key: string;
  readonly title: string;
  readonly path: string;
  readonly menuId: number | undefined;
}

/** A top-level menu entry with its second-level links. */
interface SidebarGroup {
  readonly key: string;
  readonly title: string;
  readonly path: string;
  readonly menuId: number | undefined;
  /** The first segment of the path (`/recordReport/x` → `recordReport`): the new sidebar's icon key. */
  readonly segment: string;
  readonly items: readonly SidebarItem[];
}

/** SPEC section 2, old sidebar: only these top-level menus are shown, in the menu's order. */
export const OLD_SIDEBAR_TITLES: readonly string[] = ['通知公告管理', '备案管理', '备案统计分析', '专题图', '临时用地及建设踏勘', '专项统计'];

const EXTERNAL_LINK = /^[a-z][a-z0-9+.-]*:\/\//i;
const isEntry = (entry: unknown): entry is MenuEntry => typeof entry === 'object' && entry !== null && !Array.isArray(entry);
const titleOf = (entry: MenuEntry): string => {
  const title = entry.meta?.title;
  return typeof title === 'string' && title.length > 0 ? title : typeof entry.name === 'string' ? entry.name : '';
};
const menuIdOf = (entry: MenuEntry): number | undefined => (typeof entry.meta?.menuId === 'number' ? entry.meta.menuId : undefined);
const pathOf = (entry: MenuEntry): string => (typeof entry.path === 'string' ? entry.path.trim() : '');

export function firstSegment(path: string): string {
  return path.split('/').find((part) => part.length > 0) ?? '';
}

/** The visible top-level entries as groups of their visible, routable children. */
export function sidebarGroups(menu: readonly MenuEntry[]): SidebarGroup[] {
  const groups: SidebarGroup[] = [];
  for (const entry of Array.isArray(menu) ? menu : []) {
    if (!isEntry(entry) || entry.hidden === true) continue;
    const path = joinMenuPath('/', pathOf(entry));
    const children = Array.isArray(entry.children) ? entry.children : [];
    const items: SidebarItem[] = [];
    for (const child of children) {
      if (!isEntry(child) || child.hidden === true) continue;
      const own = pathOf(child);
      if (own.length === 0 || EXTERNAL_LINK.test(own)) continue;
      const childPath = joinMenuPath(path, own);
      items.push({ key: childPath, title: titleOf(child), path: childPath, menuId: menuIdOf(child) });
    }
    groups.push({ key: path, title: titleOf(entry), path, menuId: menuIdOf(entry), segment: firstSegment(path), items });
  }
  return groups;
}

/** The old sidebar's groups: only the six SPEC names. */
export function oldSidebarGroups(menu: readonly MenuEntry[]): SidebarGroup[] {
  return sidebarGroups(menu).filter((group) => OLD_SIDEBAR_TITLES.includes(group.title));
}

/** Whether a link is the current page or an ancestor of it. */
export function isActivePath(path: string, pathname: string): boolean {
  return pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
}

export function groupContains(group: SidebarGroup, pathname: string): boolean {
  return group.items.some((item) => isActivePath(item.path, pathname)) || isActivePath(group.path, pathname);
}
