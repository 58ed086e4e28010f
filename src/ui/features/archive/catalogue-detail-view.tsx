import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import { CatalogueDetailStore } from '../../../app/archive/archive-catalogue.store';
import type { CatalogueDetail } from '../../../domain/archive/archive-catalogue-types';
import type { ArchiveRow } from '../../../domain/archive/archive-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { registerDetailUrl } from './archive-address';
import { StateTag } from './archive-out-page';
import { archiveTexts } from './archive-texts';
import { when } from './register-detail-page';

const t = archiveTexts.catalogue;
const f = archiveTexts.fields;

const columns = [
  { title: f.archiveNo, dataIndex: 'archiveNo', render: (_: unknown, row: ArchiveRow) => <Link className="archive__no" to={registerDetailUrl(row.id)} aria-label={archiveTexts.list.open(row.archiveNo)}>{row.archiveNo}</Link> },
  { title: f.title, dataIndex: 'title' },
  { title: f.year, dataIndex: 'year' },
  { title: f.retention, dataIndex: 'retentionLabel' },
  { title: f.state, dataIndex: 'state', render: (_: unknown, row: ArchiveRow) => <StateTag state={row.state} label={row.stateLabel} /> },
];

function Facts({ detail }: { readonly detail: CatalogueDetail }): ReactNode {
  const facts: [string, ReactNode][] = [
    [t.catalogueNo, <span className="archive__no">{detail.catalogueNo}</span>],
    [t.kind, detail.directionLabel],
    [t.count, detail.count],
    [t.unit, detail.unitName],
    [t.createdBy, `${detail.createdByName} ${when(detail.createdAt)}`],
    ...(detail.direction === 'out' ? ([[t.reason, detail.reason], [t.receiver, detail.receiver === '' ? '—' : detail.receiver]] as [string, ReactNode][]) : []),
    [t.note, detail.note === '' ? '—' : detail.note],
  ];
  return (
    <dl className="archive__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One catalogue (?id= on the 新目录 pages): its facts and its records as they stand now. */
export function CatalogueDetailView({ id }: { readonly id: string }): ReactNode {
  const store = useService(CatalogueDetailStore);
  const { detail, loading, loadError, refused } = useStore(store);
  useEffect(() => void store.open(id), [store, id]);
  return (
    <>
      {refused === undefined ? null : <Banner type="warning" closeIcon={null} title={archiveTexts.refusedTitle} description={refused} />}
      {loadError === undefined ? null : <ReloadBanner message={loadError} onReload={() => void store.open(id)} />}
      {loading ? <p role="status">{archiveTexts.loading}</p> : null}
      {detail === undefined ? null : (
        <>
          <h2 className="archive__subheading">{t.detailHeading(detail.catalogueNo)}</h2>
          <section className="archive__panel" aria-label={t.catalogueNo}>
            <Facts detail={detail} />
          </section>
          <section className="archive__panel" aria-labelledby="catalogue-records-heading">
            <h2 id="catalogue-records-heading" className="archive__subheading">
              {t.records}
            </h2>
            <Table<ArchiveRow> rowKey="id" columns={columns} dataSource={[...detail.records]} pagination={false} empty={<span>{archiveTexts.empty}</span>} />
          </section>
        </>
      )}
    </>
  );
}
