import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogFooter } from './dialog-footer';

interface ConfirmDialogProps {
  readonly title: string;
  readonly message: ReactNode;
  readonly okText: string;
  readonly cancelText: string;
  /** Sent once however often 确定 is pressed; the dialog closes when it settles. */
  readonly onConfirm: () => Promise<void> | void;
  readonly onClose: () => void;
  readonly danger?: boolean;
}

/**
 * A question before an action (删除, 停用), asked in a dialog: focus moves into it and Tab stays
 * there, Escape or 取消 closes it and focus goes back to the button that opened it. (Semi's
 * Popconfirm on a Semi Button could not place itself, its trigger being no DOM node, and never
 * took the focus, so keyboard users could not answer it.)
 */
export function ConfirmDialog({ title, message, okText, cancelText, onConfirm, onClose, danger = false }: ConfirmDialogProps): ReactNode {
  const [pending, setPending] = useState(false);
  // The state lags a render behind a second Enter; the ref does not.
  const sent = useRef(false);
  const ok = (): void => {
    if (sent.current) return;
    sent.current = true;
    setPending(true);
    void Promise.resolve()
      .then(onConfirm)
      .finally(() => {
        setPending(false);
        onClose();
      });
  };
  return (
    <Dialog visible title={title} width={420} onCancel={onClose} footer={<DialogFooter okText={okText} onOk={ok} cancelText={cancelText} onCancel={onClose} loading={pending} danger={danger} />}>
      <p>{message}</p>
    </Dialog>
  );
}
