import { ContainerModule } from 'inversify';
import { FilesStore } from './files.store';

/** The files feature: a record's attachments. Needs FileApi. */
export const filesModule = new ContainerModule(({ bind }) => {
  bind(FilesStore).toSelf().inSingletonScope();
});
