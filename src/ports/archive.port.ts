import type { ServiceIdentifier } from 'inversify';
import type {
  ArchiveDecision,
  ArchiveDetail,
  ArchiveEdit,
  ArchiveQuery,
  ArchiveRejection,
  ArchiveRow,
  ArchiveSave,
  LoanDetail,
  LoanQuery,
  LoanRequest,
  LoanRow,
} from '../domain/archive/archive-types';
import type { Page } from './api/page.dto';

/**
 * 档案. Refusals reject with an ApiFailure: 404 a record or loan outside the caller's jurisdiction
 * (its existence does not leak), 400 with the fields' messages (body.fieldProblems), 403 an act of
 * someone else's, 409 a stale version or a loan the rules refuse (on loan, 密级 too high).
 */
export interface ArchiveApi {
  archives(query: ArchiveQuery): Promise<Page<ArchiveRow>>;
  archive(id: string): Promise<ArchiveDetail>;
  /** 入库登记: numbered at once with the next 件号 of its series. */
  register(body: ArchiveSave): Promise<ArchiveDetail>;
  update(body: ArchiveEdit): Promise<ArchiveDetail>;
  moveOut(body: ArchiveRejection): Promise<ArchiveDetail>;
  loans(query: LoanQuery): Promise<Page<LoanRow>>;
  /** The caller's own loans past due. */
  overdue(): Promise<LoanRow[]>;
  loan(id: string): Promise<LoanDetail>;
  requestLoan(body: LoanRequest): Promise<LoanDetail>;
  approveLoan(body: ArchiveDecision): Promise<LoanDetail>;
  rejectLoan(body: ArchiveRejection): Promise<LoanDetail>;
  returnLoan(body: ArchiveDecision): Promise<LoanDetail>;
}
export const ArchiveApi = Symbol.for('ArchiveApi') as ServiceIdentifier<ArchiveApi>;
