import { ContainerModule } from 'inversify';
import { FilingDetailsStores } from './filing-details-stores';
import { FilingOpener } from './filing-list-open';
import { FilingLists } from './filing-lists';

/** The filing feature: the four lists and the details pages. Needs FilingApi. */
export const filingModule = new ContainerModule(({ bind }) => {
  bind(FilingLists).toSelf().inSingletonScope();
  bind(FilingOpener).toSelf().inSingletonScope();
  bind(FilingDetailsStores).toSelf().inSingletonScope();
});
