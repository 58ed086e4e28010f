import type {
  AbatementBody,
  FieldProblem,
  FilingDeleteBody,
  FilingDetail,
  FilingHistoryRow,
  FilingListName,
  FilingListQuery,
  FilingReviewBody,
  FilingRow,
  FilingSaveBody,
  FilingSubParams,
  FilingTypeCode,
  FilingVersionBody,
  ImportReport,
  LicenseIndex,
  LicenseInfo,
  LicenseKeyBody,
  LicenseMaxBody,
  WithdrawalApplyBody,
  WithdrawalRow,
} from './filing.dto';
import type { Page } from './page.dto';

/**
 * SPEC section 7, Operations (/api/op): the filing calls of issue 5. Where SPEC does not show a
 * path (lists, detail, save, report, review, common parameters) the path is ours. Every change
 * carries the version the user saw (409 when someone else changed it) and answers the record as
 * it now is; a failed data check is a 400 whose body carries `problems` (problemsOfBody).
 */
export interface FilingEndpoints {
  'POST /api/op/filing/list/:listName': { params: { listName: FilingListName }; body: FilingListQuery; data: Page<FilingRow> };
  'GET /api/op/filing/detail/:keyNumGather': { params: { keyNumGather: string }; data: FilingDetail };
  /** Without keyNumGather: a new draft in the user's division. Drafts are saved without the data check. */
  'POST /api/op/filing/save': { body: FilingSaveBody; data: FilingDetail };
  'POST /api/op/filing/report/:id': { params: { id: string }; body: FilingVersionBody; data: FilingDetail };
  'POST /api/op/filing/review/:id': { params: { id: string }; body: FilingReviewBody; data: FilingDetail };
  'POST /api/op/handle/delete': { body: FilingDeleteBody; data: null };
  /** 撤回: the reporter takes a reported record back while nobody has reviewed it. */
  'POST /api/op/backflow/:id': { params: { id: string }; body: FilingVersionBody; data: FilingDetail };
  /** 核销 of a filed 临时用地 whose land has been restored. */
  'POST /api/op/form/datas/abatement': { body: AbatementBody; data: FilingDetail };
  'GET /api/op/history/entity': { query: { keyNumGather: string }; data: FilingHistoryRow[] };
  /** a = keyTypeCode, b = keyNumGather: the stored record's problems, [] when it passes. */
  'GET /api/op/dataCheck/checkFormData/:a/:b': { params: { a: FilingTypeCode; b: string }; data: FieldProblem[] };
  /** id = keyTypeCode; in the multipart part "file": by its name an Excel .xlsx (first sheet) or a UTF-8 .csv whose first line names the fields (or their Chinese labels), otherwise JSON (an array of records, or { rows: [...] }). */
  'POST /api/op/importProject/:id': { params: { id: FilingTypeCode }; files: { file: Blob }; data: ImportReport };

  'POST /api/op/tuijuan/shenqing/:id': { params: { id: string }; body: WithdrawalApplyBody; data: FilingDetail };
  'GET /api/op/tuijuan/getCheckData': { data: WithdrawalRow[] };
  'POST /api/op/tuijuan/shenqingpass/:id': { params: { id: string }; query: { checkStatus: '1' | '2' }; body: FilingVersionBody; data: FilingDetail };

  /** The province files a reported record: the same step as review with decision pass. */
  'POST /api/op/license/createOpLicense': { body: LicenseKeyBody & FilingVersionBody; data: FilingDetail };
  'POST /api/op/license/getOpLicense': { body: LicenseKeyBody; data: LicenseInfo };
  /** id = keyTypeCode; the ledger of the current year (China time). */
  'GET /api/op/license/getOpLicenseIndex/:id': { params: { id: FilingTypeCode }; data: LicenseIndex };
  'POST /api/op/license/getOpLicenseMax': { body: LicenseMaxBody; data: LicenseIndex };

  /** The common-parameters call (SPEC section 2, uid link): type 2 to be reported, 4 reported; empty body. */
  'POST /api/op/common/params/:key': { params: { key: string }; query: { type: '2' | '4' }; data: FilingSubParams };
}
