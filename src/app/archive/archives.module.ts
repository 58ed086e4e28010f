import { ContainerModule } from 'inversify';
import { CatalogueDetailStore, InCatalogueStore, OutCatalogueStore } from './archive-catalogue.store';
import { ArchiveListStore, LoanListStore } from './archive-list.store';
import { ArchiveRecordStore, LoanStore } from './archive-record.store';

/** 档案's stores; need ArchiveApi. */
export const archivesModule = new ContainerModule(({ bind }) => {
  bind(ArchiveListStore).toSelf().inSingletonScope();
  bind(LoanListStore).toSelf().inSingletonScope();
  bind(ArchiveRecordStore).toSelf().inSingletonScope();
  bind(LoanStore).toSelf().inSingletonScope();
  bind(InCatalogueStore).toSelf().inSingletonScope();
  bind(OutCatalogueStore).toSelf().inSingletonScope();
  bind(CatalogueDetailStore).toSelf().inSingletonScope();
});
