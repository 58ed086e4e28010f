/** 会议: rooms per unit, room bookings (会议室登记) and meeting applications (会议申请). */

/** The menuId under which GET /api/todo/userFeatureMessageCount counts the caller's 待回复 meetings. */
export const MEETING_REPLY_BADGE_ID = 2701;

/** Office hours: bookings lie inside them, on whole quarter hours. */
export const OFFICE_OPENS = '08:00';
export const OFFICE_CLOSES = '18:00';
export const SLOT_MINUTES = 15;
/** An attendee may sign in from this long before the start until the end. */
export const SIGN_IN_EARLY_MINUTES = 30;

export const SUBJECT_MAX = 60;
export const AGENDA_MAX = 2000;
export const REASON_MAX = 200;
export const MINUTES_MAX = 10_000;
export const ATTENDEE_CHOICES_MAX = 200;
export const MEETING_ID_MAX = 24;
export const MEETING_PAGE_SIZE_MAX = 100;
export const SEARCH_TEXT_MAX = 50;
/** The calendar answers at most this many days at once (a week view needs 7). */
export const CALENDAR_DAYS_MAX = 42;

export interface MeetingRoom {
  readonly id: string;
  /** The unit (division) the room belongs to. */
  readonly divisionCode: string;
  readonly name: string;
  /** 楼层/房间号, e.g. 主楼3楼 301室. */
  readonly place: string;
  readonly capacity: number;
  readonly equipment: readonly string[];
  readonly orderNum: number;
}

/** held: an application waits for approval; confirmed: booked or approved; released: cancelled, rejected. */
export const BOOKING_STATES = ['held', 'confirmed', 'released'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const BOOKING_STATE_LABELS: Readonly<Record<BookingState, string>> = { held: '审批中', confirmed: '已预订', released: '已取消' };

/** A time slot of one room on one day; times are HH:mm in China time. */
export interface Slot {
  readonly roomId: string;
  readonly date: string;
  readonly start: string;
  readonly end: string;
}

export interface StoredBooking extends Slot {
  readonly id: string;
  readonly divisionCode: string;
  readonly subject: string;
  readonly bookedBy: string;
  readonly state: BookingState;
  /** The application that holds it; a direct booking (会议室登记) has none. */
  readonly meetingId?: string;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const MEETING_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_STATUS_LABELS: Readonly<Record<MeetingStatus, string>> = { pending: '待审批', approved: '已通过', rejected: '已驳回', cancelled: '已取消' };

export const REPLY_ANSWERS = ['attend', 'leave'] as const;
export type ReplyAnswer = (typeof REPLY_ANSWERS)[number];
export const REPLY_ANSWER_LABELS: Readonly<Record<ReplyAnswer, string>> = { attend: '参加', leave: '请假' };

export interface MeetingReply {
  readonly userId: string;
  readonly answer: ReplyAnswer;
  /** Required with 请假. */
  readonly reason: string;
  readonly at: string;
  readonly version: number;
}

export interface MeetingSignIn {
  readonly userId: string;
  readonly at: string;
}

export interface MeetingMinutes {
  readonly text: string;
  /** The attachments' files key. */
  readonly filesKey: string;
  readonly version: number;
  readonly updatedBy: string;
  readonly updatedAt: string;
}

export interface StoredMeeting {
  readonly id: string;
  readonly divisionCode: string;
  readonly subject: string;
  /** 申请人 (organiser). */
  readonly organizerId: string;
  /** 主持人. */
  readonly hostId: string;
  readonly approverId: string;
  readonly roomId: string;
  readonly bookingId: string;
  readonly date: string;
  readonly start: string;
  readonly end: string;
  /** Persons, departments already expanded. */
  readonly attendeeIds: readonly string[];
  readonly agenda: string;
  /** The materials' files key. */
  readonly filesKey: string;
  readonly status: MeetingStatus;
  readonly rejectReason?: string;
  readonly decidedAt?: string;
  readonly replies: readonly MeetingReply[];
  readonly signIns: readonly MeetingSignIn[];
  readonly minutes?: MeetingMinutes;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * Everything meetings store. `revisions` holds each room's booking-state revision, which moves
 * with every change of that room's bookings and is what booking compare-and-sets on.
 */
export interface MeetingBook {
  readonly rooms: readonly MeetingRoom[];
  readonly bookings: readonly StoredBooking[];
  readonly meetings: readonly StoredMeeting[];
  readonly revisions: Readonly<Record<string, number>>;
  readonly sequence: number;
}

export interface CalendarQuery {
  readonly startDate: string;
  readonly endDate: string;
}

/** One booking in the calendar; subject and meetingId only when the viewer may see them (else label 已占用). */
export interface CalendarEntry extends Slot {
  readonly bookingId: string;
  readonly state: BookingState;
  readonly stateLabel: string;
  /** The subject, or 已占用 for a meeting the viewer does not take part in. */
  readonly label: string;
  readonly visible: boolean;
  readonly meetingId?: string;
}

/** 会议室登记: a direct booking. */
export interface BookingSave extends Slot {
  readonly subject: string;
}

export interface BookingRow extends Slot {
  readonly id: string;
  readonly roomName: string;
  readonly roomPlace: string;
  readonly subject: string;
  readonly bookedBy: string;
  readonly bookedByName: string;
  readonly state: BookingState;
  readonly stateLabel: string;
  readonly meetingId?: string;
  readonly version: number;
  readonly createdAt: string;
}

export interface BookingQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly state?: BookingState;
  readonly startDate?: string;
  readonly endDate?: string;
}

/** Which of the caller's meetings a list shows. */
export const MEETING_ROLES = ['all', 'organised', 'attending', 'approving'] as const;
export type MeetingRole = (typeof MEETING_ROLES)[number];
/** 'pending': the meetings awaiting the caller's reply, as the 会议申请 badge counts them. */
export const MEETING_REPLY_FILTERS = ['pending'] as const;
export type MeetingReplyFilter = (typeof MEETING_REPLY_FILTERS)[number];
/** 'upcoming': the meetings that concern the caller from now on (upcomingFor in meeting-rules), soonest first, as 我的办公 lists them. */
export const MEETING_WHEN_FILTERS = ['upcoming'] as const;
export type MeetingWhenFilter = (typeof MEETING_WHEN_FILTERS)[number];

export interface MeetingQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly role?: MeetingRole;
  readonly status?: MeetingStatus;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly text?: string;
  readonly reply?: MeetingReplyFilter;
  readonly when?: MeetingWhenFilter;
}

/** What the applicant types; a new application has no id and version 0. */
export interface MeetingSave extends Slot {
  readonly id?: string;
  readonly version: number;
  readonly subject: string;
  readonly hostId: string;
  /** Person and department ids from the people tree; departments expand to their staff. */
  readonly attendeeIds: readonly string[];
  readonly agenda: string;
}

export interface PersonRef {
  readonly id: string;
  readonly name: string;
}

export interface MeetingRow extends Slot {
  readonly id: string;
  readonly subject: string;
  readonly roomName: string;
  readonly organizerName: string;
  readonly hostName: string;
  readonly status: MeetingStatus;
  readonly statusLabel: string;
  /** The caller's own reply, when the caller is an attendee. */
  readonly myReply?: ReplyAnswer;
  readonly attendeeCount: number;
  readonly version: number;
}

export interface ReplyView {
  readonly userId: string;
  readonly name: string;
  readonly deptName: string;
  readonly answer?: ReplyAnswer;
  readonly answerLabel: string;
  readonly reason: string;
  readonly repliedAt?: string;
  readonly signedInAt?: string;
  /** What the attendee sends back as ReplyBody.version (0 before the first reply). */
  readonly version: number;
}

/** What the caller may do now; the server refuses the same things with a message. */
export interface MeetingAbilities {
  readonly edit: boolean;
  readonly approve: boolean;
  readonly cancel: boolean;
  readonly reply: boolean;
  readonly signIn: boolean;
  readonly writeMinutes: boolean;
  /** Organiser, host and approver see every reply and the sign-in list. */
  readonly seeReplies: boolean;
}

export interface MeetingDetail extends Omit<StoredMeeting, 'replies' | 'signIns'> {
  readonly statusLabel: string;
  readonly room: MeetingRoom;
  readonly organizer: PersonRef;
  readonly host: PersonRef;
  readonly approver: PersonRef;
  readonly attendees: readonly PersonRef[];
  /** Every attendee's reply and sign-in for those who see replies; only the caller's own otherwise. */
  readonly replies: readonly ReplyView[];
  readonly myReply?: ReplyView;
  readonly abilities: MeetingAbilities;
}

export interface DecisionBody {
  readonly id: string;
  readonly version: number;
}
export interface RejectionBody extends DecisionBody {
  readonly reason: string;
}
export interface ReplyBody {
  readonly id: string;
  readonly answer: ReplyAnswer;
  readonly reason: string;
  /** The caller's reply version read (0 before the first reply). */
  readonly version: number;
}
export interface MinutesBody {
  readonly id: string;
  readonly text: string;
  /** The minutes' version read (0 before the first save). */
  readonly version: number;
}

/** Field name → Chinese message, for 400s. */
export type MeetingProblems = Readonly<Partial<Record<string, string>>>;
