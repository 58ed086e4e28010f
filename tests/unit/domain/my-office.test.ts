import { describe, expect, it } from 'vitest';
import type { PageOf } from '../../../src/domain/shared/paging';
import type { ReceiptRow } from '../../../src/domain/document/receipt-service';
import type { MeetingRow, MeetingStatus } from '../../../src/domain/meeting/meeting-types';
import { isOpenReceipt, isRelevantMeeting, openReceipts, OPEN_RECEIPT_STANDINGS, relevantMeetings } from '../../../src/domain/office/my-office';

/** 2026-03-10 14:00 in China. */
const now = { date: '2026-03-10', minute: 14 * 60 };

const meeting = (id: string, status: MeetingStatus, date: string, start: string, end: string): MeetingRow => ({
  id,
  subject: id,
  roomName: '301',
  organizerName: '张三',
  hostName: '李四',
  status,
  statusLabel: status,
  attendeeCount: 3,
  version: 1,
  roomId: 'R1',
  date,
  start,
  end,
});

const pageOf = <T,>(rows: T[], total = rows.length): PageOf<T> => ({ rows, total, pageIndex: 1, pageSize: 100 });

describe('the meetings of 我的办公', () => {
  it.each([
    ['approved, later today', meeting('a', 'approved', '2026-03-10', '15:00', '16:00'), false, true],
    ['approved, under way', meeting('a', 'approved', '2026-03-10', '13:30', '14:30'), false, true],
    ['approved, ended an hour ago', meeting('a', 'approved', '2026-03-10', '12:00', '13:00'), false, false],
    ['approved, ending right now', meeting('a', 'approved', '2026-03-10', '13:00', '14:00'), false, false],
    ['rejected, tomorrow', meeting('a', 'rejected', '2026-03-11', '09:00', '10:00'), true, false],
    ['cancelled, tomorrow', meeting('a', 'cancelled', '2026-03-11', '09:00', '10:00'), true, false],
    ['pending, organised by the user', meeting('a', 'pending', '2026-03-11', '09:00', '10:00'), true, true],
    ['pending, someone else’s', meeting('a', 'pending', '2026-03-11', '09:00', '10:00'), false, false],
    ['pending, organised by the user, already over', meeting('a', 'pending', '2026-03-09', '09:00', '10:00'), true, false],
  ])('%s: %s', (_, row, organised, expected) => {
    expect(isRelevantMeeting(row, organised, now)).toBe(expected);
  });

  it('keeps the relevant ones of both lists, soonest first, and counts them', () => {
    const approved = [
      meeting('far', 'approved', '2026-04-01', '09:00', '10:00'),
      meeting('over', 'approved', '2026-03-10', '08:00', '09:00'),
      meeting('soon', 'approved', '2026-03-10', '15:00', '16:00'),
    ];
    const organisedPending = [meeting('mine', 'pending', '2026-03-12', '09:00', '10:00'), meeting('stale', 'pending', '2026-03-01', '09:00', '10:00')];
    const selected = relevantMeetings({ approved: pageOf(approved), organisedPending: pageOf(organisedPending) }, now, 5);
    expect(selected.rows.map((row) => row.id)).toEqual(['soon', 'mine', 'far']);
    expect(selected.total).toBe(3);
    expect(relevantMeetings({ approved: pageOf(approved), organisedPending: pageOf(organisedPending) }, now, 2).rows.map((row) => row.id)).toEqual(['soon', 'mine']);
  });

  it('counts what the server had beyond the page it answered', () => {
    const selected = relevantMeetings({ approved: pageOf([meeting('a', 'approved', '2026-03-11', '09:00', '10:00')], 120), organisedPending: pageOf([]) }, now, 5);
    expect(selected.total).toBe(120);
  });
});

const receipt = (id: string, standing: ReceiptRow['standing'], deadline: string): ReceiptRow =>
  ({ id, standing, deadline, finished: standing === 'done', deadlineLabel: standing, departmentNames: '', affairRows: [] }) as unknown as ReceiptRow;

describe('待办收文 of 我的办公', () => {
  it('asks for every standing but 已办结', () => {
    expect(OPEN_RECEIPT_STANDINGS).not.toContain('done');
    expect(isOpenReceipt(receipt('a', 'done', '2026-03-01'))).toBe(false);
    expect(isOpenReceipt(receipt('a', 'due-soon', '2026-03-11'))).toBe(true);
  });

  it('merges the pages of the open standings in the list’s order and adds their totals', () => {
    const overdue = pageOf([receipt('SW3', 'overdue', '2026-03-01')], 1);
    const dueSoon = pageOf([receipt('SW2', 'due-soon', '2026-03-11'), receipt('SW5', 'due-soon', '2026-03-12')], 4);
    const open = pageOf([receipt('SW1', 'open', '2026-03-20')], 7);
    const selected = openReceipts([open, dueSoon, overdue], 3);
    expect(selected.rows.map((row) => row.id)).toEqual(['SW3', 'SW2', 'SW5']);
    expect(selected.total).toBe(12);
  });

  it('leaves out a finished receipt even if a page holds one', () => {
    const selected = openReceipts([pageOf([receipt('SW9', 'done', '2026-03-05'), receipt('SW1', 'open', '2026-03-20')])], 5);
    expect(selected.rows.map((row) => row.id)).toEqual(['SW1']);
    expect(selected.total).toBe(1);
  });
});
