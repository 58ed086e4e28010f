import { ContainerModule } from 'inversify';
import { ArchiveCatalogueApi } from '../../ports/archive-catalogue.port';
import { ArchiveApi } from '../../ports/archive.port';
import { MemoryArchiveCatalogueApi } from './archive-catalogue.memory';
import { MemoryArchiveApi } from './archive.memory';

/** 档案's ports (records, loans and 新目录) on the in-memory backend; needs the core memory module. */
export const archivesMemoryModule = new ContainerModule(({ bind }) => {
  bind(ArchiveApi).to(MemoryArchiveApi).inSingletonScope();
  bind(ArchiveCatalogueApi).to(MemoryArchiveCatalogueApi).inSingletonScope();
});
