import type { ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import type { AffairAction } from '../../../domain/affair/affair';
import type { ActionButton } from '../../../ports/api/process.dto';
import { detailsTexts as t } from './affair-details-texts';

const DANGER: ReadonlySet<AffairAction> = new Set<AffairAction>(['obsolete', 'cancelRegistration']);
const PRIMARY: ReadonlySet<AffairAction> = new Set<AffairAction>(['send']);

/** The actions the server allows this user now, with the server's labels; the print menu sits at the end. */
export function AffairToolbar({
  buttons,
  pending,
  onAction,
  children,
}: {
  buttons: readonly ActionButton[];
  pending: boolean;
  onAction: (button: ActionButton) => void;
  children?: ReactNode;
}): ReactNode {
  return (
    <div className="affair-toolbar" role="toolbar" aria-label="事务操作">
      {buttons.length === 0 ? <span className="affair-details__muted">{t.noActions}</span> : null}
      {buttons.map((button) => (
        <Button
          key={button.action}
          theme={PRIMARY.has(button.action) ? 'solid' : 'light'}
          type={DANGER.has(button.action) ? 'danger' : 'primary'}
          disabled={pending}
          onClick={() => onAction(button)}
        >
          {button.label}
        </Button>
      ))}
      <span className="affair-toolbar__spacer" />
      {children}
    </div>
  );
}
