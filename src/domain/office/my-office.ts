import type { DeadlineStanding } from '../document/receipt-deadline';
import { receiptOrder, type ReceiptRow } from '../document/receipt-service';
import { minutesUntil, type ChinaNow } from '../meeting/meeting-slots';
import type { MeetingQuery, MeetingRow } from '../meeting/meeting-types';
import type { PageOf } from '../shared/paging';

/** 我的办公: which of the user's meetings and receipts are still theirs to act on. */

/** What a section shows: its first rows and how many there are in all. */
export interface OfficeSelection<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

/**
 * The meeting lists 我的办公 asks for: the approved meetings the user takes part in, and the ones
 * they organise (or host) still awaiting approval. A rejected or cancelled meeting will not take
 * place, and someone else's pending application is not the user's to follow.
 */
export const OFFICE_MEETING_QUERIES = {
  approved: { status: 'approved' },
  organisedPending: { role: 'organised', status: 'pending' },
} as const satisfies Readonly<Record<string, Pick<MeetingQuery, 'role' | 'status'>>>;

type MeetingSlot = Pick<MeetingRow, 'date' | 'end'>;

/** Whether the meeting is still ahead or under way: its end has not passed. */
export const meetingNotOver = (meeting: MeetingSlot, now: ChinaNow): boolean => minutesUntil(now, meeting.date, meeting.end) > 0;

/** Whether a meeting belongs in 我的办公: approved, or pending and organised by the user; and not over. */
export function isRelevantMeeting(meeting: MeetingSlot & Pick<MeetingRow, 'status'>, organisedByUser: boolean, now: ChinaNow): boolean {
  if (!meetingNotOver(meeting, now)) return false;
  return meeting.status === 'approved' || (meeting.status === 'pending' && organisedByUser);
}

const soonestFirst = (a: MeetingRow, b: MeetingRow): number => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.id.localeCompare(b.id);

/** Rows a page did not hold; counted as they are, since the client never saw them to filter. */
const unseen = (page: PageOf<MeetingRow>): number => Math.max(0, page.total - page.rows.length);

/**
 * The meetings of 我的办公 from the answers to OFFICE_MEETING_QUERIES: the relevant ones, soonest
 * first (the server lists latest first), the first `limit` of them.
 */
export function relevantMeetings(
  answers: { readonly approved: PageOf<MeetingRow>; readonly organisedPending: PageOf<MeetingRow> },
  now: ChinaNow,
  limit: number,
): OfficeSelection<MeetingRow> {
  // The two lists hold different statuses, so no meeting is in both.
  const relevant = [
    ...answers.approved.rows.filter((row) => isRelevantMeeting(row, false, now)),
    ...answers.organisedPending.rows.filter((row) => isRelevantMeeting(row, true, now)),
  ];
  return { rows: relevant.sort(soonestFirst).slice(0, limit), total: relevant.length + unseen(answers.approved) + unseen(answers.organisedPending) };
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
