import { inject, injectable } from 'inversify';
import { chinaToday } from '../../domain/filing/calendar-date';
import type { FilingServed } from '../../domain/filing/service/types';
import { storageKeys } from '../../domain/session/storage-keys';
import type { DecideBody, LandDetail, LandFilters, LandPage, LandQuery, RegisterBody } from '../../domain/temporary-land/land-types';
import type { LandCall } from '../../domain/temporary-land/service/land-access';
import { decideLandAcceptance, registerAcceptance, type LandChanged } from '../../domain/temporary-land/service/land-acceptance';
import { landDetail } from '../../domain/temporary-land/service/land-detail';
import { landsTable } from '../../domain/temporary-land/service/land-export';
import { landList } from '../../domain/temporary-land/service/land-list';
import { decideBody, landDetailQuery, landExportQuery, landFiltersOf, landListQuery, landQueryOf, registerBody } from '../../ports/api/temporary-land.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DownloadedFile } from '../../ports/process.port';
import type { TemporaryLandApi } from '../../ports/temporary-land.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { statusError } from './memory-refusal';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** Query values as a URL carries them, so the schema judges the same text on both backends. */
const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]): [string, string][] => (typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [])));

const served = <T>(result: FilingServed<T>): T => {
  if (!result.ok) throw statusError(result.error.status, result.error.message);
  return result.value;
};

/** TemporaryLandApi on the in-memory backend: the same domain services as the mock server. */
@injectable()
export class MemoryTemporaryLandApi implements TemporaryLandApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(query: LandQuery): Promise<LandPage> {
    return this.runner.run(() => served(landList(this.call(), landQueryOf(parsedInput(landListQuery, asQuery(query))))), quiet);
  }

  details(id: string): Promise<LandDetail> {
    return this.runner.run(() => served(landDetail(this.call(), parsedInput(landDetailQuery, { id }).id)), quiet);
  }

  register(body: RegisterBody): Promise<LandDetail> {
    return this.runner.run(() => this.change((call) => registerAcceptance(call, parsedInput(registerBody, body))), quiet);
  }

  decide(body: DecideBody): Promise<LandDetail> {
    return this.runner.run(() => this.change((call) => decideLandAcceptance(call, parsedInput(decideBody, body))), quiet);
  }

  exportLands(filters: LandFilters): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const table = served(landsTable(this.call(), landFiltersOf(parsedInput(landExportQuery, asQuery(filters)))));
      // exceljs stays out of the HTTP bundle: only memory mode loads it, and only here.
      const { reportWorkbook, reportFileName, XLSX_TYPE } = await import('../../xlsx/report-workbook');
      const bytes = await reportWorkbook(table);
      return { blob: new Blob([Uint8Array.from(bytes)], { type: XLSX_TYPE }), contentType: XLSX_TYPE, fileName: reportFileName(table, chinaToday(this.backend.now()) ?? '') };
    });
  }

  private call(): LandCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { filings: this.backend.filings, lands: this.backend.temporaryLands, dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString() };
  }

  private change(compute: (call: LandCall) => LandChanged): LandDetail {
    const { lands, value } = served(compute(this.call()));
    this.backend.temporaryLands = lands;
    return value;
  }
}
