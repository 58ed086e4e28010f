import { ContainerModule } from 'inversify';
import { CollectiveLandStore, FarmlandChangeStore } from './land-stores';

/** The stores of 集体土地统计 and 耕地变化统计. Needs LandStatisticsApi. */
export const landStatsModule = new ContainerModule(({ bind }) => {
  bind(CollectiveLandStore).toSelf().inSingletonScope();
  bind(FarmlandChangeStore).toSelf().inSingletonScope();
});
