import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table/interface';
import { SessionStore } from '../../../app/session/session.store';
import { LandListStore } from '../../../app/temporary-land/land-list.store';
import { toPageSize } from '../../../domain/format/page-size';
import type { LandFilters, LandQuery, LandRow } from '../../../domain/temporary-land/land-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { ListEmpty } from '../../kit/list-empty';
import { SemiLocale } from '../../kit/semi-locale';
import { openRowProps } from '../process-box/open-row';
import { ExportButton } from '../statistics/shared/export-button';
import { useExport } from '../statistics/shared/use-export';
import { filtersOf, LAND_LIST_ROUTE, landDetailsUrl, landQueryOf, landSearch } from './land-address';
import { LandFiltersForm } from './land-filters';
import { LandStatusTag } from './land-status-tag';
import { landTexts as t } from './land-texts';
import '../filing-lists/filing-list-page.css';
import './temporary-land.css';

const columns: ColumnProps<LandRow>[] = [
  { title: t.column.project, dataIndex: 'projectName', render: (_: unknown, row: LandRow) => <span className="land-list__project">{row.projectName}</span> },
  { title: t.column.userUnit, dataIndex: 'userUnit' },
  { title: t.column.division, dataIndex: 'divisionName', width: 110 },
  {
    title: t.column.approval,
    dataIndex: 'approvalNumber',
    render: (_: unknown, row: LandRow) => (
      <span className="land-list__stack">
        <span>{row.approvalNumber}</span>
        <span className="land-list__muted">{row.approvalDate}</span>
      </span>
    ),
  },
  { title: t.column.endDate, dataIndex: 'endDate', width: 110 },
  { title: t.column.reclamationDue, dataIndex: 'reclamationDueDate', width: 110 },
  { title: t.column.status, dataIndex: 'status', width: 130, render: (_: unknown, row: LandRow) => <LandStatusTag status={row.status} label={row.statusLabel} /> },
  {
    title: t.column.days,
    dataIndex: 'daysText',
    width: 100,
    render: (_: unknown, row: LandRow) => <span className={row.status === 'overdue' ? 'land-list__overdue' : undefined}>{row.daysText}</span>,
  },
];

/**
 * 临时用地 (/temporaryLand/list): the temporary land uses of the user's jurisdiction, most urgent
 * first, with the filters and the page in the address; a row opens the details, 导出Excel writes
 * the filtered rows in the same order.
 */
export default function LandListPage(): ReactNode {
  const store = useService(LandListStore);
  const { page, loading, error, refused } = useStore(store);
  const user = useStore(useService(SessionStore)).user;
  const { search } = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const query = useMemo(() => landQueryOf(search), [search]);

  useEffect(() => void store.show(query), [store, query]);

  const go = (next: LandQuery): void => void navigate(`${LAND_LIST_ROUTE}${landSearch(next)}`);
  const search$ = (filters: LandFilters): void => go({ ...filters, pageIndex: 1, pageSize: query.pageSize });
  const download = useExport(() =>
    store.download(filtersOf(query)).catch(() => {
      Toast.error(t.exportFailed);
      return undefined;
    }),
  );

  return (
    <SemiLocale>
      <section className="filing-list land-list" aria-labelledby={headingId}>
        <div className="filing-list__header">
          <h1 id={headingId} className="filing-list__heading">
            {t.listHeading}
          </h1>
          <ExportButton exporter={download} disabled={page === undefined || page.total === 0} />
        </div>
        <LandFiltersForm key={search} filters={filtersOf(query)} user={{ divisionCode: user?.divisionCode ?? '', level: user?.level ?? '' }} onSearch={search$} />
        {refused === undefined ? null : <Banner type="danger" closeIcon={null} title={t.refusedTitle} description={refused} />}
        {error === undefined ? null : <ReloadBanner message={t.loadFailed(error)} onReload={() => void store.reload()} />}
        <Table<LandRow>
          className="filing-list__table"
          rowKey="id"
          columns={columns}
          dataSource={page?.rows ?? []}
          loading={loading}
          pagination={false}
          empty={
            <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={t.loading}>
              <Empty description={t.empty} />
            </ListEmpty>
          }
          onRow={(row?: LandRow) => (row === undefined ? {} : openRowProps({ label: t.openRow(row.projectName), busy: false, onOpen: () => void navigate(landDetailsUrl(row.id)) }))}
        />
        <ListPager
          total={page?.total ?? 0}
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          onPage={(pageIndex) => go({ ...query, pageIndex })}
          onResize={(size) => go({ ...query, pageIndex: 1, pageSize: toPageSize(size) })}
        />
      </section>
    </SemiLocale>
  );
}
