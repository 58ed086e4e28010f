import { ContainerModule } from 'inversify';
import { LandStatisticsApi } from '../../ports/land-statistics.port';
import { MemoryLandStatisticsApi } from './land-statistics.memory';

/** The land statistics feature's port on the in-memory backend; needs the core memory module. */
export const landStatsMemoryModule = new ContainerModule(({ bind }) => {
  bind(LandStatisticsApi).to(MemoryLandStatisticsApi).inSingletonScope();
});
