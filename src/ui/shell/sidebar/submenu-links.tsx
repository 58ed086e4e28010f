import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CountBadge } from './count-badge';
import { isActivePath, type SidebarItem } from '../../../domain/menu/sidebar';

/** The second-level links of a menu group with their count badges; both sidebar styles use it. */
export function SubmenuLinks({
  items,
  pathname,
  countFor,
  id,
  hidden,
}: {
  items: readonly SidebarItem[];
  pathname: string;
  countFor: (menuId: number | undefined) => number;
  id?: string;
  hidden?: boolean;
}): ReactNode {
  return (
    <ul id={id} className="shell-sidebar-sub" hidden={hidden}>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.path} className="shell-sidebar-link" aria-current={isActivePath(item.path, pathname) ? 'page' : undefined}>
            <span className="shell-sidebar-title">{item.title}</span>
            <CountBadge count={countFor(item.menuId)} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
