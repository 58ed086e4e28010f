import { ContainerModule } from 'inversify';
import { OnemapStore } from './onemap.store';

/** 备案专题图's store; needs OnemapApi. */
export const onemapModule = new ContainerModule(({ bind }) => {
  bind(OnemapStore).toSelf().inSingletonScope();
});
