import { ContainerModule } from 'inversify';
import { ArchiveCatalogueApi } from '../../ports/archive-catalogue.port';
import { ArchiveApi } from '../../ports/archive.port';
import { HttpArchiveCatalogueApi } from './archive-catalogue.http';
import { HttpArchiveApi } from './archive.http';

/** 档案's ports (records, loans and 新目录) over HTTP; needs the core httpModule. */
export const archivesHttpModule = new ContainerModule(({ bind }) => {
  bind(ArchiveApi).to(HttpArchiveApi).inSingletonScope();
  bind(ArchiveCatalogueApi).to(HttpArchiveCatalogueApi).inSingletonScope();
});
