import { ContainerModule } from 'inversify';
import { DivisionTreeStore } from './division-tree.store';
import { FilingDetailsStores } from './filing-details-stores';
import { FilingOpener } from './filing-list-open';
import { FilingLists } from './filing-lists';

/** The filing feature: the four lists, their 行政区 filter and the details pages. Needs FilingApi and DivisionApi. */
export const filingModule = new ContainerModule(({ bind }) => {
  bind(FilingLists).toSelf().inSingletonScope();
  bind(DivisionTreeStore).toSelf().inSingletonScope();
  bind(FilingOpener).toSelf().inSingletonScope();
  bind(FilingDetailsStores).toSelf().inSingletonScope();
});
