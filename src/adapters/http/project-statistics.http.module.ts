import { ContainerModule } from 'inversify';
import { ProjectStatisticsApi } from '../../ports/project-statistics.port';
import { HttpProjectStatisticsApi } from './project-statistics.http';

/** 项目统计 and 超时统计 over HTTP; needs the core httpModule. */
export const projectStatsHttpModule = new ContainerModule(({ bind }) => {
  bind(ProjectStatisticsApi).to(HttpProjectStatisticsApi).inSingletonScope();
});
