import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { ReceiptListStore } from '../../../app/document/receipt-list.store';
import { toListPageSize } from '../../../app/shared/list-page-size';
import type { ReceiptQuery, ReceiptRow } from '../../../domain/document/receipt-service';
import type { DeadlineStanding } from '../../../domain/document/receipt-deadline';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { ReceiptForm } from './receipt-form';
import { ReceiptDetailSheet } from './receipt-detail-sheet';
import { ReceiptSplitDialog } from './receipt-split-dialog';
import { receiptTexts as t } from './receipt-texts';
import './receipt-page.css';

const ROUTE = '/document/receive/register';
const STANDINGS = Object.keys(t.standings) as DeadlineStanding[];
const TAG_COLOURS: Readonly<Record<DeadlineStanding, 'red' | 'orange' | 'blue' | 'green'>> = { overdue: 'red', 'due-soon': 'orange', open: 'blue', done: 'green' };

/** The list's filters from the address: ?standing=…&pageIndex=…&pageSize=…. */
function queryOf(search: string): ReceiptQuery {
  const params = new URLSearchParams(search);
  const whole = (name: string, fallback: number, max: number): number => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
  };
  const standing = STANDINGS.find((s) => s === params.get('standing'));
  return { pageIndex: whole('pageIndex', 1, 100_000), pageSize: toListPageSize(Number(params.get('pageSize'))), ...(standing === undefined ? {} : { standing }) };
}

function urlOf(query: ReceiptQuery, id?: string): string {
  const params = new URLSearchParams({ pageIndex: String(query.pageIndex), pageSize: String(query.pageSize), ...(query.standing === undefined ? {} : { standing: query.standing }), ...(id === undefined ? {} : { id }) });
  return `${ROUTE}?${params.toString()}`;
}

const columnsWith = (onSplit: (row: ReceiptRow) => void, onOpen: (row: ReceiptRow) => void) => [
  { title: t.columns.id, dataIndex: 'id' },
  {
    title: t.columns.title,
    dataIndex: 'title',
    render: (title: string, row: ReceiptRow) => (
      <Button theme="borderless" className="receipt__open" aria-label={t.openLabel(title)} onClick={() => onOpen(row)}>
        {title}
      </Button>
    ),
  },
  { title: t.columns.issuer, dataIndex: 'issuer' },
  { title: t.columns.issuerNumber, dataIndex: 'issuerNumber' },
  { title: t.columns.receivedDate, dataIndex: 'receivedDate' },
  { title: t.columns.urgency, dataIndex: 'urgency' },
  {
    title: t.columns.deadline,
    dataIndex: 'deadline',
    render: (_: unknown, row: ReceiptRow) => (
      <span>
        {row.deadline}{' '}
        <Tag color={TAG_COLOURS[row.standing]} className="receipt__tag">
          {row.deadlineLabel}
        </Tag>
      </span>
    ),
  },
  { title: t.columns.split, dataIndex: 'departmentNames', render: (_: unknown, row: ReceiptRow) => (row.departmentNames === '' ? t.notSplit : row.departmentNames) },
  {
    title: t.actions,
    dataIndex: 'id',
    render: (_: unknown, row: ReceiptRow) =>
      row.departments.length > 0 ? null : (
        <Button size="small" aria-label={t.splitLabel(row.id)} onClick={() => onSplit(row)}>
          {t.split}
        </Button>
      ),
  },
];

/** 收文登记 (/document/receive/register): the registration form above the unit's receipts, overdue first. */
export default function ReceiptPage(): ReactNode {
  const { search } = useLocation();
  const query = useMemo(() => queryOf(search), [search]);
  const navigate = useNavigate();
  const store = useService(ReceiptListStore);
  const { page, loading, error } = useStore(store);
  useEffect(() => void store.load(query), [store, query]);
  const [splitting, setSplitting] = useState<ReceiptRow | undefined>(undefined);
  const go = (next: ReceiptQuery): void => void navigate(urlOf(next));
  const openId = new URLSearchParams(search).get('id') ?? undefined;
  const columns = useMemo(() => columnsWith(setSplitting, (row) => void navigate(urlOf(query, row.id))), [navigate, query]);

  return (
    <section className="receipt" aria-labelledby="receipt-heading">
      <h1 id="receipt-heading" className="receipt__heading">
        {t.heading}
      </h1>
      <h2 className="receipt__subheading">{t.formHeading}</h2>
      <ReceiptForm onRegistered={() => void store.reload()} />
      <h2 className="receipt__subheading">{t.listHeading}</h2>
      <div className="receipt__filters">
        <label className="receipt__field">
          <span>{t.standing}</span>
          <Select
            aria-label={t.standing}
            className="receipt__select"
            value={query.standing ?? ''}
            optionList={[{ value: '', label: t.allStandings }, ...STANDINGS.map((s) => ({ value: s, label: t.standings[s] }))]}
            onChange={(value) => {
              const { standing: _old, ...rest } = query;
              const standing = STANDINGS.find((s) => s === value);
              go({ ...rest, pageIndex: 1, ...(standing === undefined ? {} : { standing }) });
            }}
          />
        </label>
      </div>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table<ReceiptRow>
        rowKey="id"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={loading}
        pagination={false}
        empty={t.empty}
        onRow={(row) => (row?.standing === 'overdue' ? { className: 'receipt__row--overdue' } : {})}
      />
      {page === undefined || page.total === 0 ? null : (
        <ListPager total={page.total} pageIndex={query.pageIndex} pageSize={query.pageSize} onPage={(pageIndex) => go({ ...query, pageIndex })} onResize={(pageSize) => go({ ...query, pageIndex: 1, pageSize })} />
      )}
      <ReceiptDetailSheet id={openId === '' ? undefined : openId} onClose={() => go(query)} />
      <ReceiptSplitDialog
        key={splitting?.id ?? 'closed'}
        receipt={splitting}
        onClose={() => setSplitting(undefined)}
        onSplit={() => {
          setSplitting(undefined);
          void store.reload();
        }}
      />
    </section>
  );
}
