import { inject, injectable } from 'inversify';
import { chinaToday } from '../../domain/filing/calendar-date';
import type { FilingCall, FilingServed } from '../../domain/filing/service/types';
import { storageKeys } from '../../domain/session/storage-keys';
import { collectiveHeadOf, collectiveReport, collectiveRows, type CollectiveQuery, type CollectiveRows } from '../../domain/statistics/collective-land';
import { farmlandChange, farmlandReportTable, type FarmlandAnswer, type FarmlandQuery } from '../../domain/statistics/farmland-change';
import type { ReportColumn, ReportTable } from '../../domain/statistics/report-table';
import { collectiveBody, collectiveQuery, collectiveQueryOf, farmlandBody, farmlandDivisionQuery, farmlandQueryOf } from '../../ports/api/land-statistics.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { LandStatisticsApi } from '../../ports/land-statistics.port';
import type { DownloadedFile } from '../../ports/process.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput } from './memory-input';
import { statusError } from './memory-refusal';

/** The query string as the HTTP adapter sends it: absent filters are not sent. */
const asQuery = (value: object): Record<string, string> =>
  Object.fromEntries(Object.entries(value).flatMap(([key, entry]: [string, unknown]) => (entry === undefined ? [] : [[key, String(entry)]])));

/** LandStatisticsApi on the in-memory backend: the same domain statistics as the mock server. */
@injectable()
export class MemoryLandStatisticsApi implements LandStatisticsApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  collectiveHead(query: CollectiveQuery): Promise<ReportColumn[]> {
    return this.read((call) => collectiveHeadOf(call, collectiveQueryOf(parsedInput(collectiveQuery, asQuery(query)))));
  }

  collectiveRows(query: CollectiveQuery): Promise<CollectiveRows> {
    return this.read((call) => collectiveRows(call, collectiveQueryOf(parsedInput(collectiveQuery, asQuery(query)))));
  }

  exportCollective(query: CollectiveQuery): Promise<DownloadedFile> {
    return this.runner.run(async () => this.file(this.served((call) => collectiveReport(call, collectiveQueryOf(parsedInput(collectiveBody, query))))));
  }

  farmlandChange(query: FarmlandQuery): Promise<FarmlandAnswer> {
    return this.read((call) => farmlandChange(call, this.farmlandInput(query)));
  }

  exportFarmland(query: FarmlandQuery): Promise<DownloadedFile> {
    return this.runner.run(async () => this.file(farmlandReportTable(this.served((call) => farmlandChange(call, this.farmlandInput(query))))));
  }

  private farmlandInput({ divisionCode, ...body }: FarmlandQuery): FarmlandQuery {
    return farmlandQueryOf(parsedInput(farmlandDivisionQuery, asQuery({ divisionCode })), parsedInput(farmlandBody, body));
  }

  /** exceljs is large: fetched in a chunk of its own only when someone exports. */
  private async file(table: ReportTable): Promise<DownloadedFile> {
    const { reportWorkbook, reportFileName, XLSX_TYPE } = await import('../../xlsx/report-workbook');
    const bytes = await reportWorkbook(table);
    const today = chinaToday(this.backend.now()) ?? '';
    return { blob: new Blob([Uint8Array.from(bytes)], { type: XLSX_TYPE }), contentType: XLSX_TYPE, fileName: reportFileName(table, today) };
  }

  private call(): FilingCall {
    const account = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { book: this.backend.filings, dir: { users, departments, divisions }, userId: account.userId, at: new Date(this.backend.now()).toISOString() };
  }

  /** The caller is checked before the input, as the mock server checks the token first. */
  private served<T>(query: (call: FilingCall) => FilingServed<T>): T {
    const result = query(this.call());
    if (result.ok) return result.value;
    throw statusError(result.error.status, result.error.message);
  }

  /** The pages show their own loading and error states. */
  private read<T>(query: (call: FilingCall) => FilingServed<T>): Promise<T> {
    return this.runner.run(() => this.served(query), { silent: true });
  }
}
