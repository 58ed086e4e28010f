import { ContainerModule } from 'inversify';
import { SearchStore } from './search.store';

/** The search feature. Needs SearchApi. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(SearchStore).toSelf().inSingletonScope();
});
