import { ContainerModule } from 'inversify';
import { DistrictStatisticsApi } from '../../ports/district-statistics.port';
import { MemoryDistrictStatisticsApi } from './district-statistics.memory';

/** 区域统计's port on the in-memory backend; needs the core memory module. */
export const districtStatsMemoryModule = new ContainerModule(({ bind }) => {
  bind(DistrictStatisticsApi).to(MemoryDistrictStatisticsApi).inSingletonScope();
});
