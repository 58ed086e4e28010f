import type { Directory } from '../directory/directory';
import type { DetailNotice } from '../events/detail-events';
import { nameOf } from './archive-call';
import { dayOfInstant, isOverdue } from './archive-loan-rules';
import { archiveMessages as m } from './archive-messages';
import type { ArchiveBook, StoredLoan } from './archive-types';

/**
 * 借阅 overdue reminders, as the scheduled scan of each backend sends them: the day after a loan's
 * due date, a loan still out tells its borrower and the keeper who lent it, once.
 */

/** How often a backend looks for loans fallen overdue: they fall due by the day, so a minute is prompt enough. */
export const OVERDUE_SCAN_EVERY_MS = 60_000;

/** Out past its due date (the rule of the 借阅管理 badge) and not told yet. */
export const owesOverdueReminder = (loan: StoredLoan, today: string): boolean => isOverdue(loan, today) && loan.overdueRemindedAt === undefined;

/** The borrower and the unit's keeper who approved the loan; one person once when they are the same. */
export const overdueRecipients = (loan: StoredLoan): string[] => [...new Set([loan.borrowerId, loan.approverId])];

export interface OverdueScan {
  /** The book with every reminded loan marked; the very book given when nothing was owed, so a caller can skip the write. */
  readonly archives: ArchiveBook;
  /** Archive events (SPEC section 2: they open the record's edit page), one per recipient and loan. */
  readonly notices: readonly DetailNotice[];
}

/**
 * One tick of the scan at `at`. The mark is stored on the loan with the book, so a later tick, or
 * a restarted server reading the stored book, owes nothing for it. The loan's version does not
 * move: a reminder is no change a user made, and a 归还 at the version they read must still pass.
 */
export function scanOverdueLoans(book: ArchiveBook, dir: Directory, at: string): OverdueScan {
  const today = dayOfInstant(at);
  const owed = book.loans.filter((loan) => owesOverdueReminder(loan, today));
  if (owed.length === 0) return { archives: book, notices: [] };
  const ids = new Set(owed.map((loan) => loan.id));
  const archives: ArchiveBook = { ...book, loans: book.loans.map((loan) => (ids.has(loan.id) ? { ...loan, overdueRemindedAt: at } : loan)) };
  const notices = owed.flatMap((loan): DetailNotice[] => {
    const record = book.records.find((r) => r.id === loan.archiveId);
    if (record === undefined) return [];
    const title = `${record.archiveNo} ${record.title}`;
    return overdueRecipients(loan).map((userId) => ({
      userId,
      event: { type: 'archive', moduleKey: record.id, title, text: userId === loan.borrowerId ? m.loanOverdue(loan.dueDate) : m.loanOverdueKeeper(nameOf(dir, loan.borrowerId), loan.dueDate) },
    }));
  });
  return { archives, notices };
}
