import { dayNumber, isoOfDay } from '../filing/calendar-date';
import { CHINA_UTC_OFFSET_MINUTES } from '../format/date';
import { err, ok, type Result } from '../shared/result';
import { meetingMessages as m } from './meeting-messages';
import { OFFICE_CLOSES, OFFICE_OPENS, SLOT_MINUTES, type Slot, type StoredBooking } from './meeting-types';

/** The one rule of rooms: two held or confirmed bookings never overlap in one room. */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MINUTES = 1440;

/** Minutes since midnight of HH:mm, or undefined. */
export function minuteOf(time: string): number | undefined {
  const match = TIME.exec(time);
  return match === null ? undefined : Number(match[1]) * 60 + Number(match[2]);
}

/** Now in China time: the date and the minute of the day. */
export interface ChinaNow {
  readonly date: string;
  readonly minute: number;
}

export function chinaNow(at: string): ChinaNow {
  const minutes = Math.floor(Date.parse(at) / 60_000) + CHINA_UTC_OFFSET_MINUTES;
  const day = Math.floor(minutes / DAY_MINUTES);
  return { date: isoOfDay(day), minute: minutes - day * DAY_MINUTES };
}

/** Minutes from now until the slot's given time (negative once past); dates compare as day numbers. */
export function minutesUntil(now: ChinaNow, date: string, time: string): number {
  const day = dayNumber(date) ?? 0;
  const today = dayNumber(now.date) ?? 0;
  return (day - today) * DAY_MINUTES + (minuteOf(time) ?? 0) - now.minute;
}

/** The slot's problems by field: a real date, whole quarter hours inside office hours, end after start, not already begun. */
export function slotProblems(slot: Omit<Slot, 'roomId'>, now: ChinaNow): Record<string, string> {
  const problems: Record<string, string> = {};
  if (dayNumber(slot.date) === undefined) problems['date'] = m.dateInvalid;
  const opens = minuteOf(OFFICE_OPENS) ?? 0;
  const closes = minuteOf(OFFICE_CLOSES) ?? DAY_MINUTES;
  const times = { start: minuteOf(slot.start), end: minuteOf(slot.end) };
  for (const [field, minute] of Object.entries(times)) {
    if (minute === undefined) problems[field] = m.timeInvalid;
    else if (minute % SLOT_MINUTES !== 0) problems[field] = m.quarterHours;
    else if (minute < opens || minute > closes) problems[field] = m.officeHours;
  }
  if (problems['start'] === undefined && problems['end'] === undefined && (times.end ?? 0) <= (times.start ?? 0)) problems['end'] = m.endAfterStart;
  if (Object.keys(problems).length === 0 && minutesUntil(now, slot.date, slot.start) < 0) problems['start'] = m.inThePast;
  return problems;
}

/** Held and confirmed bookings take their slot; released ones free it. */
export const blocks = (b: Pick<StoredBooking, 'state'>): boolean => b.state !== 'released';

/** Same room, same day and the times cross; end == start is adjacent, not overlapping. */
export function overlaps(a: Slot, b: Slot): boolean {
  return a.roomId === b.roomId && a.date === b.date && a.start < b.end && b.start < a.end;
}

/** The booking that already holds any part of the slot, apart from `except` (the booking being moved). */
export const conflictOf = (bookings: readonly StoredBooking[], slot: Slot, except?: string): StoredBooking | undefined =>
  bookings.find((b) => b.id !== except && blocks(b) && overlaps(b, slot));

/** How a slot reads in a refusal: 2026-11-26 09:00-10:00. */
export const slotText = (slot: Omit<Slot, 'roomId'>): string => `${slot.date} ${slot.start}-${slot.end}`;

/** The bookings and each room's revision: what claiming a slot reads and writes. */
export interface RoomSchedule {
  readonly bookings: readonly StoredBooking[];
  readonly revisions: Readonly<Record<string, number>>;
}

export type ClaimRefusal = { readonly code: 'taken'; readonly by: StoredBooking } | { readonly code: 'stale-room'; readonly currentRevision: number };

export const revisionOf = (schedule: RoomSchedule, roomId: string): number => schedule.revisions[roomId] ?? 0;

/**
 * Compare-and-set on the room's booking state: stores `booking` (new, or replacing the one with its
 * id) only if the room's revision is still `readRevision` and nothing blocking overlaps it. Every
 * change moves the revision, so of two claims that read the same state the second is refused and,
 * judged again, meets the first's booking.
 */
export function claimSlot(schedule: RoomSchedule, readRevision: number, booking: StoredBooking): Result<RoomSchedule, ClaimRefusal> {
  const current = revisionOf(schedule, booking.roomId);
  if (current !== readRevision) return err({ code: 'stale-room', currentRevision: current });
  const taken = blocks(booking) ? conflictOf(schedule.bookings, booking, booking.id) : undefined;
  if (taken !== undefined) return err({ code: 'taken', by: taken });
  const others = schedule.bookings.filter((b) => b.id !== booking.id);
  return ok({ bookings: [...others, booking], revisions: { ...schedule.revisions, [booking.roomId]: current + 1 } });
}

/** Changes a booking's state (confirm or release); confirming keeps the slot it already holds. */
export function setBookingState(schedule: RoomSchedule, id: string, state: StoredBooking['state'], at: string): RoomSchedule {
  const found = schedule.bookings.find((b) => b.id === id);
  if (found === undefined) return schedule;
  const next: StoredBooking = { ...found, state, version: found.version + 1, updatedAt: at };
  return {
    bookings: schedule.bookings.map((b) => (b.id === id ? next : b)),
    revisions: { ...schedule.revisions, [found.roomId]: revisionOf(schedule, found.roomId) + 1 },
  };
}
