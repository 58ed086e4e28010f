import type { AxiosResponse } from 'axios';
import { inject, injectable } from 'inversify';
import type { ProjectPage, ProjectQuery } from '../../domain/statistics/project-stats';
import type { TimeoutAnswer, TimeoutFilter, TimeoutRecord, TimeoutRecordsQuery } from '../../domain/statistics/timeout-stats';
import { parseEndpointKey } from '../../ports/api/endpoints';
import type { Page } from '../../ports/api/page.dto';
import type { ProjectExportQuery } from '../../ports/api/project-statistics.endpoints';
import type { DownloadedFile } from '../../ports/process.port';
import type { ProjectStatisticsApi } from '../../ports/project-statistics.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { HttpClients } from './http-client';
import { fileNameFromDisposition } from './process.http';

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
    return this.file('GET /api/op/statistical/project/export', { params: query }, 'project-statistics.xlsx');
  }

  timeoutNumbers(filter: TimeoutFilter): Promise<TimeoutAnswer> {
    return this.api.call('POST /api/op/statistical/getTimeoutNumber', { body: filter }, table);
  }

  exportTimeout(filter: TimeoutFilter): Promise<DownloadedFile> {
    return this.file('POST /api/op/statistical/exportTimeout', { data: filter }, 'timeout-statistics.xlsx');
  }

  timeoutRecords(query: TimeoutRecordsQuery): Promise<Page<TimeoutRecord>> {
    return this.api.call('POST /api/op/statistical/timeoutRecords', { body: query }, table);
  }

  /**
   * Bytes plus the name the server gave them (Content-Disposition), so the call goes to the
   * client directly; its interceptors still authorize and turn a JSON refusal into an ApiFailure.
   */
  private async file(
    key: 'GET /api/op/statistical/project/export' | 'POST /api/op/statistical/exportTimeout',
    input: { readonly params?: object; readonly data?: object },
    fallbackName: string,
  ): Promise<DownloadedFile> {
    const { method, path } = parseEndpointKey(key);
    const response: AxiosResponse<Blob> = await this.clients.withLoading.request<Blob>({ method, url: path, ...input, responseType: 'arraybuffer' });
    const header: unknown = response.headers['content-disposition'];
    const blob = response.data;
    return {
      blob,
      contentType: blob.type.length > 0 ? blob.type : 'application/octet-stream',
      fileName: fileNameFromDisposition(typeof header === 'string' ? header : undefined) ?? fallbackName,
    };
  }
}
