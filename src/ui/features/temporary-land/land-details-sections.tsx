import type { ReactNode } from 'react';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { AcceptanceRecord, LandDetail, LandHistoryRow } from '../../../domain/temporary-land/land-types';
import { formatDateTime } from '../../../domain/format/date';
import { landTexts as t } from './land-texts';

type Pair = readonly [label: string, value: ReactNode];

/** A titled group of label–value pairs. */
export function Facts({ title, pairs }: { readonly title: string; readonly pairs: readonly Pair[] }): ReactNode {
  return (
    <section className="land-details__card" aria-label={title}>
      <h2 className="land-details__subheading">{title}</h2>
      <dl className="land-details__facts">
        {pairs.map(([label, value]) => (
          <div key={label} className="land-details__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function factsOf(detail: LandDetail): Record<'approval' | 'parties' | 'term' | 'reclamation', Pair[]> {
  const { data } = detail;
  return {
    approval: [
      [t.approvalNumber, data.approvalNumber],
      [t.approvalDate, data.approvalDate],
      [t.filingNumber, detail.filingNumber ?? '—'],
      [t.filedAt, detail.filedAt === undefined ? '—' : formatDateTime(Date.parse(detail.filedAt))],
      [t.location, data.location],
      [t.totalArea, t.hectares(data.totalArea)],
      [t.areas, t.areasText(data.cultivatedArea, data.otherAgriculturalArea, data.constructionArea, data.unusedArea)],
    ],
    parties: [
      [t.userUnit, data.userUnit],
      [t.division, detail.divisionName],
      [t.createdBy, detail.createdByName],
    ],
    term: [
      [t.purpose, detail.purposeLabel],
      [t.termStart, detail.approvalDate],
      [t.termEnd, detail.endDate],
      [t.termMonths, t.months(detail.termMonths)],
      [t.legalMax, t.months(detail.maxTermMonths)],
    ],
    reclamation: [
      [t.restorationPlan, data.restorationPlan],
      [t.restorationDeadline, data.restorationDeadline],
      [t.reclamationDue, detail.reclamationDueDate],
      [t.deposit, t.yuan(detail.deposit)],
    ],
  };
}

export function AcceptanceTable({ records }: { readonly records: readonly AcceptanceRecord[] }): ReactNode {
  return (
    <Table<AcceptanceRecord>
      className="land-details__table"
      rowKey="at"
      pagination={false}
      dataSource={[...records]}
      empty={<Empty description={t.noAcceptance} />}
      columns={[
        { title: t.acceptanceKind, dataIndex: 'label', width: 130 },
        { title: t.acceptanceDate, dataIndex: 'date', width: 110 },
        { title: t.acceptanceOpinion, dataIndex: 'opinion' },
        { title: t.acceptanceBy, dataIndex: 'divisionName', width: 200, render: (_: unknown, row: AcceptanceRecord) => `${row.divisionName} ${row.userName}` },
      ]}
    />
  );
}

export function HistoryTable({ rows }: { readonly rows: readonly LandHistoryRow[] }): ReactNode {
  return (
    <Table<LandHistoryRow>
      className="land-details__table"
      rowKey={(row?: LandHistoryRow) => `${row?.at ?? ''}-${row?.label ?? ''}`}
      pagination={false}
      dataSource={[...rows]}
      empty={<Empty description={t.noHistory} />}
      columns={[
        { title: t.historyAt, dataIndex: 'at', width: 170, render: (_: unknown, row: LandHistoryRow) => formatDateTime(Date.parse(row.at)) },
        { title: t.historyAction, dataIndex: 'label', width: 130 },
        { title: t.historyUser, dataIndex: 'userName', width: 160 },
        { title: t.historyNote, dataIndex: 'note' },
      ]}
    />
  );
}
