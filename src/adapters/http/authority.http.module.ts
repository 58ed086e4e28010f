import { ContainerModule } from 'inversify';
import { AuthorityApi } from '../../ports/authority.port';
import { HttpAuthorityApi } from './authority.http';

/** QR sign-in's port over HTTP; needs the core httpModule. */
export const authorityHttpModule = new ContainerModule(({ bind }) => {
  bind(AuthorityApi).to(HttpAuthorityApi).inSingletonScope();
});
