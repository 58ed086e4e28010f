import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { ArchiveRecordStore } from '../../../app/archive/archive-record.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { FilesPanel } from '../../kit/files/files-panel';
import { ReloadBanner } from '../../kit/reload-banner';
import { idOf, registerDetailUrl } from './archive-address';
import { archiveTexts } from './archive-texts';
import { IncompleteLink } from './incomplete-link';
import './archive.css';

const t = archiveTexts.detail;

/** 档案预览 (/archive/manage/preview?id=): the record's files in the shared files panel; its own unit adds and removes them. */
export default function PreviewPage(): ReactNode {
  const id = idOf(useLocation().search);
  const navigate = useNavigate();
  const store = useService(ArchiveRecordStore);
  const { detail, loading, loadError, refused } = useStore(store);
  useEffect(() => {
    if (id !== '') void store.open(id);
  }, [store, id]);
  if (id === '') return <IncompleteLink of="archive" />;
  const shown = detail !== undefined && detail.id === id ? detail : undefined;

  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{`${t.preview} ${shown?.archiveNo ?? ''}`}</h1>
        {shown === undefined ? null : <Button onClick={() => void navigate(registerDetailUrl(shown.id))}>{archiveTexts.list.open(shown.archiveNo)}</Button>}
      </div>
      {refused === undefined ? null : <Banner type="warning" closeIcon={null} title={archiveTexts.refusedTitle} description={refused} />}
      {loadError === undefined ? null : <ReloadBanner message={loadError} onReload={() => void store.open(id)} />}
      {loading ? <p role="status">{archiveTexts.loading}</p> : null}
      {shown === undefined ? null : (
        <section className="archive__panel" aria-label={shown.title}>
          <h2 className="archive__subheading">{shown.title}</h2>
          <FilesPanel filesKey={shown.filesKey} readOnly={!shown.abilities.edit} />
        </section>
      )}
    </div>
  );
}
