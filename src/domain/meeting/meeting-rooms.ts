import { dayNumber } from '../filing/calendar-date';
import { ok } from '../shared/result';
import { fail, invalid, type MeetingCall, type MeetingChanged, type MeetingServed } from './meeting-call';
import { meetingMessages as m } from './meeting-messages';
import { participates, unitOf } from './meeting-people';
import { chinaNow, claimSlot, minutesUntil, revisionOf, setBookingState, slotProblems, slotText } from './meeting-slots';
import { bookingRowOf } from './meeting-view';
import {
  BOOKING_STATE_LABELS,
  CALENDAR_DAYS_MAX,
  SUBJECT_MAX,
  type BookingQuery,
  type BookingRow,
  type BookingSave,
  type CalendarEntry,
  type CalendarQuery,
  type MeetingBook,
  type MeetingRoom,
  type Slot,
  type StoredBooking,
} from './meeting-types';
import { type PageOf, pageOf } from '../shared/paging';

/** Rooms, the calendar and 会议室登记 (direct bookings), per unit. */

export function unitOfCall(call: MeetingCall): MeetingServed<string> {
  const unit = unitOf(call.dir, call.userId);
  return unit === undefined ? fail(404, m.noUnit) : ok(unit);
}

const byOrder = (a: MeetingRoom, b: MeetingRoom): number => a.orderNum - b.orderNum || a.id.localeCompare(b.id);

/** GET /api/op/meeting/rooms: the rooms of the caller's unit. */
export function unitRooms(call: MeetingCall): MeetingServed<MeetingRoom[]> {
  const unit = unitOfCall(call);
  if (!unit.ok) return unit;
  return ok(call.meetings.rooms.filter((r) => r.divisionCode === unit.value).sort(byOrder));
}

/** A booking the caller may read the subject of: their own, or one of a meeting they take part in. */
function seesSubject(call: MeetingCall, b: StoredBooking): boolean {
  if (b.bookedBy === call.userId) return true;
  const meeting = b.meetingId === undefined ? undefined : call.meetings.meetings.find((x) => x.id === b.meetingId);
  return meeting !== undefined && participates(meeting, call.userId);
}

/** GET /api/op/meeting/calendar: the held and confirmed bookings of the unit's rooms between two dates. */
export function calendarOf(call: MeetingCall, query: CalendarQuery): MeetingServed<CalendarEntry[]> {
  const rooms = unitRooms(call);
  if (!rooms.ok) return rooms;
  const from = dayNumber(query.startDate);
  const to = dayNumber(query.endDate);
  if (from === undefined) return invalid({ startDate: m.dateInvalid }, m.invalid);
  if (to === undefined) return invalid({ endDate: m.dateInvalid }, m.invalid);
  if (from > to) return invalid({ startDate: m.dateRangeReversed }, m.invalid);
  if (to - from + 1 > CALENDAR_DAYS_MAX) return invalid({ endDate: m.calendarTooLong }, m.invalid);
  const roomIds = new Set(rooms.value.map((r) => r.id));
  return ok(
    call.meetings.bookings
      .filter((b) => roomIds.has(b.roomId) && b.state !== 'released' && b.date >= query.startDate && b.date <= query.endDate)
      .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.roomId.localeCompare(b.roomId))
      .map((b) => {
        const visible = seesSubject(call, b);
        return {
          bookingId: b.id,
          roomId: b.roomId,
          date: b.date,
          start: b.start,
          end: b.end,
          state: b.state,
          stateLabel: BOOKING_STATE_LABELS[b.state],
          label: visible ? b.subject : m.busyLabel,
          visible,
          ...(visible && b.meetingId !== undefined ? { meetingId: b.meetingId } : {}),
        };
      }),
  );
}

/** GET /api/op/meeting/booking/list: the caller's own bookings, latest slot first. */
export function bookingPage(call: MeetingCall, query: BookingQuery): MeetingServed<PageOf<BookingRow>> {
  if (query.startDate !== undefined && query.endDate !== undefined && query.startDate > query.endDate) return invalid({ startDate: m.dateRangeReversed }, m.invalid);
  const mine = call.meetings.bookings
    .filter(
      (b) =>
        b.bookedBy === call.userId &&
        (query.state === undefined || b.state === query.state) &&
        (query.startDate === undefined || b.date >= query.startDate) &&
        (query.endDate === undefined || b.date <= query.endDate),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.start.localeCompare(a.start) || b.id.localeCompare(a.id))
    .map((b) => bookingRowOf(call.dir, call.meetings.rooms, b));
  return ok(pageOf(mine, query.pageIndex, query.pageSize));
}

export const nextId = (prefix: string, sequence: number, at: string): string => `${prefix}${chinaNow(at).date.slice(0, 4)}${String(sequence).padStart(5, '0')}`;

/** The slot's field problems: a room of the unit and a valid time. */
export function slotCheck(call: MeetingCall, unit: string, slot: Slot): Record<string, string> {
  const problems = slotProblems(slot, chinaNow(call.at));
  if (!call.meetings.rooms.some((r) => r.id === slot.roomId && r.divisionCode === unit)) problems['roomId'] = m.roomNotFound;
  return problems;
}

/**
 * Claims the slot for `booking` by compare-and-set on the room (see claimSlot), reading the
 * room's revision first: a 409 naming the meeting (subject and time) that holds any of it.
 */
export function claim(book: MeetingBook, booking: StoredBooking): MeetingServed<MeetingBook> {
  const read = revisionOf(book, booking.roomId);
  const moved = book.bookings.find((b) => b.id === booking.id && b.roomId !== booking.roomId);
  const claimed = claimSlot(book, read, booking);
  if (!claimed.ok) {
    return claimed.error.code === 'taken' ? fail(409, m.slotTaken(claimed.error.by.subject, slotText(claimed.error.by))) : fail(409, m.slotBusy(slotText(booking)));
  }
  const revisions = moved === undefined ? claimed.value.revisions : { ...claimed.value.revisions, [moved.roomId]: revisionOf(book, moved.roomId) + 1 };
  return ok({ ...book, bookings: claimed.value.bookings, revisions });
}

/** POST /api/op/meeting/booking/save: 会议室登记, confirmed at once. */
export function bookRoom(call: MeetingCall, body: BookingSave): MeetingChanged<BookingRow> {
  const unit = unitOfCall(call);
  if (!unit.ok) return unit;
  const problems = slotCheck(call, unit.value, body);
  const subject = body.subject.trim();
  if (subject === '') problems['subject'] = m.subjectRequired;
  else if (subject.length > SUBJECT_MAX) problems['subject'] = m.subjectTooLong;
  if (Object.keys(problems).length > 0) return invalid(problems, m.invalid);
  const sequence = call.meetings.sequence + 1;
  const booking: StoredBooking = {
    id: nextId('YD', sequence, call.at),
    roomId: body.roomId,
    date: body.date,
    start: body.start,
    end: body.end,
    divisionCode: unit.value,
    subject,
    bookedBy: call.userId,
    state: 'confirmed',
    version: 1,
    createdAt: call.at,
    updatedAt: call.at,
  };
  const claimed = claim({ ...call.meetings, sequence }, booking);
  if (!claimed.ok) return claimed;
  return ok({ meetings: claimed.value, value: bookingRowOf(call.dir, call.meetings.rooms, booking), notices: [] });
}

/** POST /api/op/meeting/booking/cancel: the booker frees a direct booking, at the version read. */
export function cancelBooking(call: MeetingCall, id: string, version: number): MeetingChanged<null> {
  const found = call.meetings.bookings.find((b) => b.id === id && b.bookedBy === call.userId);
  if (found === undefined || found.state === 'released') return fail(404, m.bookingNotFound);
  if (found.meetingId !== undefined) return fail(409, m.bookingOfMeeting);
  if (found.version !== version) return fail(409, m.bookingStale);
  if (minutesUntil(chinaNow(call.at), found.date, found.start) <= 0) return fail(409, m.alreadyStarted);
  const schedule = setBookingState(call.meetings, id, 'released', call.at);
  return ok({ meetings: { ...call.meetings, ...schedule }, value: null, notices: [] });
}
