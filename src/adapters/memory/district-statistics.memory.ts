import { inject, injectable } from 'inversify';
import { chinaToday } from '../../domain/filing/calendar-date';
import { storageKeys } from '../../domain/session/storage-keys';
import type { AreaDisplayUnit } from '../../domain/statistics/area-sum';
import { areaMakeUp, districtStatistics } from '../../domain/statistics/district-stats';
import { districtReportTable } from '../../domain/statistics/district-table';
import type { AreaMakeUpAnswer, DistrictAnswer, DistrictQuery } from '../../domain/statistics/district-types';
import type { FilingCall, FilingServed } from '../../domain/filing/service/types';
import { districtExportQuery, districtQuery, districtQueryOf } from '../../ports/api/district-statistics.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DistrictStatisticsApi } from '../../ports/district-statistics.port';
import type { DownloadedFile } from '../../ports/process.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { statusError } from './memory-refusal';

/** Like the HTTP adapter: the table shows its own loading and error state. */
const table: MemoryCallOptions = { silent: true, notify: false };

/** Query values as a URL carries them, so the schema judges the same text on both backends. */
const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** DistrictStatisticsApi on the in-memory backend: the same domain service as the mock server. */
@injectable()
export class MemoryDistrictStatisticsApi implements DistrictStatisticsApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  district(query: DistrictQuery): Promise<DistrictAnswer> {
    return this.runner.run(() => this.served((call) => districtStatistics(call, districtQueryOf(parsedInput(districtQuery, asQuery(query))))), table);
  }

  areaMakeUp(query: DistrictQuery): Promise<AreaMakeUpAnswer> {
    return this.runner.run(() => this.served((call) => areaMakeUp(call, districtQueryOf(parsedInput(districtQuery, asQuery(query))))), table);
  }

  exportDistrict(query: DistrictQuery, unit: AreaDisplayUnit): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const checked = parsedInput(districtExportQuery, asQuery({ ...query, unit }));
      const answer = this.served((call) => districtStatistics(call, districtQueryOf(checked)));
      // exceljs stays out of the HTTP bundle: only memory mode loads it, and only here.
      const { reportWorkbook, reportFileName, XLSX_TYPE } = await import('../../xlsx/report-workbook');
      const reportTable = districtReportTable(answer, checked.unit);
      const bytes = await reportWorkbook(reportTable);
      return { blob: new Blob([Uint8Array.from(bytes)], { type: XLSX_TYPE }), contentType: XLSX_TYPE, fileName: reportFileName(reportTable, chinaToday(this.backend.now()) ?? '') };
    });
  }

  private served<T>(compute: (call: FilingCall) => FilingServed<T>): T {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    const result = compute({ book: this.backend.filings, dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString() });
    if (!result.ok) throw statusError(result.error.status, result.error.message);
    return result.value;
  }
}
