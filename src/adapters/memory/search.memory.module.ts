import { ContainerModule } from 'inversify';
import { SearchApi } from '../../ports/search.port';
import { MemorySearchApi } from './search.memory';

/** The search feature's port on the in-memory backend; needs the core memory module. */
export const searchMemoryModule = new ContainerModule(({ bind }) => {
  bind(SearchApi).to(MemorySearchApi).inSingletonScope();
});
