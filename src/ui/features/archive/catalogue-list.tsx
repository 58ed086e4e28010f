import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { InCatalogueStore, OutCatalogueStore } from '../../../app/archive/archive-catalogue.store';
import type { CatalogueRow } from '../../../domain/archive/archive-catalogue-types';
import { PAGE_SIZES } from '../../../domain/format/page-size';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { catalogueUrl } from './archive-address';
import { archiveTexts } from './archive-texts';
import { when } from './register-detail-page';

const t = archiveTexts.catalogue;

/** The catalogues of the page's direction within the caller's jurisdiction, newest first. */
export function CatalogueList({ store }: { readonly store: InCatalogueStore | OutCatalogueStore }): ReactNode {
  const { direction } = store;
  const { catalogues, cataloguesLoading, cataloguesError, cataloguePaging } = useStore(store);
  useEffect(() => void store.loadCatalogues(), [store]);
  const columns = [
    { title: t.catalogueNo, dataIndex: 'catalogueNo', render: (_: unknown, row: CatalogueRow) => <Link className="archive__no" to={catalogueUrl(direction, row.id)} aria-label={t.open(row.catalogueNo)}>{row.catalogueNo}</Link> },
    { title: t.count, dataIndex: 'count' },
    { title: t.unit, dataIndex: 'unitName' },
    { title: t.createdBy, dataIndex: 'createdByName' },
    { title: t.createdAt, dataIndex: 'createdAt', render: (_: unknown, row: CatalogueRow) => when(row.createdAt) },
    ...(direction === 'out' ? [{ title: t.reason, dataIndex: 'reason' }, { title: t.receiver, dataIndex: 'receiver' }] : []),
    { title: t.note, dataIndex: 'note' },
  ];
  return (
    <section className="archive__panel" aria-labelledby="catalogue-list-heading">
      <h2 id="catalogue-list-heading" className="archive__subheading">
        {t.list[direction]}
      </h2>
      {cataloguesError === undefined ? null : <ReloadBanner message={cataloguesError} onReload={() => void store.loadCatalogues(cataloguePaging)} />}
      <Table<CatalogueRow>
        rowKey="id"
        columns={columns}
        dataSource={[...(catalogues?.rows ?? [])]}
        loading={cataloguesLoading}
        pagination={false}
        empty={
          <ListEmpty failed={cataloguesError !== undefined} waiting={catalogues === undefined && cataloguesLoading} loadingText={archiveTexts.loading}>
            {archiveTexts.empty}
          </ListEmpty>
        }
      />
      {/* Below the smallest size every row fits on one page, and no size can change that. */}
      {catalogues === undefined || catalogues.total <= PAGE_SIZES[0] ? null : (
        <ListPager
          total={catalogues.total}
          pageIndex={cataloguePaging.pageIndex}
          pageSize={cataloguePaging.pageSize}
          onPage={(pageIndex) => void store.loadCatalogues({ pageIndex })}
          onResize={(pageSize) => void store.loadCatalogues({ pageIndex: 1, pageSize })}
        />
      )}
    </section>
  );
}
