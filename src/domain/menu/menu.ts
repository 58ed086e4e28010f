/** One entry of the server's menu tree (GET /api/user/getRouters, SPEC section 7). */
export interface MenuEntry {
  readonly name: string;
  readonly path: string;
  readonly hidden?: boolean;
  readonly redirect?: string;
  readonly component?: string;
  readonly meta?: MenuMeta;
  readonly children?: readonly MenuEntry[];
}

interface MenuMeta {
  readonly title: string;
  readonly icon?: string;
  readonly alwaysShow?: boolean;
  readonly menuId?: number;
  readonly link?: string;
}

/** A page the client may route to, flattened from the menu tree. */
export interface RouteEntry {
  readonly name: string;
  readonly path: string;
  readonly component: string;
  readonly title: string;
}

export const SYSTEM_MANAGEMENT_TITLE = '系统管理';
const SYSTEM_MANAGEMENT_NAMES = ['System', 'system'];

/** Component names that only group children and never render a page of their own. */
export const LAYOUT_COMPONENTS: readonly string[] = ['Layout', 'ParentView', 'InnerLink'];

/** The menu comes from the server: an entry that is not an object is dropped rather than crashing the shell. */
const isEntry = (entry: unknown): entry is MenuEntry => typeof entry === 'object' && entry !== null && !Array.isArray(entry);
const childrenOf = (entry: MenuEntry): readonly MenuEntry[] | undefined =>
  Array.isArray(entry.children) ? entry.children : undefined;

const isSystemManagement = (entry: MenuEntry): boolean =>
  entry.meta?.title === SYSTEM_MANAGEMENT_TITLE || SYSTEM_MANAGEMENT_NAMES.includes(entry.name);

/** SPEC section 7: the client removes the system management item, at any depth. */
export function removeSystemManagement(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu
    .filter((entry) => isEntry(entry) && !isSystemManagement(entry))
    .map((entry) => {
      const children = childrenOf(entry);
      return children === undefined ? entry : { ...entry, children: removeSystemManagement(children) };
    });
}

export function joinMenuPath(parent: string, child: string): string {
  if (child.startsWith('/')) return normalisePath(child);
  return normalisePath(`${parent}/${child}`);
}

function normalisePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** An external link (`https://…`) is opened, not routed. */
const EXTERNAL_LINK = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Every routable page of the tree, with absolute normalised paths. Groups (Layout, ParentView,
 * InnerLink) are not pages themselves but their children are; an entry without a path is not a
 * page and its children hang off the parent's path; external links are skipped. When two
 * entries come out at the same path the first one wins, so the router never sees a duplicate.
 */
export function flattenMenu(menu: readonly MenuEntry[], parentPath = '/'): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const seen = new Set<string>();
  collectRoutes(menu, joinMenuPath('/', parentPath), routes, seen);
  return routes;
}

function collectRoutes(menu: readonly MenuEntry[], parentPath: string, routes: RouteEntry[], seen: Set<string>): void {
  for (const entry of menu) {
    if (!isEntry(entry)) continue;
    const ownPath = typeof entry.path === 'string' ? entry.path.trim() : '';
    if (EXTERNAL_LINK.test(ownPath)) continue;
    const path = ownPath.length === 0 ? parentPath : joinMenuPath(parentPath, ownPath);
    const component = entry.component;
    const isPage =
      ownPath.length > 0 && typeof component === 'string' && component.length > 0 && !LAYOUT_COMPONENTS.includes(component);
    if (isPage && !seen.has(path)) {
      seen.add(path);
      const name = typeof entry.name === 'string' ? entry.name : '';
      const title = entry.meta?.title;
      routes.push({ name, path, component, title: typeof title === 'string' ? title : name });
    }
    const children = childrenOf(entry);
    if (children !== undefined) collectRoutes(children, path, routes, seen);
  }
}
