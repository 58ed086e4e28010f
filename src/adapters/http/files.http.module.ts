import { ContainerModule } from 'inversify';
import { FileApi } from '../../ports/files.port';
import { HttpFileApi } from './files.http';

/** The files feature's port over HTTP; needs the core httpModule. */
export const filesHttpModule = new ContainerModule(({ bind }) => {
  bind(FileApi).to(HttpFileApi).inSingletonScope();
});
