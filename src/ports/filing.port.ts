import type { ServiceIdentifier } from 'inversify';
import type {
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
} from './api/filing.dto';
import { problemsOfBody } from './api/filing.dto';
import type { Page } from './api/page.dto';
import { isApiFailure } from './api-failure';

/**
 * Filings (SPEC section 7, op). Refusals reject with an ApiFailure whose message is the server's
 * Chinese reason: 403 another division's record, 409 someone else changed it (the caller keeps
 * the user's edits), 400 a failed data check whose problems fieldProblemsOf() reads.
 */
export interface FilingApi {
  list(listName: FilingListName, query: FilingListQuery): Promise<Page<FilingRow>>;
  detail(keyNumGather: string): Promise<FilingDetail>;
  save(body: FilingSaveBody): Promise<FilingDetail>;
  report(keyNumGather: string, version: number): Promise<FilingDetail>;
  review(keyNumGather: string, body: FilingReviewBody): Promise<FilingDetail>;
  remove(keyNumGather: string, version: number): Promise<void>;
  recall(keyNumGather: string, version: number): Promise<FilingDetail>;
  abate(keyNumGather: string, version: number, reason: string): Promise<FilingDetail>;
  history(keyNumGather: string): Promise<FilingHistoryRow[]>;
  check(keyTypeCode: FilingTypeCode, keyNumGather: string): Promise<FieldProblem[]>;
  importFile(keyTypeCode: FilingTypeCode, file: Blob): Promise<ImportReport>;

  applyWithdrawal(keyNumGather: string, version: number, reason: string): Promise<FilingDetail>;
  withdrawals(): Promise<WithdrawalRow[]>;
  decideWithdrawal(keyNumGather: string, version: number, checkStatus: 1 | 2): Promise<FilingDetail>;

  createLicense(keyNumGather: string, version: number): Promise<FilingDetail>;
  license(keyNumGather: string): Promise<LicenseInfo>;
  licenseIndex(keyTypeCode: FilingTypeCode): Promise<LicenseIndex>;
  licenseMax(keyTypeCode: FilingTypeCode, year: number): Promise<LicenseIndex>;

  subParams(key: string, type: 2 | 4): Promise<FilingSubParams>;
}
export const FilingApi = Symbol.for('FilingApi') as ServiceIdentifier<FilingApi>;

/** The field problems of a failed report (400 data check), or undefined for any other failure. */
export function fieldProblemsOf(error: unknown): readonly FieldProblem[] | undefined {
  if (!isApiFailure(error) || error.failure.kind !== 'http' || error.failure.status !== 400) return undefined;
  return problemsOfBody(error.failure.body);
}
