import { useState, type ReactNode } from 'react';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { manualTexts } from './manual-texts';

const t = manualTexts.list;

/**
 * 删除 of one row, asked in a dialog like the other row dialogs: focus stays inside it, Escape
 * closes it and focus goes back to the row's 删除. (Semi's Popconfirm on a Semi Button could not
 * place itself, its trigger being no DOM node, and never took the focus.)
 */
export function ManualRemoveDialog({ onRemove, onClose }: { readonly onRemove: () => Promise<void>; readonly onClose: () => void }): ReactNode {
  const [pending, setPending] = useState(false);
  const ok = (): void => {
    if (pending) return;
    setPending(true);
    void onRemove().finally(() => {
      setPending(false);
      onClose();
    });
  };
  return (
    <Dialog visible title={t.removeTitle} onCancel={onClose} footer={<DialogFooter okText={t.remove} onOk={ok} cancelText={manualTexts.form.cancel} onCancel={onClose} loading={pending} />}>
      <p>{t.removeConfirm}</p>
    </Dialog>
  );
}
