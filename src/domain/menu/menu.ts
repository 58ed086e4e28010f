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

export interface MenuMeta {
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

const isSystemManagement = (entry: MenuEntry): boolean =>
  entry.meta?.title === SYSTEM_MANAGEMENT_TITLE || SYSTEM_MANAGEMENT_NAMES.includes(entry.name);

/** SPEC section 7: the client removes the system management item, at any depth. */
export function removeSystemManagement(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu
    .filter((entry) => !isSystemManagement(entry))
    .map((entry) =>
      entry.children === undefined ? entry : { ...entry, children: removeSystemManagement(entry.children) },
    );
}

export function joinMenuPath(parent: string, child: string): string {
  if (child.startsWith('/')) return normalisePath(child);
  return normalisePath(`${parent}/${child}`);
}

function normalisePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** Every routable page of the tree, with absolute paths; groups and entries without a path are skipped. */
export function flattenMenu(menu: readonly MenuEntry[], parentPath = '/'): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const entry of menu) {
    if (typeof entry.path !== 'string' || entry.path.length === 0) continue;
    const path = joinMenuPath(parentPath, entry.path);
    const component = entry.component;
    if (component !== undefined && component.length > 0 && !LAYOUT_COMPONENTS.includes(component)) {
      routes.push({ name: entry.name, path, component, title: entry.meta?.title ?? entry.name });
    }
    if (entry.children !== undefined) routes.push(...flattenMenu(entry.children, path));
  }
  return routes;
}
