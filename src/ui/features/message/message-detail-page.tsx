import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { MessageDetailStore } from '../../../app/message/message-detail.store';
import { planPreview } from '../../../domain/files/preview-kind';
import { formatDateTime } from '../../../domain/format/date';
import type { MessageDetail, MessageReceipt } from '../../../domain/message/message-types';
import type { FileEntry } from '../../../ports/api/files.dto';
import { messageIdOfSubParams } from '../../../ports/api/message.schema';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { ReloadBanner } from '../../kit/reload-banner';
import { composeUrl, INBOX_ROUTE, pdfReadUrl } from './message-address';
import { messageTexts as t } from './message-texts';
import './message-page.css';

const FilesPanel = lazy(() => import('../../kit/files/files-panel').then((module) => ({ default: module.FilesPanel })));

const when = (iso: string): string => formatDateTime(Date.parse(iso));

const receiptColumns = [
  { title: t.receiptColumns.name, dataIndex: 'name' },
  {
    title: t.receiptColumns.state,
    dataIndex: 'readAt',
    render: (_: unknown, row: MessageReceipt) => (
      <Tag color={row.readAt === undefined ? 'orange' : 'green'} size="small">
        {row.readAt === undefined ? t.unread : t.read}
      </Tag>
    ),
  },
  { title: t.receiptColumns.readAt, dataIndex: 'at', render: (_: unknown, row: MessageReceipt) => (row.readAt === undefined ? '—' : when(row.readAt)) },
];

/** A clear page instead of the message: a bad address, or one the user may not see. */
function Refusal({ title, text }: { readonly title: string; readonly text: string }): ReactNode {
  const navigate = useNavigate();
  return (
    <section className="message">
      <Banner type="danger" closeIcon={null} title={title} description={text} />
      <div className="message__actions">
        <Button onClick={() => void navigate(INBOX_ROUTE)}>{t.backToInbox}</Button>
      </div>
    </section>
  );
}

function MessageView({ detail }: { readonly detail: MessageDetail }): ReactNode {
  const store = useService(MessageDetailStore);
  const { deleting, deleteError } = useStore(store);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  /** A PDF opens full page (附件预览); other files keep the preview dialog. */
  const previewPdf = (file: FileEntry): boolean => {
    if (planPreview(file.linkGuid, file.fileName).kind !== 'pdf') return false;
    void navigate(pdfReadUrl(detail.id, file.linkGuid));
    return true;
  };
  const remove = async (): Promise<void> => {
    if (!(await store.remove())) return;
    Toast.success(t.removed);
    void navigate(INBOX_ROUTE);
  };
  return (
    <section className="message" aria-labelledby="message-subject">
      <div className="message__head">
        <h1 id="message-subject" className="message__heading">
          {detail.subject}
        </h1>
        <div className="message__actions">
          {detail.mine ? null : (
            <Button type="primary" theme="solid" onClick={() => void navigate(composeUrl({ kind: 'reply', id: detail.id }))}>
              {t.reply}
            </Button>
          )}
          <Button onClick={() => void navigate(composeUrl({ kind: 'forward', id: detail.id }))}>{t.forward}</Button>
          <Button type="danger" loading={deleting} onClick={() => setConfirming(true)}>
            {t.remove}
          </Button>
          <Button onClick={() => void navigate(INBOX_ROUTE)}>{t.backToInbox}</Button>
        </div>
      </div>
      {confirming ? <ConfirmDialog title={t.remove} message={t.removeConfirm} okText={t.remove} cancelText={t.cancel} danger onConfirm={remove} onClose={() => setConfirming(false)} /> : null}
      {deleteError === undefined ? null : <Banner type="danger" closeIcon={null} description={deleteError} />}
      <dl className="message__meta">
        <dt>{t.from}</dt>
        <dd>{detail.senderName}</dd>
        <dt>{t.to}</dt>
        <dd>{detail.recipients.map((r) => r.name).join('、')}</dd>
        <dt>{t.at}</dt>
        <dd>{when(detail.sentAt)}</dd>
      </dl>
      <div className="message__body">{detail.body}</div>
      <h2 className="message__subheading">{t.attachments}</h2>
      <Suspense fallback={<Spin />}>
        <FilesPanel filesKey={detail.filesKey} readOnly onPreview={previewPdf} />
      </Suspense>
      {detail.forwardFilesKey === undefined ? null : (
        <>
          <h2 className="message__subheading">{t.forwardedAttachments}</h2>
          <Suspense fallback={<Spin />}>
            <FilesPanel filesKey={detail.forwardFilesKey} readOnly onPreview={previewPdf} />
          </Suspense>
        </>
      )}
      {detail.mine ? (
        <>
          <h2 className="message__subheading">{t.receipts}</h2>
          <Table<MessageReceipt> rowKey="userId" columns={receiptColumns} dataSource={[...detail.recipients]} pagination={false} aria-label={t.receipts} />
        </>
      ) : null}
    </section>
  );
}

function OpenMessage({ id }: { readonly id: string }): ReactNode {
  const store = useService(MessageDetailStore);
  const { detail, loading, loadError, refused } = useStore(store);
  useEffect(() => void store.open(id), [store, id]);
  if (refused !== undefined) return <Refusal title={t.refusedTitle} text={refused} />;
  if (loadError !== undefined) return <ReloadBanner message={loadError} onReload={() => void store.open(id)} />;
  if (loading || detail?.id !== id) {
    return (
      <div role="status" className="message__status">
        <Spin /> {t.loading}
      </div>
    );
  }
  return <MessageView detail={detail} />;
}

/** 消息详情 (/office/secretary/messageDetail?subParams={"id":…}, SPEC section 2): opening it marks it read. */
export default function MessageDetailPage(): ReactNode {
  const { search } = useLocation();
  const id = useMemo(() => messageIdOfSubParams(new URLSearchParams(search).get('subParams')), [search]);
  return id === undefined ? <Refusal title={t.badAddressTitle} text={t.badAddress} /> : <OpenMessage id={id} />;
}
