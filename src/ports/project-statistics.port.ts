import type { ServiceIdentifier } from 'inversify';
import type { ProjectPage, ProjectQuery } from '../domain/statistics/project-stats';
import type { TimeoutAnswer, TimeoutFilter, TimeoutRecord, TimeoutRecordsQuery } from '../domain/statistics/timeout-stats';
import type { Page } from './api/page.dto';
import type { ProjectExportQuery } from './api/project-statistics.endpoints';
import type { DownloadedFile } from './process.port';

/**
 * 项目统计 and 超时统计. Refusals reject with an ApiFailure carrying the server's Chinese reason
 * (403 for a division outside the caller's jurisdiction, 400 for a malformed filter).
 */
export interface ProjectStatisticsApi {
  projects(query: ProjectQuery): Promise<ProjectPage>;
  exportProjects(query: ProjectExportQuery): Promise<DownloadedFile>;
  timeoutNumbers(filter: TimeoutFilter): Promise<TimeoutAnswer>;
  exportTimeout(filter: TimeoutFilter): Promise<DownloadedFile>;
  timeoutRecords(query: TimeoutRecordsQuery): Promise<Page<TimeoutRecord>>;
}
export const ProjectStatisticsApi = Symbol.for('ProjectStatisticsApi') as ServiceIdentifier<ProjectStatisticsApi>;
