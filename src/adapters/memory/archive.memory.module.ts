import { ContainerModule } from 'inversify';
import { ArchiveApi } from '../../ports/archive.port';
import { MemoryArchiveApi } from './archive.memory';

/** 档案's port on the in-memory backend; needs the core memory module. */
export const archivesMemoryModule = new ContainerModule(({ bind }) => {
  bind(ArchiveApi).to(MemoryArchiveApi).inSingletonScope();
});
