import type { ReactNode } from 'react';
import SideSheet, { type SideSheetReactProps } from '@douyinfe/semi-ui-19/lib/es/sideSheet';
import { escapeFromCollapsedTrigger, type Closable } from './dialog-escape';
import './dialog.css';

/** The product's SideSheet, for the same reason as its Dialog: Escape closes it from a collapsed Select too. */
export function Sheet({ onCancel, children, ...props }: Closable<SideSheetReactProps>): ReactNode {
  if (onCancel === undefined) return <SideSheet {...props}>{children}</SideSheet>;
  return (
    <SideSheet {...props} onCancel={onCancel} closeOnEsc>
      <div className="escape-scope" onKeyDownCapture={escapeFromCollapsedTrigger(onCancel)}>
        {children}
      </div>
    </SideSheet>
  );
}
