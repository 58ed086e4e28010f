import type { ServiceIdentifier } from 'inversify';
import type {
  BookingQuery,
  BookingRow,
  BookingSave,
  CalendarEntry,
  CalendarQuery,
  DecisionBody,
  MeetingDetail,
  MeetingQuery,
  MeetingRoom,
  MeetingRow,
  MeetingSave,
  MinutesBody,
  RejectionBody,
  ReplyBody,
} from '../domain/meeting/meeting-types';
import type { Page } from './api/page.dto';

/**
 * 会议. Refusals reject with an ApiFailure: 404 a meeting the caller takes no part in (its
 * existence does not leak), 400 with the fields' messages (body.fieldProblems), 409 when the slot
 * is taken (the message names the meeting and its time) or someone saved first.
 */
export interface MeetingApi {
  /** The rooms of the caller's unit. */
  rooms(): Promise<MeetingRoom[]>;
  /** Bookings of all rooms of the caller's unit between two dates (inclusive). */
  calendar(query: CalendarQuery): Promise<CalendarEntry[]>;
  /** The caller's own room bookings (direct ones and those held by the caller's applications). */
  bookings(query: BookingQuery): Promise<Page<BookingRow>>;
  /** 会议室登记: books a slot at once (confirmed). */
  book(body: BookingSave): Promise<BookingRow>;
  cancelBooking(body: DecisionBody): Promise<void>;
  meetings(query: MeetingQuery): Promise<Page<MeetingRow>>;
  meeting(id: string): Promise<MeetingDetail>;
  /** 会议申请: creates (no id, version 0) or edits a 待审批 one; holds the slot. */
  apply(body: MeetingSave): Promise<MeetingDetail>;
  approve(body: DecisionBody): Promise<MeetingDetail>;
  reject(body: RejectionBody): Promise<MeetingDetail>;
  cancel(body: DecisionBody): Promise<MeetingDetail>;
  reply(body: ReplyBody): Promise<MeetingDetail>;
  /** Idempotent: signing in twice keeps the first time. */
  signIn(id: string): Promise<MeetingDetail>;
  saveMinutes(body: MinutesBody): Promise<MeetingDetail>;
}
export const MeetingApi = Symbol.for('MeetingApi') as ServiceIdentifier<MeetingApi>;
