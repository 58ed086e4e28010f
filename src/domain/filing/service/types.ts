import type { Directory, ServiceFailure } from '../../affair/service/types';
import type { Result } from '../../shared/result';
import type { FieldProblem } from '../data-check';
import type { NumberLedger } from '../filing-number';
import type { FilingData, FilingTypeCode } from '../filing-types';
import type { FilingHistoryEntry } from '../history';
import type { FilingStatus, WithdrawalState } from '../lifecycle';
import type { ReviewLevel } from '../wire';
import type { PageOf } from '../../shared/paging';

export type { Directory } from '../../affair/service/types';

/** A filing as db.json and the memory backend keep it. */
export interface StoredFiling {
  readonly keyNumGather: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly divisionCode: string;
  readonly status: FilingStatus;
  /** For reported records: who reviews next. */
  readonly reviewLevel?: ReviewLevel;
  readonly withdrawal: WithdrawalState;
  readonly returnOpinion?: string;
  readonly withdrawalReason?: string;
  readonly withdrawalAppliedAt?: string;
  readonly withdrawalAppliedBy?: string;
  readonly filingNumber?: string;
  readonly data: FilingData;
  readonly version: number;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The first time it was reported (yyyy-MM-dd China time): 超时 is judged on it. */
  readonly reportedOn?: string;
  readonly reportedAt?: string;
  readonly filedAt?: string;
  readonly abatedAt?: string;
  readonly abatementReason?: string;
  readonly history: readonly FilingHistoryEntry[];
}

/** Every filing, the filing-number ledger and the sequence that names new records. */
export interface FilingBook {
  readonly filings: readonly StoredFiling[];
  readonly ledger: NumberLedger;
  readonly sequence: number;
}

/** A refusal; `problems` is set when the data check failed (400). */
export interface FilingFailure extends ServiceFailure {
  readonly problems?: readonly FieldProblem[];
}
export type FilingServed<T> = Result<T, FilingFailure>;
export type FilingChanged<T> = FilingServed<{ readonly book: FilingBook; readonly value: T }>;

/** What every call receives besides its own input. */
export interface FilingCall {
  readonly book: FilingBook;
  readonly dir: Directory;
  readonly userId: string;
  /** The clock as an ISO instant: the service never reads a clock itself. */
  readonly at: string;
}

export type FilingPage<T> = PageOf<T>;
