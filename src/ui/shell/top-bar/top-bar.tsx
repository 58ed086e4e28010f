import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Dropdown from '@douyinfe/semi-ui-19/lib/es/dropdown';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import IconColorPalette from '@douyinfe/semi-icons/lib/es/icons/IconColorPalette';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import IconSetting from '@douyinfe/semi-icons/lib/es/icons/IconSetting';
import IconStar from '@douyinfe/semi-icons/lib/es/icons/IconStar';
import { SessionStore } from '../../../app/session/session.store';
import { isAdministrator } from '../../../domain/admin/admin-types';
import { greetingAt } from '../../../domain/format/greeting';
import { SEARCH_TEXT_MAX } from '../../../domain/search/search-types';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { ChangePasswordDialog } from '../../features/account/change-password-dialog';
import { shellTexts as t } from '../shell-texts';
import './top-bar.css';

/** The right panel's content: 1 theme settings, 2 favourites (SPEC section 2). */
export type PanelType = 1 | 2;

interface TopBarProps {
  readonly onOpenPanel: (type: PanelType) => void;
  readonly onOpenManual: () => void;
}

/** SPEC section 2, search: the address of the search page, or undefined for blank text. */
export function searchPath(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length === 0 ? undefined : `/search?txt=${encodeURIComponent(trimmed)}`;
}

const SETTINGS_BUTTON = 'shell-top-bar-settings';
/** 我的办公: the user's own overview, one click from every page. */
const MY_OFFICE_PATH = '/myoffice';
/**
 * The administrator's pages. SPEC section 2 has the client drop 系统管理 from the server's menu, so
 * they live here, shown only to the administrator (the pages and the server refuse anyone else).
 */
const ADMIN_PAGES = [
  [t.userAdmin, '/setting/user'],
  [t.auditLog, '/setting/audit'],
  [t.systemSettings, '/setting/system'],
] as const;

/**
 * Where focus goes when a dialog opened from the settings menu closes: the menu item that opened
 * it is gone by then, so the button that opened the menu takes it back.
 */
export function focusSettingsButton(): void {
  document.querySelector<HTMLElement>(`.${SETTINGS_BUTTON}`)?.focus();
}

/** SPEC section 2, main layout: greeting and user name, search, panels and the settings menu. */
export function TopBar({ onOpenPanel, onOpenManual }: TopBarProps): ReactNode {
  const session = useService(SessionStore);
  const clock = useClock();
  const { user, name, roles } = useStore(session);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const displayName = user?.nickName || user?.userName || name;

  const search = (): void => {
    const path = searchPath(text);
    if (path !== undefined) void navigate(path);
  };

  return (
    <header className="shell-top-bar">
      <div className="shell-top-bar-greeting">
        {greetingAt(clock.now())}
        {t.greetingSeparator}
        {displayName}
      </div>
      <div className="shell-top-bar-actions">
        <div className="shell-top-bar-search" role="search">
          <Input
            value={text}
            placeholder={t.searchPlaceholder}
            aria-label={t.search}
            prefix={<IconSearch aria-hidden />}
            showClear
            maxLength={SEARCH_TEXT_MAX}
            onChange={(value) => setText(value)}
            onEnterPress={search}
          />
          <Button theme="solid" type="primary" onClick={search}>
            {t.search}
          </Button>
        </div>
        <Button theme="borderless" type="tertiary" icon={<IconColorPalette />} aria-label={t.themeSettings} title={t.themeSettings} onClick={() => onOpenPanel(1)} />
        <Button theme="borderless" type="tertiary" icon={<IconStar />} aria-label={t.favourites} title={t.favourites} onClick={() => onOpenPanel(2)} />
        <Dropdown
          trigger="click"
          clickToHide
          position="bottomRight"
          render={
            <Dropdown.Menu>
              <Dropdown.Item onClick={() => void navigate(MY_OFFICE_PATH)}>{t.myOffice}</Dropdown.Item>
              {isAdministrator(roles) ? (
                <>
                  <Dropdown.Divider />
                  {ADMIN_PAGES.map(([label, path]) => (
                    <Dropdown.Item key={path} onClick={() => void navigate(path)}>
                      {label}
                    </Dropdown.Item>
                  ))}
                  <Dropdown.Divider />
                </>
              ) : null}
              <Dropdown.Item onClick={onOpenManual}>{t.manual}</Dropdown.Item>
              <Dropdown.Item onClick={() => setPasswordOpen(true)}>{t.changePassword}</Dropdown.Item>
              <Dropdown.Item onClick={() => void session.logout()}>{t.logout}</Dropdown.Item>
            </Dropdown.Menu>
          }
        >
          {/* A native button in Semi's borderless look: the dropdown puts its ref and aria-expanded on
              its child, which must be a DOM element (a Semi Button is not) and a button (a span may
              not carry aria-expanded). */}
          <button
            type="button"
            className={`${SETTINGS_BUTTON} semi-button semi-button-tertiary semi-button-borderless semi-button-with-icon semi-button-with-icon-only`}
            aria-label={t.settings}
            title={t.settings}
          >
            <span className="semi-button-content">
              <IconSetting />
            </span>
          </button>
        </Dropdown>
      </div>
      <ChangePasswordDialog visible={passwordOpen} onClose={() => setPasswordOpen(false)} afterClose={focusSettingsButton} />
    </header>
  );
}
