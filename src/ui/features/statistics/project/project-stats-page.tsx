import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import { ProjectListStore, StatisticsExportStore } from '../../../../app/statistics/project/project-stats.stores';
import { projectViewOf, projectViewSearch, type ProjectView } from '../../../../app/statistics/project/stats-address';
import { SessionStore } from '../../../../app/session/session.store';
import { toListPageSize } from '../../../../app/shared/list-page-size';
import { filingDetailsUrl } from '../../../../domain/filing/detail-links';
import { FILING_STATUS_LABELS } from '../../../../domain/filing/lifecycle';
import { AREA_DISPLAY_DECIMALS, AREA_DISPLAY_UNIT_LABELS, displayArea, type AreaDisplayUnit } from '../../../../domain/statistics/area-sum';
import { projectReportTable } from '../../../../domain/statistics/project-report-table';
import type { ProjectRow, ProjectSortField } from '../../../../domain/statistics/project-stats';
import { columnLabel, type ReportColumn, type ReportRow } from '../../../../domain/statistics/report-table';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { ListPager } from '../../../kit/list-pager';
import { ReloadBanner } from '../../../kit/reload-banner';
import { AreaUnitChoice } from '../shared/choice-field';
import { ExportButton } from '../shared/export-button';
import { formatCell } from '../shared/report-table-view';
import { StatisticsFilters } from '../shared/statistics-filters';
import { StatisticsFrame } from '../shared/statistics-frame';
import { useExport } from '../shared/use-export';
import { projectStatsTexts as t } from './project-stats-texts';
import './project-stats.css';

/** The table's columns that sort on the server, by the leaf they sit on. */
const SORTABLE: Readonly<Record<string, ProjectSortField>> = { name: 'name', count: 'count', total: 'area', lastApproval: 'lastApproval' };

type TableRow = ReportRow & { readonly project?: ProjectRow };

function semiColumns(columns: readonly ReportColumn[], view: ProjectView): ColumnProps<TableRow>[] {
  return columns.map((column) => {
    if (column.children !== undefined && column.children.length > 0) return { title: column.title, align: 'center', children: semiColumns(column.children, view) };
    const key = column.key ?? '';
    const field = SORTABLE[key];
    const active = field !== undefined && (view.query.orderBy ?? 'lastApproval') === field;
    return {
      title: columnLabel(column),
      dataIndex: key,
      align: column.decimals === undefined ? 'left' : 'right',
      ...(field === undefined ? {} : { sorter: true, sortOrder: active ? ((view.query.order ?? 'desc') === 'asc' ? 'ascend' : 'descend') : false }),
      render: (_value: unknown, row: TableRow) => formatCell(row.cells[key] ?? null, column),
    };
  });
}

function ProjectFilings({ project, unit }: { readonly project: ProjectRow; readonly unit: AreaDisplayUnit }): ReactNode {
  const decimals = AREA_DISPLAY_DECIMALS[unit];
  return (
    <table className="stats-page__filings" aria-label={t.filingsOf(project.name)}>
      <thead>
        <tr>
          <th scope="col">{t.keyNumGather}</th>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.approvalDate}</th>
          <th scope="col">{t.area(AREA_DISPLAY_UNIT_LABELS[unit])}</th>
          <th scope="col">{t.open}</th>
        </tr>
      </thead>
      <tbody>
        {project.filings.map((filing) => (
          <tr key={filing.keyNumGather}>
            <td>{filing.keyNumGather}</td>
            <td>{FILING_STATUS_LABELS[filing.status]}</td>
            <td>{filing.approvalDate}</td>
            <td>{formatCell(displayArea(filing.area, unit), { title: '', decimals })}</td>
            <td>
              <Link to={filingDetailsUrl('/query/details', { keyNumGather: filing.keyNumGather, keyTypeCode: project.keyTypeCode })} aria-label={t.openRecord(filing.keyNumGather)}>
                {t.open}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 项目统计: one row per project (type, division and name), sortable, searchable, paged on the server, each row opening its filings. */
export default function ProjectStatsPage(): ReactNode {
  const navigate = useNavigate();
  const { search } = useLocation();
  const view = useMemo(() => projectViewOf(search), [search]);
  const store = useService(ProjectListStore);
  const exporter = useService(StatisticsExportStore);
  const state = useStore(store);
  const { user } = useStore(useService(SessionStore));

  useEffect(() => {
    void store.load(view.query);
  }, [store, view]);

  const go = useCallback((next: ProjectView) => navigate({ search: projectViewSearch(next) }), [navigate]);
  const page = state.data;
  const table = useMemo(() => (page === undefined ? undefined : projectReportTable(page.rows, view.unit, page.scope)), [page, view.unit]);
  const rows = useMemo<TableRow[]>(() => {
    if (table === undefined || page === undefined) return [];
    const body = table.rows.map((row, index) => ({ ...row, ...(page.rows[index] === undefined ? {} : { project: page.rows[index] }) }));
    return table.totals === undefined || body.length === 0 ? body : [...body, table.totals];
  }, [table, page]);
  const columns = useMemo(() => (table === undefined ? [] : semiColumns(table.columns, view)), [table, view]);
  const { pageIndex: _p, pageSize: _s, orderBy, order, ...filter } = view.query;

  const exportAll = useExport(() => exporter.exportProjects({ ...filter, ...(orderBy === undefined ? {} : { orderBy }), ...(order === undefined ? {} : { order }), unit: view.unit }));
  const exportError = useStore(exporter).error;

  return (
    <StatisticsFrame
      className="stats-page"
      title={t.projectTitle}
      tools={
        <>
          <AreaUnitChoice inline value={view.unit} onChange={(unit) => go({ ...view, unit })} />
          <ExportButton exporter={exportAll} />
        </>
      }
    >
      <StatisticsFilters
        key={search}
        filter={filter}
        fields={['text', 'division', 'status', 'period']}
        user={{ divisionCode: user?.divisionCode ?? '', level: user?.level ?? '' }}
        blank={{}}
        onSearch={(next) => go({ unit: view.unit, query: { ...next, pageIndex: 1, pageSize: view.query.pageSize, ...(orderBy === undefined ? {} : { orderBy }), ...(order === undefined ? {} : { order }) } })}
      />
      {exportError === undefined ? null : <ReloadBanner message={exportError} onReload={() => void exportAll.run()} />}
      {state.error === undefined ? null : <ReloadBanner message={state.error} onReload={() => void store.retry()} />}
      {page === undefined ? null : <p className="stats-page__summary">{t.summary(page.total, page.filingCount)}</p>}
      <section className="report-table stats-page__projects" aria-busy={state.loading} aria-label={table?.title ?? t.projectTitle}>
        <Table<TableRow>
          size="small"
          bordered
          columns={columns}
          dataSource={rows}
          rowKey="key"
          loading={state.loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={(row) => (row?.key === 'totals' ? { className: 'report-table__totals' } : {})}
          rowExpandable={(row) => row?.project !== undefined}
          expandedRowRender={(row) => (row?.project === undefined ? null : <ProjectFilings project={row.project} unit={view.unit} />)}
          onChange={({ sorter }) => {
            const key = typeof sorter?.dataIndex === 'string' ? sorter.dataIndex : '';
            const field = SORTABLE[key];
            if (field === undefined) return;
            const nextOrder = sorter?.sortOrder === 'ascend' ? 'asc' : 'desc';
            go({ ...view, query: { ...view.query, orderBy: field, order: nextOrder, pageIndex: 1 } });
          }}
          empty={<Empty description={t.empty} />}
        />
      </section>
      {page === undefined ? null : (
        <ListPager
          total={page.total}
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          onPage={(pageIndex) => go({ ...view, query: { ...view.query, pageIndex } })}
          onResize={(size) => go({ ...view, query: { ...view.query, pageIndex: 1, pageSize: toListPageSize(size) } })}
        />
      )}
    </StatisticsFrame>
  );
}
