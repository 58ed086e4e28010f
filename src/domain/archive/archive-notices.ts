import type { DetailNotice } from '../events/detail-events';
import { nameOf } from './archive-call';
import type { Directory } from '../directory/directory';
import { archiveMessages as m } from './archive-messages';
import type { ArchiveBook, StoredLoan } from './archive-types';

/** Who hears of a loan's step, and what: the keeper of a request or a return, the borrower of the decision. */
function noticeOf(before: StoredLoan | undefined, loan: StoredLoan, dir: Directory, actorId: string): { userId: string; text: string } | undefined {
  if (before === undefined) return loan.state === 'pending' ? { userId: loan.approverId, text: m.loanRequested(nameOf(dir, loan.borrowerId)) } : undefined;
  if (before.state === loan.state) return undefined;
  if (loan.state === 'lent') return { userId: loan.borrowerId, text: m.loanApproved(loan.dueDate) };
  if (loan.state === 'rejected') return { userId: loan.borrowerId, text: m.loanRejected(loan.rejectReason ?? '') };
  if (loan.state === 'returned') return { userId: actorId === loan.borrowerId ? loan.approverId : loan.borrowerId, text: m.loanReturned(nameOf(dir, loan.borrowerId)) };
  return undefined;
}

/**
 * 借阅's steps as archive events (SPEC section 2: an archive event opens the record's edit page):
 * a request tells the keeper, approval or rejection the borrower, a return the other party.
 * Nobody is told of their own step.
 */
export function loanNotices(before: ArchiveBook, after: ArchiveBook, dir: Directory, actorId: string): DetailNotice[] {
  const previous = new Map(before.loans.map((l) => [l.id, l]));
  return after.loans.flatMap((loan) => {
    const known = previous.get(loan.id);
    if (known === loan) return [];
    const notice = noticeOf(known, loan, dir, actorId);
    const record = after.records.find((r) => r.id === loan.archiveId);
    if (notice === undefined || record === undefined || notice.userId === actorId) return [];
    return [{ userId: notice.userId, event: { type: 'archive', moduleKey: record.id, title: `${record.archiveNo} ${record.title}`, text: notice.text } }];
  });
}
