import type { ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { Dialog } from '../../../kit/dialog';
import { DialogFooter } from '../../../kit/dialog-footer';
import { dialogTexts as t } from '../affair-details-texts';

/**
 * The frame every action dialog shares: Chinese footer buttons, the submit loading and
 * disabled while an action runs, and the last failure shown inline above the fields.
 */
export function DialogShell({
  title,
  visible,
  pending,
  error,
  onSubmit,
  onClose,
  okText = t.ok,
  danger = false,
  children,
}: {
  title: string;
  visible: boolean;
  pending: boolean;
  error?: string;
  onSubmit: () => void;
  onClose: () => void;
  okText?: string;
  danger?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <Dialog
      title={title}
      visible={visible}
      width={560}
      maskClosable={false}
      onCancel={onClose}
      className={danger ? 'affair-dialog affair-dialog--danger' : 'affair-dialog'}
      footer={
        danger ? (
          // The kit footer has no red variant; the same two buttons with the confirm in danger red.
          <div className="dialog-footer">
            <Button onClick={onClose}>{t.cancel}</Button>
            <Button theme="solid" type="danger" loading={pending} onClick={onSubmit}>
              {okText}
            </Button>
          </div>
        ) : (
          <DialogFooter okText={okText} onOk={onSubmit} cancelText={t.cancel} onCancel={onClose} loading={pending} />
        )
      }
    >
      {error === undefined ? null : <Banner type="danger" description={error} closeIcon={null} className="affair-dialog__error" />}
      {children}
    </Dialog>
  );
}
