import { DAY_LENGTH } from '../../domain/validation/input-limits';
import { meetingFieldLabels as l } from '../../domain/meeting/meeting-messages';
import {
  AGENDA_MAX,
  ATTENDEE_CHOICES_MAX,
  BOOKING_STATES,
  MEETING_ID_MAX,
  MEETING_PAGE_SIZE_MAX,
  MEETING_REPLY_FILTERS,
  MEETING_ROLES,
  MEETING_STATUSES,
  MEETING_WHEN_FILTERS,
  MINUTES_MAX,
  REASON_MAX,
  REPLY_ANSWERS,
  SEARCH_TEXT_MAX,
  SUBJECT_MAX,
  type BookingState,
  type MeetingReplyFilter,
  type MeetingRole,
  type MeetingStatus,
  type MeetingWhenFilter,
  type ReplyAnswer,
} from '../../domain/meeting/meeting-types';
import { bodyOf, integer, literal, matching, optional, queryOf, repeated, text } from './input-schema';

/** The inputs of 会议's calls, for both backends; the meeting's own rules are the domain's (messages per field). */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const TIME_LENGTH = 5;
const VERSION_MAX = 1_000_000_000;
const PAGE_INDEX_MAX = 100_000;
const PERSON_ID_MAX = 40;

const id = text({ max: MEETING_ID_MAX, min: 1, label: l.id });
const version = integer({ min: 0, max: VERSION_MAX, label: l.version });
const date = (label: string) => matching(DATE, { max: DAY_LENGTH, label });
const time = (label: string) => matching(TIME, { max: TIME_LENGTH, label });
const slot = {
  roomId: text({ max: MEETING_ID_MAX, min: 1, label: l.roomId }),
  date: date(l.date),
  start: time(l.start),
  end: time(l.end),
};
const page = {
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: MEETING_PAGE_SIZE_MAX, label: l.pageSize }),
};

export const calendarQuery = queryOf({ startDate: date(l.startDate), endDate: date(l.endDate) });

export const bookingListQuery = queryOf({
  ...page,
  state: optional(literal<BookingState>(BOOKING_STATES, l.state)),
  startDate: optional(date(l.startDate)),
  endDate: optional(date(l.endDate)),
});

export const bookingSaveBody = bodyOf({ ...slot, subject: text({ max: SUBJECT_MAX, label: l.subject }) });

export const decisionBody = bodyOf({ id, version });

export const meetingListQuery = queryOf({
  ...page,
  role: optional(literal<MeetingRole>(MEETING_ROLES, l.role)),
  status: optional(literal<MeetingStatus>(MEETING_STATUSES, l.status)),
  startDate: optional(date(l.startDate)),
  endDate: optional(date(l.endDate)),
  text: optional(text({ max: SEARCH_TEXT_MAX, label: l.keyword })),
  reply: optional(literal<MeetingReplyFilter>(MEETING_REPLY_FILTERS, l.reply)),
  when: optional(literal<MeetingWhenFilter>(MEETING_WHEN_FILTERS, l.when)),
});

export const meetingIdQuery = queryOf({ id });
export const meetingIdBody = bodyOf({ id });

export const meetingSaveBody = bodyOf({
  ...slot,
  id: optional(id),
  version,
  subject: text({ max: SUBJECT_MAX, label: l.subject }),
  hostId: text({ max: PERSON_ID_MAX, label: l.hostId }),
  attendeeIds: repeated(text({ max: PERSON_ID_MAX, min: 1, label: l.attendeeIds }), { min: 0, max: ATTENDEE_CHOICES_MAX, label: l.attendeeIds }),
  agenda: text({ max: AGENDA_MAX, label: l.agenda }),
});

export const rejectionBody = bodyOf({ id, version, reason: text({ max: REASON_MAX, label: l.reason }) });

export const replyBody = bodyOf({ id, version, answer: literal<ReplyAnswer>(REPLY_ANSWERS, l.answer), reason: text({ max: REASON_MAX, label: l.reason }) });

export const minutesBody = bodyOf({ id, version, text: text({ max: MINUTES_MAX, label: l.text }) });
