import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { InboxStore, SentStore, type MessageListStore } from '../../../app/message/message-list.store';
import { formatDateTime } from '../../../domain/format/date';
import type { MessageRow } from '../../../domain/message/message-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { FilterForm } from '../filing-lists/filter-form';
import { COMPOSE_ROUTE, listQueryOf, listUrl, messageUrl, type ListQuery } from './message-address';
import { messageTexts as t } from './message-texts';
import './message-page.css';

type Filters = { readonly text?: string };
const clean = (draft: Partial<Filters>): Filters => {
  const text = draft.text?.trim() ?? '';
  return text === '' ? {} : { text };
};

const when = (iso: string): string => formatDateTime(Date.parse(iso));

const subjectCell = (row: MessageRow, inbox: boolean): ReactNode => (
  <span className="message-list__subject">
    {inbox && !row.read ? (
      <Tag color="blue" size="small">
        {t.unread}
      </Tag>
    ) : null}
    <Link to={messageUrl(row.id)} aria-label={t.openLabel(row.subject)} className={inbox && !row.read ? 'message-list__unread' : undefined}>
      {row.subject}
    </Link>
  </span>
);

const inboxColumns = [
  { title: t.columns.subject, dataIndex: 'subject', render: (_: unknown, row: MessageRow) => subjectCell(row, true) },
  { title: t.columns.sender, dataIndex: 'senderName' },
  { title: t.columns.sentAt, dataIndex: 'sentAt', render: (_: unknown, row: MessageRow) => when(row.sentAt) },
];

const sentColumns = [
  { title: t.columns.subject, dataIndex: 'subject', render: (_: unknown, row: MessageRow) => subjectCell(row, false) },
  { title: t.columns.recipients, dataIndex: 'recipientNames' },
  { title: t.columns.sentAt, dataIndex: 'sentAt', render: (_: unknown, row: MessageRow) => when(row.sentAt) },
  { title: t.columns.receipts, dataIndex: 'readCount', render: (_: unknown, row: MessageRow) => t.receiptsOf(row.readCount, row.recipientCount) },
];

function MessageList({ store, heading }: { readonly store: MessageListStore; readonly heading: string }): ReactNode {
  const { page, loading, error } = useStore(store);
  const { pathname, search } = useLocation();
  const query = useMemo(() => listQueryOf(search), [search]);
  const navigate = useNavigate();
  useEffect(() => void store.load(query), [store, query]);
  const go = (next: ListQuery): void => void navigate(listUrl(pathname, next));
  const inbox = store.box === 'inbox';
  const { pageIndex: _index, pageSize, ...filters } = query;

  return (
    <section className="message" aria-labelledby="message-heading">
      <div className="message__head">
        <h1 id="message-heading" className="message__heading">
          {heading}
        </h1>
        <Button type="primary" theme="solid" onClick={() => void navigate(COMPOSE_ROUTE)}>
          {t.compose}
        </Button>
      </div>
      <FilterForm<Filters>
        key={listUrl(pathname, query)}
        label={t.filters}
        keyword={{ label: t.text, placeholder: t.textPlaceholder }}
        filters={filters}
        clean={clean}
        onSearch={(next) => go({ ...next, pageIndex: 1, pageSize })}
        onReset={() => go({ pageIndex: 1, pageSize })}
      >
        {() => null}
      </FilterForm>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table<MessageRow>
        rowKey="id"
        columns={inbox ? inboxColumns : sentColumns}
        dataSource={page?.rows ?? []}
        loading={loading}
        pagination={false}
        empty={
          <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={t.loading}>
            {t.empty}
          </ListEmpty>
        }
      />
      {page === undefined || page.total === 0 ? null : (
        <ListPager total={page.total} pageIndex={query.pageIndex} pageSize={query.pageSize} onPage={(pageIndex) => go({ ...query, pageIndex })} onResize={(size) => go({ ...query, pageIndex: 1, pageSize: size })} />
      )}
    </section>
  );
}

/** 收件箱 (/secretary/inbox): unread first, in bold. */
export function InboxPage(): ReactNode {
  return <MessageList store={useService(InboxStore)} heading={t.inbox} />;
}

/** 已发送 (/secretary/sent), with how many recipients read each. */
export function SentPage(): ReactNode {
  return <MessageList store={useService(SentStore)} heading={t.sent} />;
}
