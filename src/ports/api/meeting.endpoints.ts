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
} from '../../domain/meeting/meeting-types';
import type { Page } from './page.dto';

/** 会议 (our own calls under /api/op; SPEC section 7 names none). 404 hides meetings the caller takes no part in. */
export interface MeetingEndpoints {
  'GET /api/op/meeting/rooms': { data: MeetingRoom[] };
  'GET /api/op/meeting/calendar': { query: CalendarQuery; data: CalendarEntry[] };
  'GET /api/op/meeting/booking/list': { query: BookingQuery; data: Page<BookingRow> };
  /** 409 naming the meeting that holds the slot. */
  'POST /api/op/meeting/booking/save': { body: BookingSave; data: BookingRow };
  'POST /api/op/meeting/booking/cancel': { body: DecisionBody; data: null };
  'GET /api/op/meeting/list': { query: MeetingQuery; data: Page<MeetingRow> };
  'GET /api/op/meeting/details': { query: { readonly id: string }; data: MeetingDetail };
  'POST /api/op/meeting/apply': { body: MeetingSave; data: MeetingDetail };
  'POST /api/op/meeting/approve': { body: DecisionBody; data: MeetingDetail };
  'POST /api/op/meeting/reject': { body: RejectionBody; data: MeetingDetail };
  'POST /api/op/meeting/cancel': { body: DecisionBody; data: MeetingDetail };
  'POST /api/op/meeting/reply': { body: ReplyBody; data: MeetingDetail };
  'POST /api/op/meeting/signin': { body: { readonly id: string }; data: MeetingDetail };
  'POST /api/op/meeting/minutes': { body: MinutesBody; data: MeetingDetail };
}
