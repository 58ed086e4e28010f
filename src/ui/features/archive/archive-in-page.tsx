import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { ArchiveRecordStore } from '../../../app/archive/archive-record.store';
import type { ArchiveSave } from '../../../domain/archive/archive-types';
import { chinaToday } from '../../../domain/filing/calendar-date';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { ARCHIVE_OUT, NEW_CATALOGUE, registerDetailUrl } from './archive-address';
import { ArchiveForm } from './archive-form';
import { archiveTexts } from './archive-texts';
import './archive.css';

const t = archiveTexts.form;

/** 档案入库 (/archive/manage/in): 入库登记 of one record, numbered by the server. */
export default function ArchiveInPage(): ReactNode {
  const navigate = useNavigate();
  const clock = useClock();
  const store = useService(ArchiveRecordStore);
  const { busy, actionError, conflict, problems } = useStore(store);
  const [year] = useState(() => Number((chinaToday(clock.now()) ?? '2026').slice(0, 4)));
  useEffect(() => store.blank(), [store]);
  const initial: ArchiveSave = { title: '', responsible: '', year, retention: 'permanent', organ: 'BGS', secrecy: 'internal', pieces: 1, pages: 1, remark: '' };

  const submit = async (draft: ArchiveSave): Promise<void> => {
    const saved = await store.register(draft);
    if (saved === undefined) return;
    Toast.success(t.registered(saved.archiveNo));
    void navigate(registerDetailUrl(saved.id));
  };

  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{t.inHeading}</h1>
        <div className="archive__tools">
          <Button onClick={() => void navigate(NEW_CATALOGUE.in)}>{archiveTexts.catalogue.openNew.in}</Button>
          <Button onClick={() => void navigate(ARCHIVE_OUT)}>{t.back}</Button>
        </div>
      </div>
      <ArchiveForm initial={initial} numbered={false} maxYear={year} submitText={t.submitIn} saving={busy} saveError={actionError} conflict={conflict} problems={problems} onSubmit={(draft) => void submit(draft)} />
    </div>
  );
}
