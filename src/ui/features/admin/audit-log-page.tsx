import { useEffect, useId, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import { AuditLogStore } from '../../../app/admin/audit-log.store';
import { listPageSize } from '../../../app/shared/list-page-size';
import { auditActionLabels } from '../../../domain/admin/admin-messages';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditQuery } from '../../../domain/admin/admin-types';
import { auditRangeProblems } from '../../../domain/admin/audit-log';
import { formatDateTime } from '../../../domain/format/date';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { SemiLocale } from '../../kit/semi-locale';
import { adminTexts as t } from './admin-texts';
import './admin.css';

type Filters = Pick<AuditQuery, 'from' | 'to' | 'operator' | 'action'>;

const columns: ColumnProps<AuditEntry>[] = [
  { title: t.columns.at, dataIndex: 'at', width: 160, render: (at: string) => formatDateTime(Date.parse(at)) },
  { title: t.columns.operator, dataIndex: 'operatorName', width: 170, ellipsis: true },
  { title: t.columns.action, dataIndex: 'action', width: 120, render: (action: AuditAction) => auditActionLabels[action] },
  { title: t.columns.target, dataIndex: 'targetUserName', width: 140, ellipsis: true },
  { title: t.columns.changes, dataIndex: 'changes', render: (_c: unknown, entry: AuditEntry) => entry.changes.map((c) => t.change(c.field, c.from, c.to)).join('；') },
];

const blankToUndefined = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** 审计日志 (/setting/audit): every administrative change, newest first, by date range, operator and action. */
export default function AuditLogPage(): ReactNode {
  const store = useService(AuditLogStore);
  const { page, loading, error, query } = useStore(store);
  const [filters, setFilters] = useState<Filters>({});
  const [rangeProblem, setRangeProblem] = useState<string | undefined>(undefined);
  const ids = { from: useId(), to: useId(), toError: useId(), operator: useId(), action: useId() };
  const pageSize = query?.pageSize ?? listPageSize();

  useEffect(() => {
    void store.load({ pageIndex: 1, pageSize: listPageSize() });
  }, [store]);

  const load = (changes: Partial<AuditQuery>): void => {
    // A reversed range is refused at 结束日期 here, as the server would, without a call.
    const problem = auditRangeProblems(filters)['to'];
    setRangeProblem(problem);
    if (problem === undefined) void store.load({ ...filters, pageIndex: 1, pageSize, ...changes });
  };
  // Paging keeps the filters of the list shown, not what was typed since without 查询.
  const turn = (changes: Pick<AuditQuery, 'pageIndex'> | Pick<AuditQuery, 'pageSize'>): void => {
    if (query !== undefined) void store.load({ ...query, pageIndex: 1, ...changes });
  };
  const setFilter = (changes: Filters): void => setFilters((current) => ({ ...current, ...changes }));

  return (
    <SemiLocale>
      <section className="admin-page" aria-label={t.auditHeading}>
        <h1 className="admin-page__heading">{t.auditHeading}</h1>
        <form
          className="admin-toolbar admin-filters"
          onSubmit={(event) => {
            event.preventDefault();
            load({});
          }}
        >
          <div className="admin-filter">
            <label id={ids.from}>{t.from}</label>
            <DatePicker aria-labelledby={ids.from} type="date" format="yyyy-MM-dd" value={filters.from} placeholder={t.from} style={{ width: 150 }} onChange={(_date, text) => setFilter({ from: blankToUndefined(text) })} />
          </div>
          <div className="admin-filter">
            <label id={ids.to}>{t.to}</label>
            <span className="admin-filter__control">
              <DatePicker
                aria-labelledby={ids.to}
                aria-describedby={rangeProblem === undefined ? undefined : ids.toError}
                validateStatus={rangeProblem === undefined ? 'default' : 'error'}
                type="date"
                format="yyyy-MM-dd"
                value={filters.to}
                placeholder={t.to}
                style={{ width: 150 }}
                onChange={(_date, text) => setFilter({ to: blankToUndefined(text) })}
              />
              {rangeProblem === undefined ? null : (
                <span id={ids.toError} className="admin-field__error admin-filter__error" role="alert">
                  {rangeProblem}
                </span>
              )}
            </span>
          </div>
          <div className="admin-filter">
            <label htmlFor={ids.operator}>{t.columns.operator}</label>
            <Input id={ids.operator} value={filters.operator ?? ''} onChange={(value) => setFilter({ operator: blankToUndefined(value) })} placeholder={t.operatorPlaceholder} showClear style={{ width: 160 }} />
          </div>
          <div className="admin-filter">
            <label id={ids.action}>{t.columns.action}</label>
            <Select
              aria-labelledby={ids.action}
              value={filters.action ?? ''}
              onSelect={(value) => setFilter({ action: value === '' ? undefined : (value as AuditAction) })}
              optionList={[{ value: '', label: t.allActions }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabels[action] }))]}
              style={{ width: 140 }}
            />
          </div>
          <Button htmlType="submit" theme="solid" type="primary" loading={loading}>
            {t.search}
          </Button>
        </form>
        {error === undefined ? null : (
          <div className="admin-error" role="alert">
            {error}
          </div>
        )}
        <Table<AuditEntry> rowKey="id" columns={columns} dataSource={page?.rows ?? []} pagination={false} loading={loading} empty={<ListEmpty failed={error !== undefined} waiting={page === undefined} loadingText={t.loading}>{t.empty}</ListEmpty>} />
        {page === undefined ? null : <ListPager total={page.total} pageIndex={page.pageIndex} pageSize={page.pageSize} onPage={(pageIndex) => turn({ pageIndex })} onResize={(size) => turn({ pageSize: size })} />}
      </section>
    </SemiLocale>
  );
}
