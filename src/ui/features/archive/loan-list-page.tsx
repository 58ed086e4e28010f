import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { LoanListStore } from '../../../app/archive/archive-list.store';
import { LOAN_ROLES, type LoanRow, type LoanState } from '../../../domain/archive/archive-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { loanAddressOf, loanListUrl, retrievalDetailUrl } from './archive-address';
import { archiveTexts } from './archive-texts';
import './archive.css';

const t = archiveTexts.loans;
const COLOURS: Readonly<Record<LoanState, 'orange' | 'blue' | 'red' | 'green'>> = { pending: 'orange', lent: 'blue', rejected: 'red', returned: 'green' };

/** A loan's state; overdue and late returns say by how many days. */
export function LoanStateTag({ row }: { readonly row: LoanRow }): ReactNode {
  if (row.overdue) return <Tag color="red">{t.overdueTag(row.daysLate)}</Tag>;
  return (
    <span>
      <Tag color={COLOURS[row.state]}>{row.stateLabel}</Tag>
      {row.state === 'returned' && row.daysLate > 0 ? <span className="archive__late"> {t.lateReturn(row.daysLate)}</span> : null}
    </span>
  );
}

const columns = [
  { title: t.columns.archiveNo, dataIndex: 'archiveNo', render: (_: unknown, row: LoanRow) => <Link className="archive__no" to={retrievalDetailUrl(row.id)} aria-label={archiveTexts.detail.openLoan(row.archiveNo)}>{row.archiveNo}</Link> },
  { title: t.columns.title, dataIndex: 'title' },
  { title: t.columns.borrower, dataIndex: 'borrowerName' },
  { title: t.columns.purpose, dataIndex: 'purpose' },
  { title: t.columns.dueDate, dataIndex: 'dueDate' },
  { title: t.columns.approver, dataIndex: 'approverName' },
  { title: t.columns.state, dataIndex: 'state', render: (_: unknown, row: LoanRow) => <LoanStateTag row={row} /> },
];

/** 借阅管理 (menu page): my loans, those waiting for my approval; overdue loans stand out and their borrower is reminded. */
export default function LoanListPage(): ReactNode {
  const { search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => loanAddressOf(search), [search]);
  const { role } = address;
  const query = useMemo(() => ({ ...address, ...(address.role === 'approving' ? { state: 'pending' as const } : {}) }), [address]);
  const store = useService(LoanListStore);
  const { page, loading, error, overdue } = useStore(store);
  useEffect(() => void store.load(query), [store, query]);

  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{t.heading}</h1>
      </div>
      {overdue === undefined || overdue.length === 0 ? null : (
        <Banner
          type="danger"
          closeIcon={null}
          title={t.reminderTitle}
          description={
            <span>
              {t.reminder(overdue.length)}
              {overdue.map((loan) => (
                <Link key={loan.id} to={retrievalDetailUrl(loan.id)} className="archive__late">
                  {` ${loan.archiveNo}《${loan.title}》${t.overdueTag(loan.daysLate)}`}
                </Link>
              ))}
            </span>
          }
        />
      )}
      <div role="group" aria-label={t.role} className="archive__tools">
        {LOAN_ROLES.map((r) => (
          <Button key={r} aria-pressed={r === role} theme={r === role ? 'solid' : 'light'} onClick={() => void navigate(loanListUrl({ ...address, role: r, pageIndex: 1 }))}>
            {t.roles[r]}
          </Button>
        ))}
      </div>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table<LoanRow>
        rowKey="id"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={loading}
        pagination={false}
        onRow={(row) => (row?.overdue === true ? { className: 'archive__overdue' } : {})}
        empty={
          <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={archiveTexts.loading}>
            {archiveTexts.empty}
          </ListEmpty>
        }
      />
      {page === undefined || page.total === 0 ? null : (
        <ListPager
          total={page.total}
          pageIndex={address.pageIndex}
          pageSize={address.pageSize}
          onPage={(pageIndex) => void navigate(loanListUrl({ ...address, pageIndex }))}
          onResize={(pageSize) => void navigate(loanListUrl({ ...address, pageIndex: 1, pageSize }))}
        />
      )}
    </div>
  );
}
