import { useEffect, useMemo, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { LedgerIndexStore } from '../../../app/ledger/ledger-index.store';
import { SessionStore } from '../../../app/session/session.store';
import { divisionLevel } from '../../../domain/filing/jurisdiction';
import { LEDGER_CYCLE_LABELS, LEDGER_CYCLES, type LedgerRow } from '../../../domain/ledger/ledger-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { SemiLocale } from '../../kit/semi-locale';
import { indexQueryOf, indexUrl } from './ledger-address';
import { LedgerEditDialog } from './ledger-edit-dialog';
import { ledgerTexts } from './ledger-texts';
import './ledger.css';

const t = ledgerTexts.index;

/** 台账目录 (/tz/secretary/index?cycle=&deptId=&interest=1): the catalogue, 关注ed ledgers first; a name opens the ledger (SPEC section 2). */
export default function LedgerIndexPage(): ReactNode {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => indexQueryOf(search), [search]);
  const store = useService(LedgerIndexStore);
  const { page, depts, loading, error, toggling } = useStore(store);
  const deptLabel = useId();
  const { user } = useStore(useService(SessionStore));
  const keepsCatalogue = user !== undefined && divisionLevel(user.divisionCode) === 'province';
  const [editing, setEditing] = useState<LedgerRow | undefined>();
  useEffect(() => void store.load(query), [store, query]);

  const { pageIndex: _page, ...filters } = query;
  const toggle = async (row: LedgerRow): Promise<void> => {
    if (!(await store.toggleInterest(row))) Toast.error(store.getValue().actionError ?? '');
  };

  const columns = [
    {
      title: t.columns.name,
      dataIndex: 'name',
      render: (_: unknown, row: LedgerRow) => (
        <Link to={row.openUrl} aria-label={t.openLabel(row.name)}>
          {row.name}
        </Link>
      ),
    },
    { title: t.columns.cycle, dataIndex: 'cycle', render: (_: unknown, row: LedgerRow) => LEDGER_CYCLE_LABELS[row.cycle] },
    {
      title: t.columns.kind,
      dataIndex: 'isAutoExtract',
      render: (_: unknown, row: LedgerRow) => (
        <Tag color={row.isAutoExtract === 1 ? 'blue' : 'green'} className="ledger__tag">
          {row.isAutoExtract === 1 ? t.auto : t.manual}
        </Tag>
      ),
    },
    { title: t.columns.dept, dataIndex: 'deptName' },
    { title: t.columns.interest, dataIndex: 'interestCount' },
    {
      title: t.columns.action,
      dataIndex: 'interested',
      render: (_: unknown, row: LedgerRow) => (
        <Button
          size="small"
          theme={row.interested ? 'solid' : 'light'}
          aria-pressed={row.interested}
          aria-label={row.interested ? t.unfollowLabel(row.name) : t.followLabel(row.name)}
          loading={toggling.includes(row.id)}
          onClick={() => void toggle(row)}
        >
          {row.interested ? t.unfollow : t.follow}
        </Button>
      ),
    },
    ...(keepsCatalogue
      ? [
          {
            title: ledgerTexts.edit.open,
            dataIndex: 'version',
            render: (_: unknown, row: LedgerRow) => (
              <Button size="small" theme="borderless" aria-label={ledgerTexts.edit.openLabel(row.name)} onClick={() => setEditing(row)}>
                {ledgerTexts.edit.open}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <SemiLocale>
      <div className="ledger">
        <div className="ledger__head">
          <h1 className="ledger__heading">{t.heading}</h1>
        </div>
        <div className="ledger__tools">
          <div role="group" aria-label={t.cycle} className="ledger__group">
            <Button aria-pressed={filters.cycle === undefined} theme={filters.cycle === undefined ? 'solid' : 'light'} onClick={() => void navigate(indexUrl({ ...filters, cycle: undefined }))}>
              {t.allCycles}
            </Button>
            {LEDGER_CYCLES.map((cycle) => (
              <Button key={cycle} aria-pressed={filters.cycle === cycle} theme={filters.cycle === cycle ? 'solid' : 'light'} onClick={() => void navigate(indexUrl({ ...filters, cycle }))}>
                {LEDGER_CYCLE_LABELS[cycle]}
              </Button>
            ))}
          </div>
          <div role="group" aria-label={t.interest} className="ledger__group">
            <Button aria-pressed={filters.interest === undefined} theme={filters.interest === undefined ? 'solid' : 'light'} onClick={() => void navigate(indexUrl({ ...filters, interest: undefined }))}>
              {t.allLedgers}
            </Button>
            <Button aria-pressed={filters.interest === '1'} theme={filters.interest === '1' ? 'solid' : 'light'} onClick={() => void navigate(indexUrl({ ...filters, interest: '1' }))}>
              {t.mine}
            </Button>
          </div>
          <span className="ledger__field">
            <span id={deptLabel}>{t.dept}</span>
            <Select
              aria-labelledby={deptLabel}
              className="ledger__select"
              value={filters.deptId ?? ''}
              optionList={[{ value: '', label: t.allDepts }, ...depts.map((d) => ({ value: d.deptId, label: `${d.deptName}（${d.count}）` }))]}
              onChange={(value) => void navigate(indexUrl({ ...filters, deptId: typeof value === 'string' && value !== '' ? value : undefined }))}
            />
          </span>
        </div>
        {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
        <Table<LedgerRow>
          rowKey="id"
          columns={columns}
          dataSource={page?.rows ?? []}
          loading={loading}
          pagination={false}
          empty={
            <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={ledgerTexts.loading}>
              {ledgerTexts.empty}
            </ListEmpty>
          }
        />
        {editing === undefined ? null : <LedgerEditDialog store={store} row={editing} onClose={() => setEditing(undefined)} />}
        {page === undefined || page.total === 0 ? null : (
          <ListPager
            total={page.total}
            pageIndex={query.pageIndex}
            pageSize={query.pageSize}
            onPage={(next) => void navigate(indexUrl({ ...filters, pageIndex: next }))}
            onResize={(pageSize) => void navigate(indexUrl({ ...filters, pageSize }))}
          />
        )}
      </div>
    </SemiLocale>
  );
}
