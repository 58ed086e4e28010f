import { inject, injectable } from 'inversify';
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
} from '../../domain/archive/archive-types';
import type { Page } from '../../ports/api/page.dto';
import type { ArchiveApi } from '../../ports/archive.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** ArchiveApi over HTTP. */
@injectable()
export class HttpArchiveApi implements ArchiveApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  archives(query: ArchiveQuery): Promise<Page<ArchiveRow>> {
    return this.api.call('GET /api/archive/list', { query }, quiet);
  }

  archive(id: string): Promise<ArchiveDetail> {
    return this.api.call('GET /api/archive/details', { query: { id } }, quiet);
  }

  register(body: ArchiveSave): Promise<ArchiveDetail> {
    return this.api.call('POST /api/archive/register', { body }, quiet);
  }

  update(body: ArchiveEdit): Promise<ArchiveDetail> {
    return this.api.call('POST /api/archive/update', { body }, quiet);
  }

  moveOut(body: ArchiveRejection): Promise<ArchiveDetail> {
    return this.api.call('POST /api/archive/out', { body }, quiet);
  }

  loans(query: LoanQuery): Promise<Page<LoanRow>> {
    return this.api.call('GET /api/archive/loan/list', { query }, quiet);
  }

  overdue(): Promise<LoanRow[]> {
    return this.api.call('GET /api/archive/loan/overdue', {}, quiet);
  }

  loan(id: string): Promise<LoanDetail> {
    return this.api.call('GET /api/archive/loan/details', { query: { id } }, quiet);
  }

  requestLoan(body: LoanRequest): Promise<LoanDetail> {
    return this.api.call('POST /api/archive/loan/request', { body }, quiet);
  }

  approveLoan(body: ArchiveDecision): Promise<LoanDetail> {
    return this.api.call('POST /api/archive/loan/approve', { body }, quiet);
  }

  rejectLoan(body: ArchiveRejection): Promise<LoanDetail> {
    return this.api.call('POST /api/archive/loan/reject', { body }, quiet);
  }

  returnLoan(body: ArchiveDecision): Promise<LoanDetail> {
    return this.api.call('POST /api/archive/loan/return', { body }, quiet);
  }
}
