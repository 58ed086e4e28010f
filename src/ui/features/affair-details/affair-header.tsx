import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Descriptions from '@douyinfe/semi-ui-19/lib/es/descriptions';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import type { AffairStatus } from '../../../domain/affair/affair';
import type { AffairDetail } from '../../../ports/api/process.dto';
import { detailsTexts as t } from './affair-details-texts';

type TagColour = 'grey' | 'blue' | 'orange' | 'green' | 'red';
const STATUS_COLOURS: Readonly<Record<AffairStatus, TagColour>> = {
  draft: 'grey',
  running: 'blue',
  suspended: 'orange',
  finished: 'green',
  obsolete: 'red',
};

/** The affair's title, status, process, where it stands and who holds it; a case's affair links back to 案件详情. */
export function AffairHeader({ detail, caseUrl }: { detail: AffairDetail; caseUrl?: string | undefined }): ReactNode {
  const data = [
    { key: t.process, value: detail.processName },
    { key: t.currentNode, value: detail.currentNodeName ?? t.none },
    { key: t.handler, value: detail.handlerName.length === 0 ? t.none : detail.handlerName },
    { key: t.registrant, value: detail.registrantName },
    { key: t.registeredAt, value: detail.registeredAt },
    { key: t.affairNumber, value: detail.keyDigNumGather },
  ];
  return (
    <header className="affair-header">
      <div className="affair-header__title-line">
        <h1 className="affair-header__title">{detail.title}</h1>
        <Tag color={STATUS_COLOURS[detail.status]} size="large" className="affair-header__status">
          {detail.statusLabel}
        </Tag>
        {caseUrl === undefined ? null : (
          <Link className="affair-header__case" to={caseUrl}>
            {t.viewCase}
          </Link>
        )}
      </div>
      <Descriptions className="affair-header__facts" row size="small" data={data} column={3} />
      {detail.delegations.length === 0 ? null : (
        <div className="affair-header__delegations">
          {detail.delegations.map((row) => (
            <Tag key={`${row.from}-${row.to}`} color="cyan">
              {row.fromName} {t.delegationRange(row.toName, row.start, row.end)}
            </Tag>
          ))}
        </div>
      )}
    </header>
  );
}
