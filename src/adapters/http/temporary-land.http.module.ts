import { ContainerModule } from 'inversify';
import { TemporaryLandApi } from '../../ports/temporary-land.port';
import { HttpTemporaryLandApi } from './temporary-land.http';

/** 临时用地's port over HTTP; needs the core httpModule. */
export const temporaryLandHttpModule = new ContainerModule(({ bind }) => {
  bind(TemporaryLandApi).to(HttpTemporaryLandApi).inSingletonScope();
});
