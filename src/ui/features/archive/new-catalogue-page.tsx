import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { InCatalogueStore, OutCatalogueStore } from '../../../app/archive/archive-catalogue.store';
import type { CatalogueDirection } from '../../../domain/archive/archive-types';
import { useService } from '../../di/container-context';
import { ARCHIVE_IN, ARCHIVE_OUT, idOf, NEW_CATALOGUE } from './archive-address';
import { archiveTexts } from './archive-texts';
import { CatalogueBuilder } from './catalogue-builder';
import { CatalogueDetailView } from './catalogue-detail-view';
import { CatalogueList } from './catalogue-list';
import './archive.css';

const t = archiveTexts.catalogue;

/** 新目录入库 / 新目录出库: make a catalogue and list those made; ?id= shows one catalogue. */
export function NewCataloguePage({ direction }: { readonly direction: CatalogueDirection }): ReactNode {
  const navigate = useNavigate();
  const id = idOf(useLocation().search);
  const inStore = useService(InCatalogueStore);
  const outStore = useService(OutCatalogueStore);
  const store = direction === 'in' ? inStore : outStore;
  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{t.headings[direction]}</h1>
        <div className="archive__tools">
          {id === '' ? null : <Button onClick={() => void navigate(NEW_CATALOGUE[direction])}>{t.backToList}</Button>}
          <Button onClick={() => void navigate(direction === 'in' ? ARCHIVE_IN : ARCHIVE_OUT)}>{t.back[direction]}</Button>
        </div>
      </div>
      {id === '' ? (
        <>
          <CatalogueBuilder store={store} />
          <CatalogueList store={store} />
        </>
      ) : (
        <CatalogueDetailView id={id} />
      )}
    </div>
  );
}
