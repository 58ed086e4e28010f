import type { FieldProblem } from './data-check';
import type { FilingData, FilingTypeCode } from './filing-types';
import type { FilingHistoryAction } from './history';
import type { FilingStatus, WithdrawalState } from './lifecycle';

/** The DTOs of the filing calls (/api/op), shared by the mock server, both adapters and the screens. */
export type { FieldProblem } from './data-check';
export type { FilingTypeCode } from './filing-types';
export type { FilingStatus } from './lifecycle';

/** Which level a reported record waits for: its city first (county records), then the province. */
export type ReviewLevel = 'city' | 'province';

/** The lists of issue 5: 待上报, 已上报, 已退回, 查询, and the reviewer's 待审核. */
export type FilingListName = 'toBeReported' | 'reported' | 'rollBack' | 'query' | 'toBeReviewed';
export const FILING_LIST_NAMES: readonly FilingListName[] = ['toBeReported', 'reported', 'rollBack', 'query', 'toBeReviewed'];

export const FILING_PAGE_SIZES = [15, 20, 30, 50] as const;
export type FilingPageSize = (typeof FILING_PAGE_SIZES)[number];

export type FilingSortField = 'approvalDate' | 'updatedAt' | 'projectName' | 'divisionCode' | 'filingNumber';

export interface FilingListQuery {
  readonly pageIndex: number;
  readonly pageSize: FilingPageSize;
  readonly keyTypeCode?: FilingTypeCode;
  /** A division at or below the user's own; its whole subtree is listed. */
  readonly divisionCode?: string;
  /** With divisionCode: only the records filed at that division itself, not below it (a 市本级 row of 区域统计). */
  readonly divisionOnly?: boolean;
  readonly status?: FilingStatus;
  /** Approval date range, yyyy-MM-dd, both inclusive. */
  readonly startDate?: string;
  readonly endDate?: string;
  /** Matched against the name, place, unit, approval number and filing number. */
  readonly text?: string;
  readonly overdueOnly?: boolean;
  readonly orderBy?: FilingSortField;
  readonly order?: 'asc' | 'desc';
}

/** One list row. */
export interface FilingRow {
  readonly keyNumGather: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly typeLabel: string;
  /** The project name, operator, applicant or household head: what the record is called. */
  readonly name: string;
  readonly place: string;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly approvalDate: string;
  readonly status: FilingStatus;
  readonly statusLabel: string;
  readonly reviewLevel?: ReviewLevel;
  readonly withdrawal: WithdrawalState;
  readonly overdue: boolean;
  /** The last day it may be reported without being 超时. */
  readonly deadline: string;
  readonly filingNumber?: string;
  readonly returnOpinion?: string;
  readonly reportedAt?: string;
  readonly updatedAt: string;
  readonly version: number;
}

/** What the signed-in user may do with a record now (the server enforces the same rules). */
export interface FilingAbilities {
  readonly edit: boolean;
  readonly report: boolean;
  readonly delete: boolean;
  readonly review: boolean;
  readonly recall: boolean;
  readonly applyWithdrawal: boolean;
  readonly decideWithdrawal: boolean;
  readonly abate: boolean;
}

export interface FilingDetail extends FilingRow {
  readonly data: FilingData;
  readonly createdBy: string;
  readonly createdByName: string;
  readonly createdAt: string;
  readonly withdrawalReason?: string;
  readonly filedAt?: string;
  readonly abatedAt?: string;
  readonly abatementReason?: string;
  readonly abilities: FilingAbilities;
}

/** Save a draft: no keyNumGather creates one in the user's division; otherwise version is the one the user edited. */
export interface FilingSaveBody {
  readonly keyNumGather?: string;
  readonly version?: number;
  readonly data: FilingData;
}

/** Every change carries the version the user saw. */
export interface FilingVersionBody {
  readonly version: number;
}

export interface FilingDeleteBody extends FilingVersionBody {
  readonly keyNumGather: string;
}

export interface FilingReviewBody extends FilingVersionBody {
  readonly decision: 'pass' | 'return';
  /** Required when returning. */
  readonly opinion?: string;
}

export interface WithdrawalApplyBody extends FilingVersionBody {
  readonly reason: string;
}

export interface AbatementBody extends FilingVersionBody {
  readonly keyNumGather: string;
  readonly reason: string;
}

/** A pending or decided 退卷申请 as the province's check list shows it (tuijuan/getCheckData). */
export interface WithdrawalRow {
  readonly keyNumGather: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly name: string;
  readonly divisionName: string;
  readonly filingNumber: string;
  readonly reason: string;
  readonly appliedAt: string;
  readonly appliedBy: string;
  readonly state: WithdrawalState;
  readonly version: number;
}

/** A filing number as the license calls show it. */
export interface LicenseInfo {
  readonly keyNumGather: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly year: number;
  readonly sequence: number;
  readonly filingNumber: string;
}

/** The ledger position of a type and year: the last number issued (0 when none) and the next one. */
export interface LicenseIndex {
  readonly keyTypeCode: FilingTypeCode;
  readonly year: number;
  readonly last: number;
  readonly lastNumber?: string;
  readonly nextNumber: string;
}

export interface LicenseKeyBody {
  readonly keyNumGather: string;
}

export interface LicenseMaxBody {
  readonly keyTypeCode: FilingTypeCode;
  readonly year: number;
}

export interface FilingHistoryRow {
  readonly at: string;
  readonly userId: string;
  readonly userName: string;
  readonly action: FilingHistoryAction;
  readonly actionLabel: string;
  readonly fromStatus?: FilingStatus;
  readonly fromStatusLabel?: string;
  readonly toStatus?: FilingStatus;
  readonly toStatusLabel?: string;
  readonly changedFields: readonly string[];
  /** The Chinese labels of changedFields, in the same order. */
  readonly changedLabels: readonly string[];
  readonly note?: string;
}

/** importProject: each row of the file imported as a draft, or refused with every reason. */
export interface ImportReport {
  readonly imported: readonly { readonly row: number; readonly keyNumGather: string; readonly name: string }[];
  readonly refused: readonly { readonly row: number; readonly problems: readonly FieldProblem[] }[];
}

/** The common-parameters call (type 2 to be reported, 4 reported): what a details page needs, as subParams. */
export interface FilingSubParams {
  readonly keyNumGather: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly status: FilingStatus;
  readonly version: number;
  /** Where the details open: /toBeReported/details, /rollBack/details, /reported/details or /query/details. */
  readonly detailPath: string;
  /** 1 when the user may still edit and report (the to-be-reported page in edit mode), else 0. */
  readonly isAdvance: 0 | 1;
}

/** The body of a 400 whose data check failed: every problem, each on its field. */
export interface DataCheckFailureBody {
  readonly code: 400;
  readonly msg: string;
  readonly error: string;
  readonly error_description: string;
  readonly problems: readonly FieldProblem[];
}

/** The problems of a failed call's error body, or undefined when it is not a data-check failure. */
export function problemsOfBody(body: unknown): readonly FieldProblem[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const problems = (body as Record<string, unknown>)['problems'];
  if (!Array.isArray(problems)) return undefined;
  const valid = problems.filter(
    (p): p is FieldProblem => typeof p === 'object' && p !== null && typeof (p as Record<string, unknown>)['field'] === 'string' && typeof (p as Record<string, unknown>)['message'] === 'string',
  );
  return valid.length === problems.length ? valid : undefined;
}
