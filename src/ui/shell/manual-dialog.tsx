import { lazy, Suspense, type ReactNode } from 'react';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { parseEndpointKey } from '../../ports/api/endpoints';
import { Dialog } from '../kit/dialog';
import { DialogFooter } from '../kit/dialog-footer';

// pdf.js lives only in this chunk, fetched the first time the dialog opens.
const PdfViewer = lazy(() => import('../kit/pdf-viewer/pdf-viewer'));

/** Public endpoint of the mock server (and of the real back end): the manual as application/pdf. */
const MANUAL_URL = parseEndpointKey('GET /api/user/public/manual.pdf').path;
const MANUAL_FILE_NAME = '用地备案与办公管理系统用户手册.pdf';

/** SPEC section 2: the user manual, a PDF shown with pdf.js in a dialog 70% wide. */
export function ManualDialog({ visible, onClose, afterClose }: { visible: boolean; onClose: () => void; afterClose?: () => void }): ReactNode {
  return (
    <Dialog title="用户手册" visible={visible} width="70%" onCancel={onClose} afterClose={afterClose} footer={<DialogFooter okText="关 闭" onOk={onClose} />}>
      {visible ? (
        <Suspense
          fallback={
            <div role="status" style={{ textAlign: 'center', padding: 48 }}>
              <Spin /> 正在加载文档查看器…
            </div>
          }
        >
          <PdfViewer url={MANUAL_URL} title="用户手册" downloadName={MANUAL_FILE_NAME} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
