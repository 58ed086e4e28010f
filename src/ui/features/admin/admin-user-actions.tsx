import type { ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Dropdown from '@douyinfe/semi-ui-19/lib/es/dropdown';
import Popconfirm from '@douyinfe/semi-ui-19/lib/es/popconfirm';
import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import type { AdminUserRow } from '../../../domain/admin/admin-types';
import { adminTexts as t } from './admin-texts';

interface UserActionsProps {
  readonly row: AdminUserRow;
  /** The administrator's own account: not disabled nor given another role from here (the server refuses both). */
  readonly own: boolean;
  /** A change of this row is on its way: its buttons wait, so a second click sends nothing. */
  readonly busy: boolean;
  readonly onToggle: () => void;
  readonly onUnlock: () => void;
  readonly onResetPassword: () => void;
  readonly onAssignRole: () => void;
}

/**
 * A row's changes in a column narrow enough for 1366 px: 停用 / 启用 at hand, the others under 更多
 * (解锁 first, and only while the account is locked, as its red 已锁定 tag says). Disabling shuts
 * the user out at once, so it asks first.
 */
export function UserActions({ row, own, busy, onToggle, onUnlock, onResetPassword, onAssignRole }: UserActionsProps): ReactNode {
  const toggle = own ? null : row.disabled ? (
    <Button size="small" theme="borderless" disabled={busy} onClick={onToggle}>
      {t.enable}
    </Button>
  ) : (
    <Popconfirm title={t.confirm(t.disable, row.userName)} content={t.disableEffect} okText={t.disable} cancelText={t.cancel} onConfirm={onToggle}>
      {/* Semi places the popup by a DOM node and puts its aria-expanded on it: a group may carry that. */}
      <span role="group">
        <Button size="small" theme="borderless" type="danger" disabled={busy}>
          {t.disable}
        </Button>
      </span>
    </Popconfirm>
  );
  return (
    <span className="admin-actions">
      {toggle}
      <Dropdown
        trigger="click"
        clickToHide
        position="bottomRight"
        render={
          <Dropdown.Menu>
            {row.locked ? <Dropdown.Item onClick={onUnlock}>{t.unlock}</Dropdown.Item> : null}
            <Dropdown.Item onClick={onResetPassword}>{t.resetPassword}</Dropdown.Item>
            {own ? null : <Dropdown.Item onClick={onAssignRole}>{t.assignRole}</Dropdown.Item>}
          </Dropdown.Menu>
        }
      >
        {/* A native button in Semi's look: the dropdown puts its ref and aria-expanded on its child (as the top bar's 设置). */}
        <button type="button" className="semi-button semi-button-primary semi-button-size-small semi-button-borderless admin-actions__more" aria-label={t.moreFor(row.userName)} disabled={busy}>
          {t.more}
          <IconChevronDown aria-hidden size="small" />
        </button>
      </Dropdown>
    </span>
  );
}
