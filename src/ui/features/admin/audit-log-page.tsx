import { useEffect, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import { AuditLogStore } from '../../../app/admin/audit-log.store';
import { auditActionLabels } from '../../../domain/admin/admin-messages';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditQuery } from '../../../domain/admin/admin-types';
import { formatDateTime } from '../../../domain/format/date';
import { DEFAULT_PAGE_SIZE } from '../../../domain/format/page-size';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { SemiLocale } from '../../kit/semi-locale';
import { adminTexts as t } from './admin-texts';
import './admin.css';

type Filters = Pick<AuditQuery, 'from' | 'to' | 'operator' | 'action'>;

const columns: ColumnProps<AuditEntry>[] = [
  { title: t.columns.at, dataIndex: 'at', width: 170, render: (at: string) => formatDateTime(Date.parse(at)) },
  { title: t.columns.operator, dataIndex: 'operatorName', width: 170 },
  { title: t.columns.action, dataIndex: 'action', width: 120, render: (action: AuditAction) => auditActionLabels[action] },
  { title: t.columns.target, dataIndex: 'targetUserName', width: 140 },
  { title: t.columns.changes, dataIndex: 'changes', render: (_c: unknown, entry: AuditEntry) => entry.changes.map((c) => t.change(c.field, c.from, c.to)).join('；') },
];

const blankToUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** 审计日志 (/setting/audit): every administrative change, newest first, by time range, operator and action. */
export default function AuditLogPage(): ReactNode {
  const store = useService(AuditLogStore);
  const { page, loading, error, query } = useStore(store);
  const [filters, setFilters] = useState<Filters>({});
  const pageSize = query?.pageSize ?? DEFAULT_PAGE_SIZE;

  useEffect(() => {
    void store.load({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  }, [store]);

  const load = (changes: Partial<AuditQuery>): void => void store.load({ ...filters, pageIndex: 1, pageSize, ...changes });

  return (
    <SemiLocale>
      <section className="admin-page" aria-label={t.auditHeading}>
        <h1 className="admin-page__heading">{t.auditHeading}</h1>
        <form
          className="admin-toolbar"
          onSubmit={(event) => {
            event.preventDefault();
            load({});
          }}
        >
          <label>
            {t.from} <input type="date" value={filters.from ?? ''} onChange={(event) => setFilters((f) => ({ ...f, from: blankToUndefined(event.target.value) }))} />
          </label>
          <label>
            {t.to} <input type="date" value={filters.to ?? ''} onChange={(event) => setFilters((f) => ({ ...f, to: blankToUndefined(event.target.value) }))} />
          </label>
          <Input value={filters.operator ?? ''} onChange={(value) => setFilters((f) => ({ ...f, operator: blankToUndefined(value) }))} placeholder={t.columns.operator} aria-label={t.columns.operator} style={{ width: 160 }} />
          <Select
            value={filters.action ?? ''}
            onChange={(value) => setFilters((f) => ({ ...f, action: value === '' ? undefined : (value as AuditAction) }))}
            optionList={[{ value: '', label: t.allActions }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabels[action] }))]}
            aria-label={t.columns.action}
            style={{ width: 140 }}
          />
          <Button htmlType="submit">{t.search}</Button>
        </form>
        {error === undefined ? null : (
          <div className="admin-error" role="alert">
            {error}
          </div>
        )}
        <Table<AuditEntry> rowKey="id" columns={columns} dataSource={page?.rows ?? []} pagination={false} loading={loading} empty={<ListEmpty failed={error !== undefined} waiting={page === undefined} loadingText={t.loading}>{t.empty}</ListEmpty>} />
        {page === undefined ? null : <ListPager total={page.total} pageIndex={page.pageIndex} pageSize={page.pageSize} onPage={(pageIndex) => load({ pageIndex })} onResize={(size) => load({ pageSize: size })} />}
      </section>
    </SemiLocale>
  );
}
