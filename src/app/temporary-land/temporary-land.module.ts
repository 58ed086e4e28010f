import { ContainerModule } from 'inversify';
import { LandDetailsStore } from './land-details.store';
import { LandListStore } from './land-list.store';

/** 临时用地's stores; need TemporaryLandApi. */
export const temporaryLandModule = new ContainerModule(({ bind }) => {
  bind(LandListStore).toSelf().inSingletonScope();
  bind(LandDetailsStore).toSelf().inSingletonScope();
});
