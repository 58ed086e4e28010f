import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import { columnLabel, type ReportCell, type ReportColumn, type ReportRow, type ReportTable } from '../../../../domain/statistics/report-table';
import { ReloadBanner } from '../../../kit/reload-banner';
import { reportTableTexts as t } from './report-table-texts';
import './report-table-view.css';

export interface ReportTableViewProps {
  /** Undefined while the first answer is awaited. */
  readonly table: ReportTable | undefined;
  readonly loading: boolean;
  /** The Chinese message of the last failure; the table keeps showing the last answer under it. */
  readonly error?: string;
  readonly onRetry: () => void;
  /** Drill down into a division (rows whose action is drill). */
  readonly onDrill?: (divisionCode: string) => void;
  /** The key of the leaf that carries the row's action (the division or project name). */
  readonly actionKey: string;
}

/** A cell as the tables show it: numbers grouped, in the column's decimals. */
export const formatCell = (value: ReportCell, column: ReportColumn): string =>
  value === null ? '' : typeof value === 'number' ? value.toLocaleString('zh-CN', { minimumFractionDigits: column.decimals ?? 0, maximumFractionDigits: column.decimals ?? 0 }) : value;

function cellContent(row: ReportRow, column: ReportColumn, actionKey: string, onDrill: ((code: string) => void) | undefined): ReactNode {
  const key = column.key ?? '';
  const text = formatCell(row.cells[key] ?? null, column);
  const link = row.cellLinks?.[key];
  if (link !== undefined && text !== '') return <Link to={link}>{text}</Link>;
  if (key !== actionKey || row.action === undefined) return text;
  const { action } = row;
  if (action.kind === 'link') return <Link to={action.url}>{text}</Link>;
  if (onDrill === undefined) return text;
  return (
    <Button theme="borderless" size="small" className="report-table__drill" onClick={() => onDrill(action.divisionCode)} aria-label={t.drillInto(text)}>
      {text}
    </Button>
  );
}

function semiColumns(columns: readonly ReportColumn[], actionKey: string, onDrill: ((code: string) => void) | undefined): ColumnProps<ReportRow>[] {
  return columns.map((column) => {
    if (column.children !== undefined && column.children.length > 0) {
      return { title: column.title, align: 'center', children: semiColumns(column.children, actionKey, onDrill) };
    }
    return {
      title: columnLabel(column),
      dataIndex: column.key,
      align: column.decimals === undefined ? 'left' : 'right',
      render: (_value: unknown, row: ReportRow) => cellContent(row, column, actionKey, onDrill),
    };
  });
}

/**
 * A statistics table as the domain built it (the same table the .xlsx export writes): grouped
 * head, numbers in the column's decimals, the 合计 row last in bold, and each row's drill-down or
 * link on its name. Loading, empty (暂无数据) and failure each have their own state.
 */
export function ReportTableView({ table, loading, error, onRetry, onDrill, actionKey }: ReportTableViewProps): ReactNode {
  const columns = useMemo(() => (table === undefined ? [] : semiColumns(table.columns, actionKey, onDrill)), [table, actionKey, onDrill]);
  const rows = useMemo(() => (table === undefined ? [] : table.totals === undefined || table.rows.length === 0 ? [...table.rows] : [...table.rows, table.totals]), [table]);
  return (
    <section className="report-table" aria-busy={loading} aria-label={table?.title ?? t.tableName}>
      {error === undefined ? null : <ReloadBanner message={error} onReload={onRetry} />}
      {/* Before the first answer there is no head to draw, and a head row without cells is not a table (axe aria-required-children). */}
      {table === undefined ? (
        error === undefined ? (
          <p className="report-table__pending" role="status">
            {t.loading}
          </p>
        ) : null
      ) : (
        <Table<ReportRow>
          size="small"
          bordered
          columns={columns}
          dataSource={rows}
          rowKey="key"
          loading={loading}
          pagination={false}
          onRow={(row) => (row?.key === 'totals' ? { className: 'report-table__totals' } : {})}
          empty={<Empty description={t.empty} />}
        />
      )}
    </section>
  );
}
