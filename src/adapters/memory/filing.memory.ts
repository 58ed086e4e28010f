import { inject, injectable } from 'inversify';
import { abateFiling, recallFiling, reportFiling, reviewFiling } from '../../domain/filing/service/flow';
import { applyWithdrawal, decideWithdrawal, withdrawalRows } from '../../domain/filing/service/withdrawal';
import { checkStoredFiling, filingDetail, filingHistory, filingSubParams } from '../../domain/filing/service/detail';
import { deleteFiling, saveFiling } from '../../domain/filing/service/save';
import { filingList } from '../../domain/filing/service/list';
import { importFilings, rowsOfFile, type WorksheetReader } from '../../domain/filing/service/import';
import { licenseIndex, licenseOf } from '../../domain/filing/service/license';
import type { FilingCall, FilingChanged, FilingServed } from '../../domain/filing/service/types';
import { chinaToday } from '../../domain/filing/calendar-date';
import { storageKeys } from '../../domain/session/storage-keys';
import type {
  DataCheckFailureBody,
  FieldProblem,
  FilingDetail,
  FilingHistoryRow,
  FilingListName,
  FilingListQuery,
  FilingReviewBody,
  FilingRow,
  FilingSaveBody,
  FilingSubParams,
  FilingTypeCode,
  ImportReport,
  LicenseIndex,
  LicenseInfo,
  WithdrawalRow,
} from '../../ports/api/filing.dto';
import {
  cancelBody,
  checkParams,
  checkStatusQuery,
  commonParams,
  commonQuery,
  idParams,
  keyBody,
  keyParams,
  keyQuery,
  keyVersionBody,
  licenseIndexBody,
  listBody,
  listParams,
  listQueryOf,
  reviewBody,
  saveBodyShape,
  shapedSaveBody,
  typeParams,
  versionBody,
  withdrawBody,
} from '../../ports/api/filing.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { FilingApi } from '../../ports/filing.port';
import { BackendFault } from './backend-fault';
import { statusError } from './memory-refusal';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput as input } from './memory-input';

/** The service's answer, or its refusal thrown as the HTTP error the mock server would answer (problems included). */
function unwrap<T>(result: FilingServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, problems } = result.error;
  if (problems !== undefined) {
    const body: DataCheckFailureBody = { code: 400, msg: message, error: 'bad_request', error_description: message, problems };
    throw new BackendFault({ kind: 'http', status: 400, body });
  }
  throw statusError(status, message);
}

/** exceljs is large: it is fetched in a chunk of its own only when someone imports an .xlsx file. */
const readWorksheet: WorksheetReader = async (bytes) => (await import('../../xlsx/worksheet-table')).worksheetTable(bytes);

/** FilingApi on the in-memory backend: the same filing service as the mock server. */
@injectable()
export class MemoryFilingApi implements FilingApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(listName: FilingListName, query: FilingListQuery): Promise<Page<FilingRow>> {
    return this.read((call) => filingList(call, input(listParams, { listName }).listName, listQueryOf(input(listBody, query))));
  }

  detail(keyNumGather: string): Promise<FilingDetail> {
    return this.read((call) => filingDetail(call, input(keyParams, { keyNumGather }).keyNumGather));
  }

  save(body: FilingSaveBody): Promise<FilingDetail> {
    return this.change((call) => saveFiling(call, unwrap(shapedSaveBody(input(saveBodyShape, body)))));
  }

  report(keyNumGather: string, version: number): Promise<FilingDetail> {
    return this.change((call) => reportFiling(call, input(idParams, { id: keyNumGather }).id, input(versionBody, { version })));
  }

  review(keyNumGather: string, body: FilingReviewBody): Promise<FilingDetail> {
    return this.change((call) => reviewFiling(call, input(idParams, { id: keyNumGather }).id, input(reviewBody, body)));
  }

  async remove(keyNumGather: string, version: number): Promise<void> {
    await this.change((call) => deleteFiling(call, input(keyVersionBody, { keyNumGather, version })));
  }

  recall(keyNumGather: string, version: number): Promise<FilingDetail> {
    return this.change((call) => recallFiling(call, input(idParams, { id: keyNumGather }).id, input(versionBody, { version })));
  }

  abate(keyNumGather: string, version: number, reason: string): Promise<FilingDetail> {
    return this.change((call) => abateFiling(call, input(cancelBody, { keyNumGather, version, reason })));
  }

  history(keyNumGather: string): Promise<FilingHistoryRow[]> {
    return this.read((call) => filingHistory(call, input(keyQuery, { keyNumGather }).keyNumGather), true);
  }

  check(keyTypeCode: FilingTypeCode, keyNumGather: string): Promise<FieldProblem[]> {
    return this.read((call) => {
      const { a, b } = input(checkParams, { a: keyTypeCode, b: keyNumGather });
      return checkStoredFiling(call, a, b);
    }).then((problems) => [...problems]);
  }

  importFile(keyTypeCode: FilingTypeCode, file: Blob): Promise<ImportReport> {
    return this.runner.run(async () => {
      this.call();
      input(typeParams, { id: keyTypeCode });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const rows = await rowsOfFile(file instanceof File ? file.name : 'import.json', bytes, readWorksheet);
      if (!rows.ok) throw statusError(rows.error.status, rows.error.message);
      return this.apply((call) => importFilings(call, keyTypeCode, rows.value));
    });
  }

  applyWithdrawal(keyNumGather: string, version: number, reason: string): Promise<FilingDetail> {
    return this.change((call) => applyWithdrawal(call, input(idParams, { id: keyNumGather }).id, input(withdrawBody, { version, reason })));
  }

  withdrawals(): Promise<WithdrawalRow[]> {
    return this.read((call) => withdrawalRows(call));
  }

  decideWithdrawal(keyNumGather: string, version: number, checkStatus: 1 | 2): Promise<FilingDetail> {
    return this.change((call) => {
      const { id } = input(idParams, { id: keyNumGather });
      input(checkStatusQuery, { checkStatus: String(checkStatus) });
      return decideWithdrawal(call, id, checkStatus, input(versionBody, { version }).version);
    });
  }

  createLicense(keyNumGather: string, version: number): Promise<FilingDetail> {
    return this.change((call) => {
      const checked = input(keyVersionBody, { keyNumGather, version });
      return reviewFiling(call, checked.keyNumGather, { version: checked.version, decision: 'pass' });
    });
  }

  license(keyNumGather: string): Promise<LicenseInfo> {
    return this.read((call) => licenseOf(call, input(keyBody, { keyNumGather }).keyNumGather));
  }

  licenseIndex(keyTypeCode: FilingTypeCode): Promise<LicenseIndex> {
    return this.read((call) => licenseIndex(call, input(typeParams, { id: keyTypeCode }).id, Number((chinaToday(Date.parse(call.at)) ?? call.at).slice(0, 4))));
  }

  licenseMax(keyTypeCode: FilingTypeCode, year: number): Promise<LicenseIndex> {
    return this.read((call) => {
      const checked = input(licenseIndexBody, { keyTypeCode, year });
      return licenseIndex(call, checked.keyTypeCode, checked.year);
    });
  }

  subParams(key: string, type: 2 | 4): Promise<FilingSubParams> {
    return this.read((call) => {
      const checked = input(commonParams, { key }).key;
      return filingSubParams(call, checked, input(commonQuery, { type: String(type) }).type === '2' ? 2 : 4);
    });
  }

  private call(): FilingCall {
    const account = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { book: this.backend.filings, dir: { users, departments, divisions }, userId: account.userId, at: new Date(this.backend.now()).toISOString() };
  }

  private read<T>(query: (call: FilingCall) => FilingServed<T>, silent = false): Promise<T> {
    return this.runner.run(() => unwrap(query(this.call())), { silent });
  }

  /** Computed and stored in one synchronous step, so two calls are applied one after the other. */
  private apply<T>(compute: (call: FilingCall) => FilingChanged<T>): T {
    const { book, value } = unwrap(compute(this.call()));
    this.backend.filings = book;
    return value;
  }

  private change<T>(compute: (call: FilingCall) => FilingChanged<T>): Promise<T> {
    return this.runner.run(() => this.apply(compute));
  }
}
