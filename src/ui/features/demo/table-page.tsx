import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table/interface';
import { DemoTableStore } from '../../../app/demo/demo-table.store';
import type { DemoTableRow } from '../../../domain/demo/demo-table';
import { formatDateTime } from '../../../domain/format/date';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { sampleTitle } from './demo-samples';
import { DemoLayout, loadStateView, type Loaded } from './demo-layout';
import { demoTexts } from './demo-texts';

const t = demoTexts.table;
/** Rows are one line high, so the virtual list knows every row's place without measuring. */
const ROW_HEIGHT = 40;
const BODY_HEIGHT = 520;

const byText = (a: string, b: string): number => a.localeCompare(b, 'zh-CN');
const columns: ColumnProps<DemoTableRow>[] = [
  { title: t.columns.id, dataIndex: 'id', width: 90, sorter: (a, b) => (a?.id ?? 0) - (b?.id ?? 0) },
  { title: t.columns.projectName, dataIndex: 'projectName', width: 380, sorter: (a, b) => byText(a?.projectName ?? '', b?.projectName ?? '') },
  { title: t.columns.divisionName, dataIndex: 'divisionName', width: 120, sorter: (a, b) => byText(a?.divisionName ?? '', b?.divisionName ?? '') },
  { title: t.columns.areaMu, dataIndex: 'areaMu', width: 130, align: 'right', sorter: (a, b) => (a?.areaMu ?? 0) - (b?.areaMu ?? 0), render: (area: number) => area.toFixed(2) },
  { title: t.columns.filedAt, dataIndex: 'filedAt', width: 180, sorter: (a, b) => (a?.filedAt ?? 0) - (b?.filedAt ?? 0), render: (at: number) => formatDateTime(at) },
  { title: t.columns.state, dataIndex: 'state', width: 100 },
];

/**
 * Semi's virtualized body draws rows (role row) inside two plain divs, so assistive technology
 * finds rows without a table; this names those divs table and rowgroup (the outer one, which
 * scrolls, also takes focus), again whenever Semi replaces them.
 */
function useVirtualRowRoles(label: string): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (root === null) return;
    const apply = (): void => {
      const body = root.querySelector('.semi-table-body .semi-table-tbody');
      const outer = body?.parentElement;
      if (body === null || body === undefined || outer === null || outer === undefined) return;
      if (body.getAttribute('role') !== 'rowgroup') body.setAttribute('role', 'rowgroup');
      if (outer.getAttribute('role') !== 'table') {
        outer.setAttribute('role', 'table');
        outer.setAttribute('aria-label', label);
        // The body scrolls on its own: focusable, the arrow and page keys scroll it.
        outer.setAttribute('tabindex', '0');
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return ref;
}

/** /demo/table: 10,000 rows from the server in a virtualized table (only the visible rows are in the DOM), sortable, header fixed. */
export default function TablePage(): ReactNode {
  const store = useService(DemoTableStore);
  const tableRef = useVirtualRowRoles(t.caption);
  const { rows, loading, loaded: arrived, error } = useStore(store);
  useEffect(() => {
    void store.open();
  }, [store]);
  const loaded: Loaded<readonly DemoTableRow[]> = error ? { status: 'failed' } : loading || !arrived ? { status: 'loading' } : { status: 'ready', value: rows };
  const state = loadStateView(loaded, (value) => value.length === 0, () => void store.reload());
  return (
    <DemoLayout title={sampleTitle('/demo/table')} hint={t.hint(rows.length)}>
      <div ref={tableRef}>
      {state ?? (
        <Table
          className="demo-table"
          aria-label={t.caption}
          columns={columns}
          dataSource={[...rows]}
          rowKey="id"
          pagination={false}
          virtualized={{ itemSize: ROW_HEIGHT }}
          scroll={{ y: BODY_HEIGHT, x: 1000 }}
          size="small"
        />
      )}
      </div>
    </DemoLayout>
  );
}
