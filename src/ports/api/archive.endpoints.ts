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
import type { Page } from './page.dto';

/** 档案 (our own calls under /api/archive). 404 hides records outside the caller's jurisdiction. */
export interface ArchiveEndpoints {
  'GET /api/archive/list': { query: ArchiveQuery; data: Page<ArchiveRow> };
  'GET /api/archive/details': { query: { readonly id: string }; data: ArchiveDetail };
  'POST /api/archive/register': { body: ArchiveSave; data: ArchiveDetail };
  'POST /api/archive/update': { body: ArchiveEdit; data: ArchiveDetail };
  'POST /api/archive/out': { body: ArchiveRejection; data: ArchiveDetail };
  'GET /api/archive/loan/list': { query: LoanQuery; data: Page<LoanRow> };
  'GET /api/archive/loan/overdue': { data: LoanRow[] };
  'GET /api/archive/loan/details': { query: { readonly id: string }; data: LoanDetail };
  'POST /api/archive/loan/request': { body: LoanRequest; data: LoanDetail };
  'POST /api/archive/loan/approve': { body: ArchiveDecision; data: LoanDetail };
  'POST /api/archive/loan/reject': { body: ArchiveRejection; data: LoanDetail };
  'POST /api/archive/loan/return': { body: ArchiveDecision; data: LoanDetail };
}
