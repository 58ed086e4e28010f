import { useState, type ReactNode } from 'react';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { noticeTexts as t } from './notice-texts';

export interface NoticeConfirmRequest {
  readonly title: string;
  readonly text: string;
  readonly run: () => Promise<void>;
}

/** One confirmation (撤回, 删除, 提醒未读): its button waits while the action runs, then the dialog closes. */
export function NoticeConfirm({ request, onClose }: { readonly request: NoticeConfirmRequest | undefined; readonly onClose: () => void }): ReactNode {
  const [pending, setPending] = useState(false);
  if (request === undefined) return null;
  const ok = (): void => {
    if (pending) return;
    setPending(true);
    void request.run().finally(() => {
      setPending(false);
      onClose();
    });
  };
  return (
    <Dialog visible title={request.title} onCancel={onClose} maskClosable={false} footer={<DialogFooter okText={t.confirm} onOk={ok} cancelText={t.cancel} onCancel={onClose} loading={pending} />}>
      <p>{request.text}</p>
    </Dialog>
  );
}
