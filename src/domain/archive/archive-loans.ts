import { ok } from '../shared/result';
import { callerOf, fail, invalid, nameOf, nextId, sees, todayOf, type ArchiveCall, type ArchiveChanged, type ArchiveServed, type Caller } from './archive-call';
import { dueDateProblem, isOverdue, loanRefusal } from './archive-loan-rules';
import { archiveMessages as m } from './archive-messages';
import { replaced, revisionOf, visibleArchive } from './archive-records';
import { keeperOf, loanDetailOf, loanRowOf } from './archive-view';
import { PURPOSE_MAX, REASON_MAX, type ArchiveBook, type LoanDetail, type LoanQuery, type LoanRequest, type LoanRow, type StoredArchive, type StoredLoan } from './archive-types';
import { type PageOf, pageOf } from '../shared/paging';

/** 借阅: request, approval by the owning unit's keeper, 归还, and the overdue reminder. */

function inRole(loan: StoredLoan, userId: string, role: LoanQuery['role']): boolean {
  switch (role) {
    case 'mine':
      return loan.borrowerId === userId;
    case 'approving':
      return loan.approverId === userId;
    default:
      return loan.borrowerId === userId || loan.approverId === userId;
  }
}

/** GET /api/archive/loan/list: the caller's loans and those they approve, overdue first, then newest. */
export function loanPage(call: ArchiveCall, query: LoanQuery): ArchiveServed<PageOf<LoanRow>> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const today = todayOf(call);
  const rows = call.archives.loans
    .filter((l) => inRole(l, call.userId, query.role) && (query.state === undefined || l.state === query.state))
    .sort((a, b) => Number(isOverdue(b, today)) - Number(isOverdue(a, today)) || b.requestedAt.localeCompare(a.requestedAt))
    .map((l) => loanRowOf(call, l, today));
  return ok(pageOf(rows, query.pageIndex, query.pageSize));
}

/** GET /api/archive/loan/overdue: the caller's own loans past due, for the reminder. */
export function overdueLoans(call: ArchiveCall): ArchiveServed<LoanRow[]> {
  const today = todayOf(call);
  return ok(call.archives.loans.filter((l) => l.borrowerId === call.userId && isOverdue(l, today)).map((l) => loanRowOf(call, l, today)));
}

/** Borrower, keeper, or anyone whose jurisdiction holds the record; others get the 404 of none. */
function visibleLoan(call: ArchiveCall, caller: Caller, id: string): ArchiveServed<StoredLoan> {
  const loan = call.archives.loans.find((l) => l.id === id);
  const record = call.archives.records.find((r) => r.id === loan?.archiveId);
  const mine = loan !== undefined && (loan.borrowerId === caller.userId || loan.approverId === caller.userId);
  return loan !== undefined && (mine || (record !== undefined && sees(caller, record.divisionCode))) ? ok(loan) : fail(404, m.loanNotFound);
}

export function loanDetail(call: ArchiveCall, id: string): ArchiveServed<LoanDetail> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const found = visibleLoan(call, caller.value, id);
  return found.ok ? ok(loanDetailOf(call, found.value, todayOf(call))) : found;
}

/** POST /api/archive/loan/request: a record within the caller's jurisdiction, not held, not above their clearance. */
export function requestLoan(call: ArchiveCall, body: LoanRequest): ArchiveChanged<LoanDetail> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const found = visibleArchive(call, caller.value, body.archiveId);
  if (!found.ok) return found;
  const today = todayOf(call);
  const problems: Record<string, string> = {};
  const purpose = body.purpose.trim();
  if (purpose === '') problems['purpose'] = m.purposeRequired;
  else if (purpose.length > PURPOSE_MAX) problems['purpose'] = m.purposeTooLong;
  const due = dueDateProblem(body.dueDate, today);
  if (due !== undefined) problems['dueDate'] = due;
  if (Object.keys(problems).length > 0) return invalid(problems);
  const refusal = loanRefusal(found.value, call.archives.loans, caller.value.clearance);
  if (refusal !== undefined) return fail(409, refusal);
  const approverId = keeperOf(call.dir, found.value.divisionCode);
  if (approverId === undefined) return fail(409, m.notApprover);
  const sequence = call.archives.sequence + 1;
  const loan: StoredLoan = {
    id: nextId('JY', sequence, today),
    archiveId: found.value.id,
    borrowerId: call.userId,
    approverId,
    purpose,
    dueDate: body.dueDate,
    state: 'pending',
    requestedAt: call.at,
    version: 1,
  };
  const archives: ArchiveBook = { ...call.archives, sequence, loans: [...call.archives.loans, loan] };
  return ok({ archives, value: loanDetailOf({ ...call, archives }, loan, today) });
}

const withLoan = (book: ArchiveBook, loan: StoredLoan): ArchiveBook => ({ ...book, loans: book.loans.map((l) => (l.id === loan.id ? loan : l)) });

/** The loan at the version read, or why not. */
function actingOn(call: ArchiveCall, id: string, version: number): ArchiveServed<{ caller: Caller; loan: StoredLoan; record: StoredArchive }> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const found = visibleLoan(call, caller.value, id);
  if (!found.ok) return found;
  if (found.value.version !== version) return fail(409, m.loanStale);
  const record = call.archives.records.find((r) => r.id === found.value.archiveId);
  return record === undefined ? fail(404, m.notFound) : ok({ caller: caller.value, loan: found.value, record });
}

/** A record moved to a new state, its history noting why. */
const moved = (call: ArchiveCall, record: StoredArchive, state: StoredArchive['state'], note: string): StoredArchive => {
  const changed: StoredArchive = { ...record, state, version: record.version + 1 };
  return { ...changed, history: [...changed.history, revisionOf(changed, call.at, call.userId, note)] };
};

/** POST /api/archive/loan/approve and /reject: only the keeper, only while pending. Clearance is judged again. */
export function decideLoan(call: ArchiveCall, id: string, version: number, approve: boolean, reason = ''): ArchiveChanged<LoanDetail> {
  const acting = actingOn(call, id, version);
  if (!acting.ok) return acting;
  const { loan, record } = acting.value;
  if (loan.approverId !== call.userId) return fail(403, m.notApprover);
  if (loan.state !== 'pending') return fail(409, m.notPending);
  const today = todayOf(call);
  if (!approve) {
    const why = reason.trim();
    if (why === '') return invalid({ reason: m.rejectReasonRequired });
    if (why.length > REASON_MAX) return invalid({ reason: m.reasonTooLong });
    const rejected: StoredLoan = { ...loan, state: 'rejected', rejectReason: why, decidedAt: call.at, version: loan.version + 1 };
    const archives = withLoan(call.archives, rejected);
    return ok({ archives, value: loanDetailOf({ ...call, archives }, rejected, today) });
  }
  const borrower = callerOf({ ...call, userId: loan.borrowerId });
  const others = call.archives.loans.filter((l) => l.id !== loan.id);
  const refusal = borrower.ok ? loanRefusal(record, others, borrower.value.clearance) : m.notApprover;
  if (refusal !== undefined) return fail(409, refusal);
  const lent: StoredLoan = { ...loan, state: 'lent', decidedAt: call.at, version: loan.version + 1 };
  const archives = replaced(withLoan(call.archives, lent), moved(call, record, 'lent', m.noteLent(nameOf(call.dir, loan.borrowerId))));
  return ok({ archives, value: loanDetailOf({ ...call, archives }, lent, today) });
}

/** POST /api/archive/loan/return: 归还 by the borrower or the keeper; a late return stays marked late. */
export function returnLoan(call: ArchiveCall, id: string, version: number): ArchiveChanged<LoanDetail> {
  const acting = actingOn(call, id, version);
  if (!acting.ok) return acting;
  const { loan, record } = acting.value;
  if (loan.borrowerId !== call.userId && loan.approverId !== call.userId) return fail(403, m.notBorrowerOrKeeper);
  if (loan.state !== 'lent') return fail(409, m.notLent);
  const returned: StoredLoan = { ...loan, state: 'returned', returnedAt: call.at, version: loan.version + 1 };
  const archives = replaced(withLoan(call.archives, returned), moved(call, record, 'in', m.noteReturned(nameOf(call.dir, loan.borrowerId))));
  return ok({ archives, value: loanDetailOf({ ...call, archives }, returned, todayOf(call)) });
}
