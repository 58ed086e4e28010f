import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import { TimeoutRecordsStore } from '../../../../app/statistics/project/project-stats.stores';
import type { TimeoutRecordsTarget } from '../../../../app/statistics/project/stats-address';
import { listPageSize, toListPageSize } from '../../../../app/shared/list-page-size';
import { filingDetailsUrl } from '../../../../domain/filing/detail-links';
import type { FilingPageSize } from '../../../../domain/filing/wire';
import { TIMEOUT_STAGE_LABELS } from '../../../../domain/statistics/timeout-messages';
import type { TimeoutFilter, TimeoutRecord } from '../../../../domain/statistics/timeout-stats';
import { useService } from '../../../di/container-context';
import { useStore } from '../../../hooks/use-store';
import { Sheet } from '../../../kit/sheet';
import { ListPager } from '../../../kit/list-pager';
import { ReloadBanner } from '../../../kit/reload-banner';
import { projectStatsTexts as t } from '../project/project-stats-texts';
import '../project/project-stats.css';

interface Props {
  readonly filter: TimeoutFilter;
  readonly target: TimeoutRecordsTarget | undefined;
  /** The row's name as the table shows it. */
  readonly divisionName: string;
  readonly onClose: () => void;
}

const SHEET_WIDTH = 1120;

/** The records behind one 超时 number, most overdue first, each opening its details. */
export function TimeoutRecordsSheet({ filter, target, divisionName, onClose }: Props): ReactNode {
  const store = useService(TimeoutRecordsStore);
  const state = useStore(store);

  useEffect(() => {
    if (target === undefined) store.clear();
    else void store.load({ ...filter, ...target, pageIndex: 1, pageSize: listPageSize() });
  }, [store, filter, target]);

  const page = state.data;
  const load = (pageIndex: number, pageSize: FilingPageSize): void => {
    if (target !== undefined) void store.load({ ...filter, ...target, pageIndex, pageSize });
  };
  const title = target === undefined ? '' : t.recordsTitle(divisionName, TIMEOUT_STAGE_LABELS[target.stage]);
  return (
    <Sheet visible={target !== undefined} title={title} aria-label={title} width={SHEET_WIDTH} onCancel={onClose} className="timeout-records">
      {state.error === undefined ? null : <ReloadBanner message={state.error} onReload={() => void store.retry()} />}
      <Table<TimeoutRecord>
        size="small"
        aria-label={title}
        rowKey="keyNumGather"
        loading={state.loading}
        pagination={false}
        dataSource={page === undefined ? [] : [...page.rows]}
        empty={<Empty description={t.empty} />}
        columns={[
          {
            title: t.keyNumGather,
            dataIndex: 'keyNumGather',
            render: (_v: unknown, row: TimeoutRecord) => (
              <Link to={filingDetailsUrl('/query/details', { keyNumGather: row.keyNumGather, keyTypeCode: row.keyTypeCode })} aria-label={t.openRecord(row.keyNumGather)}>
                {row.keyNumGather}
              </Link>
            ),
          },
          { title: t.name, dataIndex: 'name' },
          { title: t.keyTypeCode, dataIndex: 'typeLabel' },
          { title: t.division, dataIndex: 'divisionName' },
          { title: t.approvalDate, dataIndex: 'approvalDate' },
          { title: t.reportedOn, dataIndex: 'reportedOn' },
          { title: t.deadline, dataIndex: 'deadline' },
          { title: t.doneOn, dataIndex: 'doneOn', render: (_v: unknown, row: TimeoutRecord) => row.doneOn ?? t.pending },
          { title: t.daysOverdue, dataIndex: 'daysOverdue', align: 'right' },
          { title: t.status, dataIndex: 'statusLabel' },
        ]}
      />
      {page === undefined ? null : (
        <ListPager
          total={page.total}
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          onPage={(pageIndex) => load(pageIndex, toListPageSize(page.pageSize))}
          onResize={(size) => load(1, toListPageSize(size))}
        />
      )}
    </Sheet>
  );
}
