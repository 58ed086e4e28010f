import type { ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';

/**
 * Dialog buttons whose accessible names are their Chinese texts. Semi's own Modal footer labels
 * them aria-label="confirm"/"cancel", which screen readers would announce in English.
 */
export function DialogFooter({
  okText,
  onOk,
  cancelText,
  onCancel,
  loading = false,
  danger = false,
}: {
  okText: string;
  onOk: () => void;
  cancelText?: string;
  onCancel?: () => void;
  loading?: boolean;
  /** The confirm button in red, for what cannot be undone from here (删除, 停用). */
  danger?: boolean;
}): ReactNode {
  return (
    <div className="dialog-footer">
      {cancelText === undefined || onCancel === undefined ? null : <Button onClick={onCancel}>{cancelText}</Button>}
      <Button theme="solid" type={danger ? 'danger' : 'primary'} loading={loading} onClick={onOk}>
        {okText}
      </Button>
    </div>
  );
}
