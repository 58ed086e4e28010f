import { ContainerModule } from 'inversify';
import { FileApi } from '../../ports/files.port';
import { MemoryFileApi } from './files.memory';

/** The files feature's port on the in-memory backend; needs the core memory module. */
export const filesMemoryModule = new ContainerModule(({ bind }) => {
  bind(FileApi).to(MemoryFileApi).inSingletonScope();
});
