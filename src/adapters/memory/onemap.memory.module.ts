import { ContainerModule } from 'inversify';
import { OnemapApi } from '../../ports/onemap.port';
import { MemoryOnemapApi } from './onemap.memory';

/** 备案专题图's port on the in-memory backend; needs the core memory module. */
export const onemapMemoryModule = new ContainerModule(({ bind }) => {
  bind(OnemapApi).to(MemoryOnemapApi).inSingletonScope();
});
