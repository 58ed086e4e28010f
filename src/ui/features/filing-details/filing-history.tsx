import type { ReactNode } from 'react';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Timeline from '@douyinfe/semi-ui-19/lib/es/timeline';
import TimelineItem from '@douyinfe/semi-ui-19/lib/es/timeline/item';
import type { FilingHistoryRow } from '../../../domain/filing/wire';

type ItemType = 'default' | 'ongoing' | 'success' | 'warning' | 'error';
const typeOf = (row: FilingHistoryRow): ItemType => (row.toStatus === 'returned' ? 'warning' : row.toStatus === 'filed' ? 'success' : 'default');
const when = (iso: string): string => iso.replace('T', ' ').slice(0, 19);

/** 历史记录: every change with who, when, what, from → to status, the changed fields and the opinion. */
export function FilingHistory({ history }: { history: readonly FilingHistoryRow[] }): ReactNode {
  if (history.length === 0) return <Empty description="暂无历史记录" />;
  return (
    <Timeline className="filing-history" aria-label="历史记录">
      {history.map((row, index) => (
        <TimelineItem key={`${row.at}-${index}`} time={when(row.at)} type={typeOf(row)}>
          <div className="filing-history__head">
            <strong>{row.actionLabel}</strong>
            <span>{row.userName}</span>
            {row.toStatusLabel === undefined ? null : (
              <span className="filing-details__muted">{row.fromStatusLabel === undefined ? row.toStatusLabel : `${row.fromStatusLabel} → ${row.toStatusLabel}`}</span>
            )}
          </div>
          {row.changedLabels.length === 0 ? null : <div className="filing-details__muted">修改字段：{row.changedLabels.join('、')}</div>}
          {row.note === undefined || row.note.length === 0 ? null : <div className="filing-history__note">{row.toStatus === 'filed' ? '备案编号' : '意见'}：{row.note}</div>}
        </TimelineItem>
      ))}
    </Timeline>
  );
}
