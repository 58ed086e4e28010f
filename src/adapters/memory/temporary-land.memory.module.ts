import { ContainerModule } from 'inversify';
import { TemporaryLandApi } from '../../ports/temporary-land.port';
import { MemoryTemporaryLandApi } from './temporary-land.memory';

/** 临时用地's port on the in-memory backend; needs the core memory module. */
export const temporaryLandMemoryModule = new ContainerModule(({ bind }) => {
  bind(TemporaryLandApi).to(MemoryTemporaryLandApi).inSingletonScope();
});
