import { ContainerModule } from 'inversify';
import { DistrictStatsStore } from './district-stats.store';

/** 区域统计's store; needs DistrictStatisticsApi. */
export const districtStatsModule = new ContainerModule(({ bind }) => {
  bind(DistrictStatsStore).toSelf().inSingletonScope();
});
