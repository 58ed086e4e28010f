import { ContainerModule } from 'inversify';
import { AuthorityApi } from '../../ports/authority.port';
import { MemoryAuthorityApi } from './authority.memory';

/** QR sign-in's port on the in-memory backend; needs the core memory module. */
export const authorityMemoryModule = new ContainerModule(({ bind }) => {
  bind(AuthorityApi).to(MemoryAuthorityApi).inSingletonScope();
});
