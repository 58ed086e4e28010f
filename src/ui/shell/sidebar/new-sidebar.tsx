import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import IconApps from '@douyinfe/semi-icons/lib/es/icons/IconApps';
import IconHome from '@douyinfe/semi-icons/lib/es/icons/IconHome';
import IconIndentLeft from '@douyinfe/semi-icons/lib/es/icons/IconIndentLeft';
import IconIndentRight from '@douyinfe/semi-icons/lib/es/icons/IconIndentRight';
import { MenuStore } from '../../../app/menu/menu.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { shellTexts as t } from '../shell-texts';
import { AppsFlyout } from './apps-flyout';
import { CountBadge } from './count-badge';
import { iconForSegment } from './menu-icons';
import { SubmenuLinks } from './submenu-links';
import { otherSystemGroups, type OtherSystemGroup } from './other-systems';
import { HOME_PATH } from '../../../domain/guard/redirect';
import { groupContains, isActivePath, sidebarGroups } from '../../../domain/menu/sidebar';
import { useMenuCounts } from './use-menu-counts';
import './sidebar.css';

interface NewSidebarProps {
  /** The 应用 flyout's systems; by default the configured ones (other-systems.ts). */
  readonly systems?: readonly OtherSystemGroup[];
}

const FLYOUT_ID = 'shell-apps-flyout';
const SUBMENU_ID = 'shell-sidebar-submenu';

/**
 * SPEC section 2, new sidebar (navigation mode siamese): a column of first-level icons, the
 * selected entry's second-level menu, a mini/expanded toggle and the 应用 flyout.
 */
export function NewSidebar({ systems }: NewSidebarProps): ReactNode {
  const { menu } = useStore(useService(MenuStore));
  const countFor = useMenuCounts();
  const { pathname } = useLocation();
  const [mini, setMini] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [flyoutOpen, setFlyoutOpen] = useState(false);
  const groups = useMemo(() => sidebarGroups(menu), [menu]);
  const flyoutGroups = useMemo(() => systems ?? otherSystemGroups(), [systems]);
  const closeFlyout = useCallback(() => setFlyoutOpen(false), []);

  const selected =
    groups.find((group) => group.key === chosen) ?? groups.find((group) => groupContains(group, pathname)) ?? groups[0];

  return (
    <nav className={`shell-sidebar shell-sidebar-new ${mini ? 'is-mini' : 'is-expanded'}`} aria-label={t.sidebar}>
      <div className="shell-sidebar-rail">
        <ul className="shell-sidebar-rail-list" aria-label={t.firstLevel}>
          <li>
            <Link
              to={HOME_PATH}
              className="shell-rail-item"
              title={t.home}
              aria-label={t.home}
              aria-current={isActivePath(HOME_PATH, pathname) ? 'page' : undefined}
            >
              <IconHome size="large" aria-hidden />
              {!mini && <span className="shell-rail-title">{t.home}</span>}
            </Link>
          </li>
          {groups.map((group) => {
            const Icon = iconForSegment(group.segment);
            return (
              <li key={group.key}>
                <button
                  type="button"
                  className="shell-rail-item"
                  title={group.title}
                  aria-label={group.title}
                  aria-pressed={selected?.key === group.key}
                  // Only while the panel is in the page: aria-controls may not name a missing element.
                  aria-controls={!mini && selected !== undefined ? SUBMENU_ID : undefined}
                  data-segment={group.segment}
                  onClick={() => {
                    setChosen(group.key);
                    setMini(false);
                  }}
                >
                  <Icon size="large" aria-hidden />
                  {!mini && <span className="shell-rail-title">{group.title}</span>}
                  <CountBadge count={countFor(group.menuId)} />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="shell-sidebar-rail-foot">
          <button
            type="button"
            className="shell-rail-item"
            data-apps-trigger
            title={t.application}
            aria-label={t.application}
            aria-expanded={flyoutOpen}
            aria-controls={FLYOUT_ID}
            onClick={() => setFlyoutOpen((open) => !open)}
          >
            <IconApps size="large" aria-hidden />
            {!mini && <span className="shell-rail-title">{t.application}</span>}
          </button>
          <button
            type="button"
            className="shell-rail-item"
            title={t.collapse}
            aria-label={t.collapse}
            aria-pressed={mini}
            onClick={() => setMini((value) => !value)}
          >
            {mini ? <IconIndentRight size="large" aria-hidden /> : <IconIndentLeft size="large" aria-hidden />}
          </button>
        </div>
      </div>
      {!mini && selected !== undefined && (
        <div id={SUBMENU_ID} className="shell-sidebar-panel" role="region" aria-label={selected.title}>
          <h2 className="shell-sidebar-panel-title">{selected.title}</h2>
          <SubmenuLinks items={selected.items} pathname={pathname} countFor={countFor} />
        </div>
      )}
      {flyoutOpen && <AppsFlyout id={FLYOUT_ID} groups={flyoutGroups} onClose={closeFlyout} />}
    </nav>
  );
}
