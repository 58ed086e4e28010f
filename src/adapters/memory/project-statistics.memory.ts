import { inject, injectable } from 'inversify';
import type { FilingCall, FilingServed } from '../../domain/filing/service/types';
import { storageKeys } from '../../domain/session/storage-keys';
import { projectReportTable } from '../../domain/statistics/project-report-table';
import { projectExport, projectStatistics, type ProjectPage, type ProjectQuery } from '../../domain/statistics/project-stats';
import type { ReportTable } from '../../domain/statistics/report-table';
import { timeoutReportTable } from '../../domain/statistics/timeout-report-table';
import { todayOf } from '../../domain/statistics/timeout-rule';
import { timeoutNumbers, timeoutRecords, type TimeoutAnswer, type TimeoutFilter, type TimeoutRecord, type TimeoutRecordsQuery } from '../../domain/statistics/timeout-stats';
import type { Page } from '../../ports/api/page.dto';
import type { ProjectExportQuery } from '../../ports/api/project-statistics.endpoints';
import { present, projectExportQuery, projectQuery, timeoutBody, timeoutRecordsBody } from '../../ports/api/project-statistics.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DownloadedFile } from '../../ports/process.port';
import type { ProjectStatisticsApi } from '../../ports/project-statistics.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput as input } from './memory-input';
import { statusError } from './memory-refusal';

function unwrap<T>(result: FilingServed<T>): T {
  if (result.ok) return result.value;
  throw statusError(result.error.status, result.error.message);
}

/** ProjectStatisticsApi on the in-memory backend: the same statistics services as the mock server. */
@injectable()
export class MemoryProjectStatisticsApi implements ProjectStatisticsApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  projects(query: ProjectQuery): Promise<ProjectPage> {
    return this.read((call) => projectStatistics(call, present(input(projectQuery, query))));
  }

  exportProjects(query: ProjectExportQuery): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const call = this.call();
      const { unit = 'ha', ...filter } = present(input(projectExportQuery, query));
      const answer = unwrap(projectExport(call, filter));
      return this.file(projectReportTable(answer.rows, unit, answer.scope), call.at);
    });
  }

  timeoutNumbers(filter: TimeoutFilter): Promise<TimeoutAnswer> {
    return this.read((call) => timeoutNumbers(call, present(input(timeoutBody, filter))));
  }

  exportTimeout(filter: TimeoutFilter): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const call = this.call();
      const answer = unwrap(timeoutNumbers(call, present(input(timeoutBody, filter))));
      return this.file(timeoutReportTable(answer), call.at);
    });
  }

  timeoutRecords(query: TimeoutRecordsQuery): Promise<Page<TimeoutRecord>> {
    return this.read((call) => timeoutRecords(call, present(input(timeoutRecordsBody, query))));
  }

  /** exceljs is large: fetched in a chunk of its own only when someone exports. */
  private async file(table: ReportTable, at: string): Promise<DownloadedFile> {
    const { reportWorkbook, reportFileName, XLSX_TYPE } = await import('../../xlsx/report-workbook');
    const bytes = await reportWorkbook(table);
    return { blob: new Blob([Uint8Array.from(bytes)], { type: XLSX_TYPE }), contentType: XLSX_TYPE, fileName: reportFileName(table, todayOf(at)) };
  }

  private call(): FilingCall {
    const account = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { book: this.backend.filings, dir: { users, departments, divisions }, userId: account.userId, at: new Date(this.backend.now()).toISOString() };
  }

  private read<T>(query: (call: FilingCall) => FilingServed<T>): Promise<T> {
    return this.runner.run(() => unwrap(query(this.call())), { silent: true });
  }
}
