import { useEffect, type ReactNode } from 'react';
import { MyOfficeStore } from '../../../app/office/my-office.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { caseLists, documentLists, meetingLists, messageLists } from './office-lists';
import { OfficeSection } from './office-section';
import { officeTexts as t } from './office-texts';
import './my-office.css';

/** 我的办公 (/myoffice): the signed-in user's own 公文, 会议, 消息 and 案件, each section on its own. */
export default function MyOfficePage(): ReactNode {
  const store = useService(MyOfficeStore);
  const state = useStore(store);
  useEffect(() => void store.load(), [store]);
  return (
    <main className="office" aria-labelledby="office-heading">
      <header className="office__head">
        <h1 id="office-heading" className="office__heading">
          {t.heading}
        </h1>
        <p className="office__intro">{t.intro}</p>
      </header>
      <div className="office__grid">
        <OfficeSection id="messages" title={t.sections.messages} state={state.messages} lists={messageLists} onReload={() => void store.reload('messages')} />
        <OfficeSection id="meetings" title={t.sections.meetings} state={state.meetings} lists={meetingLists} onReload={() => void store.reload('meetings')} />
        <OfficeSection id="documents" title={t.sections.documents} state={state.documents} lists={documentLists} onReload={() => void store.reload('documents')} />
        <OfficeSection id="cases" title={t.sections.cases} state={state.cases} lists={caseLists} onReload={() => void store.reload('cases')} />
      </div>
    </main>
  );
}
