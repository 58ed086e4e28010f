import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { ArchiveRecordStore } from '../../../app/archive/archive-record.store';
import type { ArchiveDetail, ArchiveSave } from '../../../domain/archive/archive-types';
import { archiveMessages } from '../../../domain/archive/archive-messages';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { ARCHIVE_OUT, registerDetailUrl } from './archive-address';
import { ArchiveForm } from './archive-form';
import { archiveTexts } from './archive-texts';

const t = archiveTexts.form;

const fieldsOf = ({ title, responsible, year, retention, organ, secrecy, pieces, pages, remark }: ArchiveDetail): ArchiveSave => ({ title, responsible, year, retention, organ, secrecy, pieces, pages, remark });

/** 修改著录 of one record (档案出库?moduleKey=): saves carry the version read; the old version stays for 比对. */
export function ArchiveEditView({ id }: { readonly id: string }): ReactNode {
  const navigate = useNavigate();
  const store = useService(ArchiveRecordStore);
  const { detail, loading, loadError, refused, busy, actionError, conflict, problems } = useStore(store);
  useEffect(() => void store.open(id), [store, id]);
  const shown = detail !== undefined && detail.id === id ? detail : undefined;

  const submit = async (draft: ArchiveSave): Promise<void> => {
    const saved = await store.edit(draft);
    if (saved === undefined) return;
    Toast.success(t.saved);
    void navigate(registerDetailUrl(saved.id));
  };

  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{t.editHeading(detail?.archiveNo ?? '')}</h1>
        <Button onClick={() => void navigate(ARCHIVE_OUT)}>{t.back}</Button>
      </div>
      {refused === undefined ? null : <Banner type="warning" closeIcon={null} title={archiveTexts.refusedTitle} description={refused} />}
      {loadError === undefined ? null : <ReloadBanner message={loadError} onReload={() => void store.open(id)} />}
      {loading ? <p role="status">{archiveTexts.loading}</p> : null}
      {shown === undefined || shown.abilities.edit ? null : (
        // An archive event brings the borrower here too: the record is theirs to read, not to change.
        <Banner
          type="warning"
          closeIcon={null}
          title={t.notEditable}
          description={
            <span>
              {shown.state === 'out' ? archiveMessages.notInStore : archiveMessages.notOwner} <Link to={registerDetailUrl(shown.id)}>{t.viewRecord}</Link>
            </span>
          }
        />
      )}
      {shown === undefined || !shown.abilities.edit ? null : (
        // Keyed by the record, the form is filled once from it as opened and keeps what was typed after a refusal.
        <ArchiveForm
          key={shown.id}
          initial={fieldsOf(shown)}
          numbered
          maxYear={shown.year}           submitText={t.submitEdit}
          saving={busy}
          saveError={actionError}
          conflict={conflict}
          problems={problems}
          onSubmit={(draft) => void submit(draft)}
        />
      )}
    </div>
  );
}
