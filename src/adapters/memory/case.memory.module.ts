import { ContainerModule } from 'inversify';
import { CaseApi } from '../../ports/case.port';
import { MemoryCaseApi } from './case.memory';

/** 案件's port on the in-memory backend; needs the core memory module. */
export const casesMemoryModule = new ContainerModule(({ bind }) => {
  bind(CaseApi).to(MemoryCaseApi).inSingletonScope();
});
