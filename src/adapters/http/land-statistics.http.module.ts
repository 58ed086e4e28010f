import { ContainerModule } from 'inversify';
import { LandStatisticsApi } from '../../ports/land-statistics.port';
import { HttpLandStatisticsApi } from './land-statistics.http';

/** The land statistics feature's port over HTTP; needs the core httpModule. */
export const landStatsHttpModule = new ContainerModule(({ bind }) => {
  bind(LandStatisticsApi).to(HttpLandStatisticsApi).inSingletonScope();
});
