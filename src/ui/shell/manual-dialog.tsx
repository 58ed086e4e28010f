import type { ReactNode } from 'react';
import Modal from '@douyinfe/semi-ui-19/lib/es/modal';
import { DialogFooter } from '../kit/dialog-footer';

/**
 * SPEC section 2: the user manual, a dialog 70% wide. The PDF viewer (pdf.js) and the manual
 * the mock server serves are still to come with the rest of the shell issue; until then the
 * dialog says so rather than showing an empty frame.
 */
export function ManualDialog({ visible, onClose }: { visible: boolean; onClose: () => void }): ReactNode {
  return (
    <Modal title="用户手册" visible={visible} width="70%" onCancel={onClose} footer={<DialogFooter okText="关 闭" onOk={onClose} />}>
      <p>用户手册正在编写中，发布后可在此处直接阅读。如需帮助，请联系信息中心。</p>
    </Modal>
  );
}
