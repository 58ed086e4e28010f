import { ContainerModule } from 'inversify';
import { DistrictStatisticsApi } from '../../ports/district-statistics.port';
import { HttpDistrictStatisticsApi } from './district-statistics.http';

/** 区域统计's port over HTTP; needs the core httpModule. */
export const districtStatsHttpModule = new ContainerModule(({ bind }) => {
  bind(DistrictStatisticsApi).to(HttpDistrictStatisticsApi).inSingletonScope();
});
