import type { DeadlineStanding } from '../document/receipt-deadline';
import { receiptOrder, type ReceiptRow } from '../document/receipt-service';
import type { PageOf } from '../shared/paging';

/** 我的办公: which of the user's receipts are still theirs to act on (its meetings are the meeting list's 'upcoming' filter). */

/** What a section shows: its first rows and how many there are in all. */
export interface OfficeSelection<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

/** The standings of a receipt still to handle: every one but 已办结 ('done'). */
export const OPEN_RECEIPT_STANDINGS = ['overdue', 'due-soon', 'open'] as const satisfies readonly DeadlineStanding[];

/** Whether a receipt is still to handle (待办): not every affair of it is finished. */
export const isOpenReceipt = (receipt: Pick<ReceiptRow, 'finished' | 'standing'>): boolean => !receipt.finished && receipt.standing !== 'done';

/**
 * 待办收文 from one page per OPEN_RECEIPT_STANDINGS (the list filters one standing at a time):
 * the open receipts in the list's own order, the first `limit` of them. The standings do not
 * overlap, so the totals add up.
 */
export function openReceipts(pages: readonly PageOf<ReceiptRow>[], limit: number): OfficeSelection<ReceiptRow> {
  const rows = pages.flatMap((page) => page.rows).filter(isOpenReceipt).sort(receiptOrder);
  const dropped = pages.reduce((sum, page) => sum + page.rows.filter((row) => !isOpenReceipt(row)).length, 0);
  return { rows: rows.slice(0, limit), total: pages.reduce((sum, page) => sum + page.total, 0) - dropped };
}
