import type { ServiceIdentifier } from 'inversify';
import type { FilingTypeCode } from '../domain/filing/filing-types';
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
} from '../domain/ledger/ledger-types';
import type { FileAuthorization } from './api/files.dto';
import type { Page } from './api/page.dto';
import type { DownloadedFile } from './process.port';

/**
 * 台账 (the catalogue, auto ledgers, statistics, opinions, export). Refusals reject with an
 * ApiFailure: 400 with the field's message, 403 outside the caller's jurisdiction or not theirs,
 * 404 unknown, 409 a stale catalogue save.
 */
export interface LedgerApi {
  cycles(): Promise<LedgerCycleOption[]>;
  depts(): Promise<LedgerDept[]>;
  ledger(id: string): Promise<LedgerRow>;
  /** Where a tz event opens (SPEC section 2). */
  one(id: string): Promise<LedgerRow>;
  page(query: LedgerQuery): Promise<Page<LedgerRow>>;
  save(id: string, body: LedgerSave): Promise<LedgerRow>;
  setInterest(id: string, on: boolean): Promise<LedgerRow>;
  range(keyTypeCode: FilingTypeCode, query: LedgerRangeQuery): Promise<LedgerRangeAnswer>;
  detail(instance: LedgerInstance): Promise<LedgerDetail>;
  saveCustom(body: LedgerCustomSave): Promise<LedgerCustomStat>;
  deleteCustom(id: string): Promise<void>;
  exportDetail(instance: LedgerInstance): Promise<DownloadedFile>;
  opinions(ledgerId: string, instanceKey: string): Promise<LedgerOpinionView[]>;
  addOpinion(ledgerId: string, instanceKey: string, content: string): Promise<LedgerOpinionView>;
  deleteOpinion(id: string): Promise<void>;
  /** The signature and permissions for a ledger instance's files (GET /api/tz/author/file/signature). */
  fileAuthorization(keyNumGather: string): Promise<FileAuthorization>;
}
export const LedgerApi = Symbol.for('LedgerApi') as ServiceIdentifier<LedgerApi>;
