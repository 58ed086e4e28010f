import { ContainerModule } from 'inversify';
import { OnemapApi } from '../../ports/onemap.port';
import { HttpOnemapApi } from './onemap.http';

/** 备案专题图's port over HTTP; needs the core httpModule. */
export const onemapHttpModule = new ContainerModule(({ bind }) => {
  bind(OnemapApi).to(HttpOnemapApi).inSingletonScope();
});
