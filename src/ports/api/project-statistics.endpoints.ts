import type { AreaDisplayUnit } from '../../domain/statistics/area-sum';
import type { ProjectPage, ProjectQuery } from '../../domain/statistics/project-stats';
import type { TimeoutAnswer, TimeoutFilter, TimeoutRecord, TimeoutRecordsQuery } from '../../domain/statistics/timeout-stats';
import type { BinaryPayload } from './envelope';
import type { Page } from './page.dto';

/** 项目统计's export: every matching project in the page's order, its areas in the page's unit. */
export type ProjectExportQuery = Omit<ProjectQuery, 'pageIndex' | 'pageSize'> & { readonly unit?: AreaDisplayUnit };

/** 项目统计 and 超时统计 (SPEC section 7, /api/op); timeoutRecords is ours, the list behind a number. */
export interface ProjectStatisticsEndpoints {
  'GET /api/op/statistical/project': { query: ProjectQuery; data: ProjectPage };
  'GET /api/op/statistical/project/export': { query: ProjectExportQuery; data: BinaryPayload };
  'POST /api/op/statistical/getTimeoutNumber': { body: TimeoutFilter; data: TimeoutAnswer };
  'POST /api/op/statistical/exportTimeout': { body: TimeoutFilter; data: BinaryPayload };
  'POST /api/op/statistical/timeoutRecords': { body: TimeoutRecordsQuery; data: Page<TimeoutRecord> };
}
