import { ContainerModule } from 'inversify';
import { SearchApi } from '../../ports/search.port';
import { HttpSearchApi } from './search.http';

/** The search feature's port over HTTP; needs the core httpModule. */
export const searchHttpModule = new ContainerModule(({ bind }) => {
  bind(SearchApi).to(HttpSearchApi).inSingletonScope();
});
