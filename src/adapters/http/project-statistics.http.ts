import { inject, injectable } from 'inversify';
import type { ProjectPage, ProjectQuery } from '../../domain/statistics/project-stats';
import type { TimeoutAnswer, TimeoutFilter, TimeoutRecord, TimeoutRecordsQuery } from '../../domain/statistics/timeout-stats';
import type { Page } from '../../ports/api/page.dto';
import type { ProjectExportQuery } from '../../ports/api/project-statistics.endpoints';
import type { DownloadedFile } from '../../ports/process.port';
import type { ProjectStatisticsApi } from '../../ports/project-statistics.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';


/** A table shows its own loading and error state; the overlay would cover the filters. */
const table: CallOptions = { silent: true, notify: false };

/** ProjectStatisticsApi over HTTP (SPEC section 7 statistics calls, and our timeoutRecords). */
@injectable()
export class HttpProjectStatisticsApi implements ProjectStatisticsApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  projects(query: ProjectQuery): Promise<ProjectPage> {
    return this.api.call('GET /api/op/statistical/project', { query }, table);
  }

  exportProjects(query: ProjectExportQuery): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'GET /api/op/statistical/project/export', { params: query }, 'project-statistics.xlsx');
  }

  timeoutNumbers(filter: TimeoutFilter): Promise<TimeoutAnswer> {
    return this.api.call('POST /api/op/statistical/getTimeoutNumber', { body: filter }, table);
  }

  exportTimeout(filter: TimeoutFilter): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'POST /api/op/statistical/exportTimeout', { data: filter }, 'timeout-statistics.xlsx');
  }

  timeoutRecords(query: TimeoutRecordsQuery): Promise<Page<TimeoutRecord>> {
    return this.api.call('POST /api/op/statistical/timeoutRecords', { body: query }, table);
  }
}
