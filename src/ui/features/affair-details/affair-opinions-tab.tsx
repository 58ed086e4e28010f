import type { ReactNode } from 'react';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import List from '@douyinfe/semi-ui-19/lib/es/list';
import type { OpinionRow } from '../../../ports/api/process.dto';
import { detailsTexts as t } from './affair-details-texts';

/** 办理意见: every opinion given on the affair, with who gave it, at which node and when. */
export function AffairOpinionsTab({ opinions }: { opinions: readonly OpinionRow[] }): ReactNode {
  if (opinions.length === 0) return <Empty description={t.emptyOpinions} />;
  return (
    <List
      className="affair-opinions"
      dataSource={[...opinions]}
      renderItem={(row: OpinionRow) => (
        <List.Item
          header={<span className="affair-opinions__node">{row.nodeName}</span>}
          main={
            <div>
              <div className="affair-opinions__text">{row.opinion}</div>
              <div className="affair-details__muted">
                {row.actorName} · {row.at}
              </div>
            </div>
          }
        />
      )}
    />
  );
}
