import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { ReceiptDetailStore } from '../../../app/document/receipt-detail.store';
import { affairDetailsUrl } from '../../../domain/affair/details-link';
import type { ReceiptAffairRow } from '../../../domain/document/receipt-affairs';
import type { ReceiptRow } from '../../../domain/document/receipt-service';
import { DOCUMENT_BOOKMARK_KINDS } from '../../../domain/favourites/bookmark-links';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { BookmarkToggle } from '../../kit/bookmark-toggle';
import { Sheet } from '../../kit/sheet';
import { saveBlob } from '../../kit/files/save-blob';
import { ReloadBanner } from '../../kit/reload-banner';
import { receiptTexts as t } from './receipt-texts';

const SHEET_WIDTH = 720;

const affairColumns = [
  { title: t.detail.affairColumns.department, dataIndex: 'departmentName' },
  {
    title: t.detail.affairColumns.key,
    dataIndex: 'keyDigNumGather',
    render: (key: string) => <Link to={affairDetailsUrl({ moduleKey: key })}>{key}</Link>,
  },
  { title: t.detail.affairColumns.node, dataIndex: 'nodeName' },
  { title: t.detail.affairColumns.holder, dataIndex: 'holderName' },
  { title: t.detail.affairColumns.status, dataIndex: 'statusLabel', render: (label: string, row: ReceiptAffairRow) => <Tag color={row.finished ? 'green' : 'blue'}>{label}</Tag> },
];

function Facts({ receipt }: { readonly receipt: ReceiptRow }): ReactNode {
  const pairs: readonly (readonly [string, string])[] = [
    [t.columns.id, receipt.id],
    [t.columns.issuer, receipt.issuer],
    [t.columns.issuerNumber, receipt.issuerNumber],
    [t.columns.receivedDate, receipt.receivedDate],
    [t.detail.copies, String(receipt.copies)],
    [t.detail.secrecy, receipt.secrecy],
    [t.columns.urgency, receipt.urgency],
    [t.columns.deadline, receipt.deadline],
    [t.detail.proposal, receipt.proposal === '' ? t.detail.none : receipt.proposal],
    [t.columns.split, receipt.departmentNames === '' ? t.notSplit : receipt.departmentNames],
  ];
  return (
    <dl className="receipt-detail__facts">
      {pairs.map(([label, value]) => (
        <div key={label} className="receipt-detail__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The receipt named by ?id=: its facts, standing, the affairs it was split into, 打印收文处理笺 and 收藏. */
export function ReceiptDetailSheet({ id, onClose }: { readonly id: string | undefined; readonly onClose: () => void }): ReactNode {
  const store = useService(ReceiptDetailStore);
  const { receipt, loading, error } = useStore(store);
  useEffect(() => {
    if (id === undefined) store.close();
    else void store.load(id);
  }, [store, id]);

  const print = async (): Promise<void> => {
    try {
      const file = await store.print();
      saveBlob(file.blob, file.fileName);
    } catch {
      Toast.error(t.detail.printFailed);
    }
  };
  const overdue = receipt?.standing === 'overdue';

  return (
    <Sheet visible={id !== undefined} title={t.detail.heading} aria-label={t.detail.heading} width={SHEET_WIDTH} onCancel={onClose} className="receipt-detail">
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      {loading ? <Spin size="large" tip={t.loading} /> : null}
      {receipt === undefined ? null : (
        <article className={overdue ? 'receipt-detail__body receipt-detail__body--overdue' : 'receipt-detail__body'} aria-labelledby="receipt-detail-title">
          <h2 id="receipt-detail-title" className="receipt-detail__title">
            {receipt.title}
          </h2>
          <p className="receipt-detail__standing">
            <Tag color={overdue ? 'red' : receipt.standing === 'done' ? 'green' : 'blue'} size="large">
              {receipt.deadlineLabel}
            </Tag>
            {overdue ? <span className="receipt-detail__warning">{t.detail.overdueNote}</span> : null}
          </p>
          <div className="receipt-detail__tools">
            <Button onClick={() => void print()}>{t.detail.print}</Button>
            <BookmarkToggle type={2} bookmarkId={receipt.id} keyTypeCode={DOCUMENT_BOOKMARK_KINDS.receipt} title={receipt.title} />
          </div>
          <Facts receipt={receipt} />
          <h3 className="receipt-detail__subheading">{t.detail.affairsHeading}</h3>
          <Table<ReceiptAffairRow> rowKey="keyDigNumGather" columns={affairColumns} dataSource={[...receipt.affairRows]} pagination={false} empty={t.detail.noAffairs} size="small" />
        </article>
      )}
    </Sheet>
  );
}
