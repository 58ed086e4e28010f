import { ContainerModule } from 'inversify';
import { ArchiveApi } from '../../ports/archive.port';
import { HttpArchiveApi } from './archive.http';

/** 档案's port over HTTP; needs the core httpModule. */
export const archivesHttpModule = new ContainerModule(({ bind }) => {
  bind(ArchiveApi).to(HttpArchiveApi).inSingletonScope();
});
