import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import IconChevronRight from '@douyinfe/semi-icons/lib/es/icons/IconChevronRight';
import IconHome from '@douyinfe/semi-icons/lib/es/icons/IconHome';
import { MenuStore } from '../../../app/menu/menu.store';
import { SessionStore } from '../../../app/session/session.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { shellTexts as t } from '../shell-texts';
import { CountBadge } from './count-badge';
import { HOME_PATH } from '../../../domain/guard/redirect';
import { groupContains, isActivePath, oldSidebarGroups } from '../../../domain/menu/sidebar';
import { SubmenuLinks } from './submenu-links';
import { useMenuCounts } from './use-menu-counts';
import './sidebar.css';

/** SPEC section 2, old sidebar (navigation mode singleNav). */
export function OldSidebar(): ReactNode {
  const { menu } = useStore(useService(MenuStore));
  const { user } = useStore(useService(SessionStore));
  const countFor = useMenuCounts();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState<Readonly<Record<string, boolean>>>({});
  const groups = oldSidebarGroups(menu);

  return (
    <nav className="shell-sidebar shell-sidebar-old" aria-label={t.sidebar}>
      <div className="shell-sidebar-user">
        <div className="shell-sidebar-user-name">{user?.nickName || user?.userName || ''}</div>
        <div className="shell-sidebar-user-dept">{user?.deptName ?? ''}</div>
      </div>
      <ul className="shell-sidebar-menu">
        <li>
          <Link
            to={HOME_PATH}
            className="shell-sidebar-link shell-sidebar-top"
            aria-current={isActivePath(HOME_PATH, pathname) ? 'page' : undefined}
          >
            <IconHome aria-hidden />
            <span className="shell-sidebar-title">{t.home}</span>
          </Link>
        </li>
        {groups.map((group) => {
          const open = opened[group.key] ?? groupContains(group, pathname);
          const listId = `old-sidebar-${group.segment || group.key}`;
          return (
            <li key={group.key}>
              <button
                type="button"
                className="shell-sidebar-top"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setOpened((current) => ({ ...current, [group.key]: !open }))}
              >
                {open ? <IconChevronDown aria-hidden /> : <IconChevronRight aria-hidden />}
                <span className="shell-sidebar-title">{group.title}</span>
                <CountBadge count={countFor(group.menuId)} />
              </button>
              <SubmenuLinks id={listId} hidden={!open} items={group.items} pathname={pathname} countFor={countFor} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
