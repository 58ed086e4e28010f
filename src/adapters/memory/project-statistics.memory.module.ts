import { ContainerModule } from 'inversify';
import { ProjectStatisticsApi } from '../../ports/project-statistics.port';
import { MemoryProjectStatisticsApi } from './project-statistics.memory';

/** 项目统计 and 超时统计 on the in-memory backend; needs the core memory module. */
export const projectStatsMemoryModule = new ContainerModule(({ bind }) => {
  bind(ProjectStatisticsApi).to(MemoryProjectStatisticsApi).inSingletonScope();
});
