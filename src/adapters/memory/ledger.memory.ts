import { inject, injectable } from 'inversify';
import { chinaToday } from '../../domain/filing/calendar-date';
import type { FilingTypeCode } from '../../domain/filing/filing-types';
import type { LedgerCall, LedgerChanged, LedgerServed } from '../../domain/ledger/ledger-call';
import { ledgerDetail, ledgerRange } from '../../domain/ledger/ledger-detail';
import { opinionNotices } from '../../domain/ledger/ledger-notices';
import { addOpinion, deleteCustom, deleteOpinion, ledgerOpinions, saveCustom } from '../../domain/ledger/ledger-opinions';
import { ledgerCycles, ledgerDepts, ledgerOne, ledgerPage, saveLedger, setInterest } from '../../domain/ledger/ledger-service';
import type {
  LedgerCustomSave,
  LedgerCustomStat,
  LedgerCycleOption,
  LedgerDept,
  LedgerDetail,
  LedgerInstance,
  LedgerOpinionView,
  LedgerQuery,
  LedgerRangeAnswer,
  LedgerRangeQuery,
  LedgerRow,
  LedgerSave,
} from '../../domain/ledger/ledger-types';
import { storageKeys } from '../../domain/session/storage-keys';
import { authorizeLedgerFiles, signaturePayload } from '../../domain/files/file-service';
import type { FileAuthorization } from '../../ports/api/files.dto';
import { fileKeyQuery } from '../../ports/api/files.schema';
import type { Page } from '../../ports/api/page.dto';
import { ledgerCustomBody, ledgerIdParams, ledgerInstanceBody, ledgerPageBody, ledgerRangeBody, ledgerSaveBody, opinionBody, opinionParams, rangeParams } from '../../ports/api/tz.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { LedgerApi } from '../../ports/ledger.port';
import type { DownloadedFile } from '../../ports/process.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { statusError } from './memory-refusal';
import { ledgerBookOf, storeLedgerBook } from './memory-ledgers';
import { memoryFileCall } from './memory-file-call';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

function unwrap<T>(result: LedgerServed<T>): T {
  if (result.ok) return result.value;
  throw statusError(result.error.status, result.error.message);
}

/** LedgerApi on the in-memory backend: the same ledger service as the mock server. */
@injectable()
export class MemoryLedgerApi implements LedgerApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  cycles(): Promise<LedgerCycleOption[]> {
    return this.read(ledgerCycles);
  }

  depts(): Promise<LedgerDept[]> {
    return this.read(ledgerDepts);
  }

  ledger(id: string): Promise<LedgerRow> {
    return this.read((call) => ledgerOne(call, parsedInput(ledgerIdParams, { id }).id));
  }

  one(id: string): Promise<LedgerRow> {
    return this.ledger(id);
  }

  page(query: LedgerQuery): Promise<Page<LedgerRow>> {
    return this.read((call) => ledgerPage(call, parsedInput(ledgerPageBody, query)));
  }

  save(id: string, body: LedgerSave): Promise<LedgerRow> {
    return this.change((call) => saveLedger(call, parsedInput(ledgerIdParams, { id }).id, parsedInput(ledgerSaveBody, body)));
  }

  setInterest(id: string, on: boolean): Promise<LedgerRow> {
    return this.change((call) => setInterest(call, parsedInput(ledgerIdParams, { id }).id, on));
  }

  range(keyTypeCode: FilingTypeCode, query: LedgerRangeQuery): Promise<LedgerRangeAnswer> {
    return this.read((call) => ledgerRange(call, parsedInput(rangeParams, { keyTypeCode }).keyTypeCode, parsedInput(ledgerRangeBody, query)));
  }

  detail(instance: LedgerInstance): Promise<LedgerDetail> {
    return this.read((call) => ledgerDetail(call, parsedInput(ledgerInstanceBody, instance)));
  }

  saveCustom(body: LedgerCustomSave): Promise<LedgerCustomStat> {
    return this.change((call) => saveCustom(call, parsedInput(ledgerCustomBody, body)));
  }

  async deleteCustom(id: string): Promise<void> {
    await this.change((call) => deleteCustom(call, parsedInput(ledgerIdParams, { id }).id));
  }

  exportDetail(instance: LedgerInstance): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const detail = unwrap(ledgerDetail(this.call(), parsedInput(ledgerInstanceBody, instance)));
      // exceljs stays out of the HTTP bundle: only memory mode loads it, and only here.
      const { reportWorkbook, reportFileName, XLSX_TYPE } = await import('../../xlsx/report-workbook');
      const bytes = await reportWorkbook(detail.table);
      return { blob: new Blob([Uint8Array.from(bytes)], { type: XLSX_TYPE }), contentType: XLSX_TYPE, fileName: reportFileName(detail.table, chinaToday(this.backend.now()) ?? '') };
    });
  }

  opinions(ledgerId: string, instanceKey: string): Promise<LedgerOpinionView[]> {
    return this.read((call) => {
      const params = parsedInput(opinionParams, { ledgerId, instanceKey });
      return ledgerOpinions(call, params.ledgerId, params.instanceKey);
    });
  }

  addOpinion(ledgerId: string, instanceKey: string, content: string): Promise<LedgerOpinionView> {
    return this.change((call) => {
      const params = parsedInput(opinionParams, { ledgerId, instanceKey });
      return addOpinion(call, params.ledgerId, params.instanceKey, parsedInput(opinionBody, { content }));
    });
  }

  async deleteOpinion(id: string): Promise<void> {
    await this.change((call) => deleteOpinion(call, parsedInput(ledgerIdParams, { id }).id));
  }

  fileAuthorization(keyNumGather: string): Promise<FileAuthorization> {
    return this.runner.run(() => {
      const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
      const grant = authorizeLedgerFiles(memoryFileCall(this.backend, userId), parsedInput(fileKeyQuery, { keyNumGather }).keyNumGather);
      if (!grant.ok) throw statusError(grant.error.status, grant.error.message);
      return { signature: this.backend.files.sign(signaturePayload(grant.value)), filePermissionVo: grant.value };
    }, quiet);
  }

  private read<T>(serve: (call: LedgerCall) => LedgerServed<T>): Promise<T> {
    return this.runner.run(() => unwrap(serve(this.call())), quiet);
  }

  private change<T>(serve: (call: LedgerCall) => LedgerChanged<T>): Promise<T> {
    return this.runner.run(() => {
      const call = this.call();
      const { book, value } = unwrap(serve(call));
      storeLedgerBook(this.backend, book);
      for (const n of opinionNotices(call.book, book, call.dir, call.userId)) this.backend.push.deliverTo(n.userId, n.event);
      return value;
    }, quiet);
  }

  private call(): LedgerCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    const book = ledgerBookOf(this.backend);
    return { dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), book, filings: this.backend.filings.filings };
  }
}
