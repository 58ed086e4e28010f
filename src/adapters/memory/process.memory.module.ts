import { ContainerModule } from 'inversify';
import { ProcessApi } from '../../ports/process.port';
import { MemoryProcessApi } from './process.memory';
import { SuperviseApi } from '../../ports/supervise.port';
import { MemorySuperviseApi } from './supervise.memory';

/** The affairs feature's ports on the in-memory backend; needs the core memory module. */
export const affairsMemoryModule = new ContainerModule(({ bind }) => {
  bind(ProcessApi).to(MemoryProcessApi).inSingletonScope();
  bind(SuperviseApi).to(MemorySuperviseApi).inSingletonScope();
});
