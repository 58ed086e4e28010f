import type { FilingTypeCode } from '../../domain/filing/filing-types';
import type {
  LedgerCustomSave,
  LedgerCustomStat,
  LedgerCycleOption,
  LedgerDept,
  LedgerDetail,
  LedgerInstance,
  LedgerOpinionSave,
  LedgerOpinionView,
  LedgerQuery,
  LedgerRangeAnswer,
  LedgerRangeQuery,
  LedgerRow,
  LedgerSave,
} from '../../domain/ledger/ledger-types';
import type { BinaryPayload } from './envelope';
import type { FileAuthorization } from './files.dto';
import type { Page } from './page.dto';

/**
 * 台账 (SPEC section 7, /api/tz) apart from the manual ledgers. A division outside the caller's
 * jurisdiction is 403 (divisions are public, so naming one leaks nothing); 409 refuses a stale save.
 */
export interface TzEndpoints {
  'GET /api/tz/list/cycle': { data: LedgerCycleOption[] };
  'GET /api/tz/list/dept': { data: LedgerDept[] };
  'GET /api/tz/list/:id': { params: { id: string }; data: LedgerRow };
  /** The same row; tz events read it to know where to open (SPEC section 2). */
  'GET /api/tz/list/one/:id': { params: { id: string }; data: LedgerRow };
  'POST /api/tz/list/page': { body: LedgerQuery; data: Page<LedgerRow> };
  'PUT /api/tz/list/:id': { params: { id: string }; body: LedgerSave; data: LedgerRow };
  'POST /api/tz/interest/:id': { params: { id: string }; data: LedgerRow };
  'DELETE /api/tz/interest/:id': { params: { id: string }; data: LedgerRow };
  'POST /api/tz/statistic/range/:keyTypeCode': { params: { keyTypeCode: FilingTypeCode }; body: LedgerRangeQuery; data: LedgerRangeAnswer };
  /** The department detail of an auto ledger instance. */
  'POST /api/tz/statistic': { body: LedgerInstance; data: LedgerDetail };
  'POST /api/tz/custom': { body: LedgerCustomSave; data: LedgerCustomStat };
  'DELETE /api/tz/custom/:id': { params: { id: string }; data: null };
  /** The department detail as .xlsx with its title and 合计. */
  'POST /api/tz/info/export': { body: LedgerInstance; data: BinaryPayload };
  'GET /api/tz/opinion/:ledgerId/:instanceKey': { params: { ledgerId: string; instanceKey: string }; data: LedgerOpinionView[] };
  'POST /api/tz/opinion/:ledgerId/:instanceKey': { params: { ledgerId: string; instanceKey: string }; body: LedgerOpinionSave; data: LedgerOpinionView };
  'DELETE /api/tz/opinion/:id': { params: { id: string }; data: null };
  /** The file authorization of a ledger instance's files, shaped as the process's (signature, filePermissionVo). */
  'GET /api/tz/author/file/signature': { query: { keyNumGather: string }; data: FileAuthorization };
}
