import type { ReactNode } from 'react';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Timeline from '@douyinfe/semi-ui-19/lib/es/timeline';
import TimelineItem from '@douyinfe/semi-ui-19/lib/es/timeline/item';
import type { HistoryRow } from '../../../ports/api/process.dto';
import { detailsTexts as t } from './affair-details-texts';

type ItemType = 'default' | 'ongoing' | 'success' | 'warning' | 'error';
const TYPES: Partial<Record<HistoryRow['action'], ItemType>> = {
  turnBack: 'warning',
  obsolete: 'error',
  cancelRegistration: 'error',
  getBack: 'warning',
  suspend: 'warning',
};

/** 办理过程: one line per accepted action, oldest first, with who acted (and for whom), where it went and the opinion. */
export function AffairHistoryTab({ history }: { history: readonly HistoryRow[] }): ReactNode {
  if (history.length === 0) return <Empty description={t.emptyHistory} />;
  return (
    <Timeline className="affair-history" aria-label={t.tabs.history}>
      {history.map((row, index) => (
        <TimelineItem key={row.index} time={row.at} type={index === history.length - 1 ? 'ongoing' : (TYPES[row.action] ?? 'success')}>
          <div className="affair-history__head">
            <strong>{row.actionLabel}</strong>
            <span>
              {row.actorName}
              {row.onBehalfOfName === undefined ? null : <span className="affair-details__muted">（{t.onBehalfOf(row.onBehalfOfName)}）</span>}
            </span>
            <span className="affair-details__muted">{t.nodeMove(row.fromNodeName, row.toNodeName)}</span>
          </div>
          {row.opinion === undefined || row.opinion.length === 0 ? null : (
            <div className="affair-history__opinion">
              {t.opinion}：{row.opinion}
            </div>
          )}
        </TimelineItem>
      ))}
    </Timeline>
  );
}
