import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import type { FormFilingItem, FormFilings } from '../../../../domain/statistics/report-form-filings';
import { reportFormTexts as t } from './report-form-texts';

const numberText = (value: number, decimals: number): string => value.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** What the system's filings of the type hold for the division and period, read-only beside the form: count, areas and the latest records. */
export function ReportFormFilings({ filings }: { readonly filings: FormFilings }): ReactNode {
  const columns = [
    { title: t.filingName, dataIndex: 'name', render: (_: unknown, item: FormFilingItem) => <Link to={item.url}>{item.name}</Link> },
    { title: t.filingPlace, dataIndex: 'place' },
    { title: t.approvalDate, dataIndex: 'approvalDate' },
    ...filings.areaColumns.map((column, index) => ({
      title: `${column.title}（${column.unit}）`,
      key: column.title,
      align: 'right' as const,
      render: (_: unknown, item: FormFilingItem) => numberText(item.areas[index] ?? 0, column.decimals),
    })),
  ];
  return (
    <section className="report-form-card" aria-labelledby="report-form-filings-title">
      <h2 id="report-form-filings-title">{t.filingsTitle(filings.typeLabel)}</h2>
      <div className="report-form-filings__summary">
        <Link to={filings.url}>{t.filingsCount(filings.count)}</Link>
        {filings.areaColumns.map((column, index) => (
          <span key={column.title}>{`${column.title} ${numberText(filings.areas[index] ?? 0, column.decimals)} ${column.unit}`}</span>
        ))}
        {filings.count > filings.items.length ? <Link to={filings.url}>{t.listAll}</Link> : null}
      </div>
      <Table<FormFilingItem> size="small" columns={columns} dataSource={[...filings.items]} rowKey="key" pagination={false} empty={<Empty description={t.noFilings} />} />
    </section>
  );
}
