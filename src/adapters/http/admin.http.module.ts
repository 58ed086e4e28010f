import { ContainerModule } from 'inversify';
import { AdminApi } from '../../ports/admin.port';
import { HttpAdminApi } from './admin.http';

/** Administration's port over HTTP; needs the core httpModule. */
export const adminHttpModule = new ContainerModule(({ bind }) => {
  bind(AdminApi).to(HttpAdminApi).inSingletonScope();
});
