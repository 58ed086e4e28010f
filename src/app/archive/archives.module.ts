import { ContainerModule } from 'inversify';
import { ArchiveListStore, LoanListStore } from './archive-list.store';
import { ArchiveRecordStore, LoanStore } from './archive-record.store';

/** 档案's stores; need ArchiveApi. */
export const archivesModule = new ContainerModule(({ bind }) => {
  bind(ArchiveListStore).toSelf().inSingletonScope();
  bind(LoanListStore).toSelf().inSingletonScope();
  bind(ArchiveRecordStore).toSelf().inSingletonScope();
  bind(LoanStore).toSelf().inSingletonScope();
});
