import { ContainerModule } from 'inversify';
import { FilingApi } from '../../ports/filing.port';
import { MemoryFilingApi } from './filing.memory';

/** The filing feature's port on the in-memory backend; needs the core memory module. */
export const filingMemoryModule = new ContainerModule(({ bind }) => {
  bind(FilingApi).to(MemoryFilingApi).inSingletonScope();
});
