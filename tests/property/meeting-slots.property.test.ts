import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedMeetingRooms } from '../../src/demo/meeting-rooms';
import { applyMeeting, approveMeeting, cancelMeeting, rejectMeeting } from '../../src/domain/meeting/meeting-apply';
import type { MeetingCall, MeetingChanged } from '../../src/domain/meeting/meeting-call';
import { meetingMessages as m } from '../../src/domain/meeting/meeting-messages';
import { bookRoom, cancelBooking } from '../../src/domain/meeting/meeting-rooms';
import { blocks, claimSlot, minuteOf, overlaps, revisionOf } from '../../src/domain/meeting/meeting-slots';
import type { MeetingBook, Slot, StoredBooking } from '../../src/domain/meeting/meeting-types';

/** 2026-12-01 07:00 China time: every slot of 2026-12-02 lies ahead. */
const AT = '2026-11-30T23:00:00.000Z';
const DAY = '2026-12-02';
const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const ROOMS = ['MR36012101', 'MR36012102'];
const PEOPLE = ['10004', '10301', '10302', '10303'];
const OFFICE = '10304';
const emptyBook = (): MeetingBook => ({ rooms: seedMeetingRooms(demo.divisions).filter((r) => r.divisionCode === '360121'), bookings: [], meetings: [], revisions: {}, sequence: 0 });

const time = (quarter: number): string => `${String(8 + Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
/** A slot of whole quarters inside 08:00-18:00 (40 quarters). */
const slot = fc
  .record({ room: fc.constantFrom(...ROOMS), from: fc.integer({ min: 0, max: 39 }), length: fc.integer({ min: 1, max: 8 }) })
  .map(({ room, from, length }) => ({ roomId: room, date: DAY, start: time(from), end: time(Math.min(40, from + length)) }));

type Step =
  | { readonly kind: 'book'; readonly who: string; readonly slot: Slot }
  | { readonly kind: 'apply'; readonly who: string; readonly slot: Slot }
  | { readonly kind: 'cancelBooking' | 'approve' | 'reject' | 'cancel'; readonly pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), who: fc.constantFrom(...PEOPLE), slot }),
  fc.record({ kind: fc.constant('apply' as const), who: fc.constantFrom(...PEOPLE), slot }),
  fc.record({ kind: fc.constantFrom('cancelBooking' as const, 'approve' as const, 'reject' as const, 'cancel' as const), pick: fc.nat() }),
);

const call = (book: MeetingBook, userId: string): MeetingCall => ({ dir, userId, at: AT, meetings: book });
const kept = <T>(book: MeetingBook, result: MeetingChanged<T>): MeetingBook => (result.ok ? result.value.meetings : book);

function play(book: MeetingBook, s: Step): MeetingBook {
  switch (s.kind) {
    case 'book':
      return kept(book, bookRoom(call(book, s.who), { ...s.slot, subject: '预订' }));
    case 'apply':
      return kept(book, applyMeeting(call(book, s.who), { ...s.slot, version: 0, subject: '申请', hostId: s.who, attendeeIds: PEOPLE, agenda: '' }));
    case 'cancelBooking': {
      const b = book.bookings[s.pick % Math.max(1, book.bookings.length)];
      return b === undefined ? book : kept(book, cancelBooking(call(book, b.bookedBy), b.id, b.version));
    }
    default: {
      const x = book.meetings[s.pick % Math.max(1, book.meetings.length)];
      if (x === undefined) return book;
      if (s.kind === 'approve') return kept(book, approveMeeting(call(book, OFFICE), x.id, x.version));
      if (s.kind === 'reject') return kept(book, rejectMeeting(call(book, OFFICE), x.id, x.version, '另有安排'));
      return kept(book, cancelMeeting(call(book, x.organizerId), x.id, x.version));
    }
  }
}

const noOverlap = (bookings: readonly StoredBooking[]): boolean =>
  bookings.every((a, i) => bookings.every((b, j) => j <= i || !blocks(a) || !blocks(b) || !overlaps(a, b)));

describe('会议室: two held or confirmed bookings never overlap in one room', () => {
  test.prop([fc.array(step, { maxLength: 40 })], { numRuns: 150 })('under any sequence of book, apply, approve, reject and cancel', (steps) => {
    let book = emptyBook();
    for (const s of steps) {
      book = play(book, s);
      expect(noOverlap(book.bookings)).toBe(true);
    }
    for (const x of book.meetings) {
      const held = book.bookings.find((b) => b.id === x.bookingId);
      const expected = x.status === 'approved' ? 'confirmed' : x.status === 'pending' ? 'held' : 'released';
      expect(held?.state).toBe(expected);
    }
  });

  test.prop([slot, fc.integer({ min: 1, max: 8 })])('lets a slot that starts where another ends be booked', (first, length) => {
    const book = kept(emptyBook(), bookRoom(call(emptyBook(), '10004'), { ...first, subject: '前一场' }));
    const from = (minuteOf(first.end) ?? 0) / 15 - 32;
    const next = { ...first, start: first.end, end: time(Math.min(40, from + length)) };
    const result = bookRoom(call(book, '10301'), { ...next, subject: '后一场' });
    expect(result.ok).toBe(from < 40);
  });

  test.prop([slot, slot])('two claims that read the same revision: the second is refused and, judged again, meets the first', (a, b) => {
    const base = emptyBook();
    const booking = (s: typeof a, id: string): StoredBooking => ({ ...s, id, divisionCode: '360121', subject: id, bookedBy: '10004', state: 'confirmed', version: 1, createdAt: AT, updatedAt: AT });
    const readA = revisionOf(base, a.roomId);
    const readB = revisionOf(base, b.roomId);
    const first = claimSlot(base, readA, booking(a, 'A'));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = claimSlot(first.value, readB, booking(b, 'B'));
    if (a.roomId === b.roomId) expect(second.ok ? undefined : second.error.code).toBe('stale-room');
    const retried = claimSlot(first.value, revisionOf(first.value, b.roomId), booking(b, 'B'));
    expect(retried.ok).toBe(!overlaps(a, b));
    if (!retried.ok && retried.error.code === 'taken') expect(retried.error.by.id).toBe('A');
  });

  test.prop([slot])('a conflict names the meeting that holds the slot', (s) => {
    const book = kept(emptyBook(), bookRoom(call(emptyBook(), '10004'), { ...s, subject: '先到的会' }));
    const result = bookRoom(call(book, '10301'), { ...s, subject: '后到的会' });
    expect(result.ok ? '' : result.error.message).toBe(m.slotTaken('先到的会', `${s.date} ${s.start}-${s.end}`));
  });
});
