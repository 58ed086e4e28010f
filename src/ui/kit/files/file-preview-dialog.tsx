import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type { PreviewContent } from '../../../app/files/record-files.store';
import { Dialog } from '../dialog';
import { DialogFooter } from '../dialog-footer';
import { filesTexts as t } from './files-texts';

// pdf.js lives only in this chunk, fetched the first time a PDF preview opens.
const PdfViewer = lazy(() => import('../pdf-viewer/pdf-viewer'));

export interface OpenPreview {
  readonly fileName: string;
  /** undefined while the bytes are on their way. */
  readonly content: Exclude<PreviewContent, { kind: 'refused' }> | undefined;
}

/** An object URL for a blob, revoked when the blob changes or the dialog goes away. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob === undefined ? undefined : URL.createObjectURL(blob)), [blob]);
  useEffect(() => (url === undefined ? undefined : () => URL.revokeObjectURL(url)), [url]);
  return url;
}

function Body({ preview, url }: { preview: OpenPreview; url: string | undefined }): ReactNode {
  const content = preview.content;
  if (content === undefined) {
    return (
      <div role="status" className="files-preview__status">
        <Spin /> {t.previewLoading}
      </div>
    );
  }
  if (content.kind === 'text') {
    return (
      <div className="files-preview__text">
        <div className="files-preview__encoding">{t.textEncoding(content.encoding)}</div>
        <pre>{content.text}</pre>
      </div>
    );
  }
  if (url === undefined) return null;
  if (content.kind === 'image') return <img className="files-preview__image" src={url} alt={preview.fileName} />;
  return (
    <Suspense
      fallback={
        <div role="status" className="files-preview__status">
          <Spin /> {t.viewerLoading}
        </div>
      }
    >
      <PdfViewer url={url} title={preview.fileName} downloadName={preview.fileName} />
    </Suspense>
  );
}

/** The preview (SPEC section 4): PDF in the pdf.js viewer, images directly, text decoded. */
export function FilePreviewDialog({ preview, onClose }: { preview: OpenPreview | undefined; onClose: () => void }): ReactNode {
  const blob = preview?.content !== undefined && preview.content.kind !== 'text' ? preview.content.blob : undefined;
  const url = useObjectUrl(blob);
  return (
    <Dialog
      title={preview?.fileName ?? t.preview}
      visible={preview !== undefined}
      width="70%"
      onCancel={onClose}
      footer={<DialogFooter okText={t.close} onOk={onClose} />}
    >
      {preview === undefined ? null : <Body preview={preview} url={url} />}
    </Dialog>
  );
}
