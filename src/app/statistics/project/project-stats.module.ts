import { ContainerModule } from 'inversify';
import { ProjectListStore, StatisticsExportStore, TimeoutNumbersStore, TimeoutRecordsStore } from './project-stats.stores';

/** 项目统计 and 超时统计's stores; needs ProjectStatisticsApi. */
export const projectStatsModule = new ContainerModule(({ bind }) => {
  bind(ProjectListStore).toSelf().inSingletonScope();
  bind(TimeoutNumbersStore).toSelf().inSingletonScope();
  bind(TimeoutRecordsStore).toSelf().inSingletonScope();
  bind(StatisticsExportStore).toSelf().inSingletonScope();
});
