import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { ATTACHMENT_NOT_PDF, MessageAttachmentStore } from '../../../app/message/message-attachment.store';
import { messageIdOfSubParams } from '../../../ports/api/message.schema';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { CenteredMessage } from '../../kit/centered-message';
import { ReloadBanner } from '../../kit/reload-banner';
import { INBOX_ROUTE, messageUrl } from './message-address';
import { messageTexts as t } from './message-texts';
import './message-page.css';

// pdf.js lives only in the viewer's chunk.
const PdfViewer = lazy(() => import('../../kit/pdf-viewer/pdf-viewer'));

/** An object URL for the PDF, revoked when it changes or the page goes away. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob === undefined ? undefined : URL.createObjectURL(blob)), [blob]);
  useEffect(() => (url === undefined ? undefined : () => URL.revokeObjectURL(url)), [url]);
  return url;
}

function BackToInbox(): ReactNode {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate(INBOX_ROUTE)}>{t.backToInbox}</Button>;
}

function Attachment({ id, fileId }: { readonly id: string; readonly fileId: string }): ReactNode {
  const store = useService(MessageAttachmentStore);
  const state = useStore(store);
  const navigate = useNavigate();
  useEffect(() => void store.open(id, fileId), [store, id, fileId]);
  const url = useObjectUrl(state.status === 'ready' ? state.pdf : undefined);
  if (state.status === 'refused') return <CenteredMessage title={t.pdfNotFoundTitle} detail={state.message} action={<BackToInbox />} />;
  if (state.status === 'error') return <ReloadBanner message={state.message} onReload={() => void store.open(id, fileId)} />;
  if (state.status === 'loading' || (state.pdf !== undefined && url === undefined)) {
    return (
      <div role="status" className="message__status">
        <Spin /> {t.loading}
      </div>
    );
  }
  return (
    <section className="message message--pdf" aria-labelledby="pdf-heading">
      <div className="message__head">
        <div>
          <h1 id="pdf-heading" className="message__heading">
            {t.pdfHeading}：{state.fileName}
          </h1>
          <p className="message__pdf-of">{t.pdfOf(state.subject)}</p>
        </div>
        <div className="message__actions">
          <Button type="primary" theme="solid" onClick={() => void navigate(messageUrl(state.messageId))}>
            {t.backToMessage}
          </Button>
          <BackToInbox />
        </div>
      </div>
      {url === undefined ? (
        <Banner type="warning" closeIcon={null} description={ATTACHMENT_NOT_PDF} />
      ) : (
        <div className="message__pdf">
          <Suspense
            fallback={
              <div role="status" className="message__status">
                <Spin /> {t.loading}
              </div>
            }
          >
            <PdfViewer url={url} title={state.fileName} downloadName={state.fileName} />
          </Suspense>
        </div>
      )}
    </section>
  );
}

/** 附件预览 (/office/secretary/pdfread?subParams={"id":…}&fileId=…): a message's PDF attachment, full page. */
export default function MessagePdfPage(): ReactNode {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const id = messageIdOfSubParams(params.get('subParams'));
  const fileId = params.get('fileId') ?? '';
  if (id === undefined || fileId === '') {
    return (
      <section className="message">
        <Banner type="danger" closeIcon={null} title={t.badAddressTitle} description={t.pdfBadAddress} />
        <div className="message__actions">
          <BackToInbox />
        </div>
      </section>
    );
  }
  return <Attachment id={id} fileId={fileId} />;
}
