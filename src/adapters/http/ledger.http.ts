import { inject, injectable } from 'inversify';
import type { FilingTypeCode } from '../../domain/filing/filing-types';
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
import type { FileAuthorization } from '../../ports/api/files.dto';
import type { Page } from '../../ports/api/page.dto';
import type { LedgerApi } from '../../ports/ledger.port';
import type { DownloadedFile } from '../../ports/process.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** LedgerApi over HTTP. */
@injectable()
export class HttpLedgerApi implements LedgerApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  cycles(): Promise<LedgerCycleOption[]> {
    return this.api.call('GET /api/tz/list/cycle', {}, quiet);
  }

  depts(): Promise<LedgerDept[]> {
    return this.api.call('GET /api/tz/list/dept', {}, quiet);
  }

  ledger(id: string): Promise<LedgerRow> {
    return this.api.call('GET /api/tz/list/:id', { params: { id } }, quiet);
  }

  one(id: string): Promise<LedgerRow> {
    return this.api.call('GET /api/tz/list/one/:id', { params: { id } }, quiet);
  }

  page(query: LedgerQuery): Promise<Page<LedgerRow>> {
    return this.api.call('POST /api/tz/list/page', { body: query }, quiet);
  }

  save(id: string, body: LedgerSave): Promise<LedgerRow> {
    return this.api.call('PUT /api/tz/list/:id', { params: { id }, body }, quiet);
  }

  setInterest(id: string, on: boolean): Promise<LedgerRow> {
    return on ? this.api.call('POST /api/tz/interest/:id', { params: { id } }, quiet) : this.api.call('DELETE /api/tz/interest/:id', { params: { id } }, quiet);
  }

  range(keyTypeCode: FilingTypeCode, query: LedgerRangeQuery): Promise<LedgerRangeAnswer> {
    return this.api.call('POST /api/tz/statistic/range/:keyTypeCode', { params: { keyTypeCode }, body: query }, quiet);
  }

  detail(instance: LedgerInstance): Promise<LedgerDetail> {
    return this.api.call('POST /api/tz/statistic', { body: instance }, quiet);
  }

  saveCustom(body: LedgerCustomSave): Promise<LedgerCustomStat> {
    return this.api.call('POST /api/tz/custom', { body }, quiet);
  }

  async deleteCustom(id: string): Promise<void> {
    await this.api.call('DELETE /api/tz/custom/:id', { params: { id } }, quiet);
  }

  exportDetail(instance: LedgerInstance): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'POST /api/tz/info/export', { data: instance }, 'ledger.xlsx');
  }

  opinions(ledgerId: string, instanceKey: string): Promise<LedgerOpinionView[]> {
    return this.api.call('GET /api/tz/opinion/:ledgerId/:instanceKey', { params: { ledgerId, instanceKey } }, quiet);
  }

  addOpinion(ledgerId: string, instanceKey: string, content: string): Promise<LedgerOpinionView> {
    return this.api.call('POST /api/tz/opinion/:ledgerId/:instanceKey', { params: { ledgerId, instanceKey }, body: { content } }, quiet);
  }

  async deleteOpinion(id: string): Promise<void> {
    await this.api.call('DELETE /api/tz/opinion/:id', { params: { id } }, quiet);
  }

  fileAuthorization(keyNumGather: string): Promise<FileAuthorization> {
    return this.api.call('GET /api/tz/author/file/signature', { query: { keyNumGather } }, quiet);
  }
}
