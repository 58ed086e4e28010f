import { useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Dropdown from '@douyinfe/semi-ui-19/lib/es/dropdown';
import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import type { AdminUserRow } from '../../../domain/admin/admin-types';
import { ConfirmDialog } from '../../kit/confirm-dialog';
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
 * the user out at once, so it asks first, in a dialog.
 */
export function UserActions({ row, own, busy, onToggle, onUnlock, onResetPassword, onAssignRole }: UserActionsProps): ReactNode {
  const [confirming, setConfirming] = useState(false);
  const toggle = own ? null : row.disabled ? (
    <Button size="small" theme="borderless" disabled={busy} onClick={onToggle}>
      {t.enable}
    </Button>
  ) : (
    <>
      <Button size="small" theme="borderless" type="danger" disabled={busy} onClick={() => setConfirming(true)}>
        {t.disable}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t.confirm(t.disable, row.userName)}
          message={t.disableEffect}
          okText={t.disable}
          cancelText={t.cancel}
          danger
          onConfirm={onToggle}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
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
