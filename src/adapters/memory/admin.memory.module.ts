import { ContainerModule } from 'inversify';
import { AdminApi } from '../../ports/admin.port';
import { MemoryAdminApi } from './admin.memory';

/** Administration's port on the in-memory backend; needs the core memory module. */
export const adminMemoryModule = new ContainerModule(({ bind }) => {
  bind(AdminApi).to(MemoryAdminApi).inSingletonScope();
});
