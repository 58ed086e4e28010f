import { ok } from '../shared/result';
import { fail, invalid, type MeetingCall, type MeetingChanged, type MeetingNotice, type MeetingServed } from './meeting-call';
import { meetingMessages as m } from './meeting-messages';
import { approverOf, expandAttendees, participates } from './meeting-people';
import { claim, nextId, slotCheck, unitOfCall } from './meeting-rooms';
import { awaitsReply, refusalOf, upcomingFor } from './meeting-rules';
import { chinaNow, setBookingState, slotText } from './meeting-slots';
import { meetingDetailOf, meetingRowOf } from './meeting-view';
import {
  AGENDA_MAX,
  ATTENDEE_CHOICES_MAX,
  REASON_MAX,
  SUBJECT_MAX,
  type MeetingBook,
  type MeetingDetail,
  type MeetingQuery,
  type MeetingRow,
  type MeetingSave,
  type StoredBooking,
  type StoredMeeting,
} from './meeting-types';
import { type PageOf, pageOf } from '../shared/paging';

/** 会议申请: apply (holds the slot), approve (confirms it), reject and cancel (release it). */

function inRole(meeting: StoredMeeting, userId: string, role: MeetingQuery['role']): boolean {
  switch (role) {
    case 'organised':
      return meeting.organizerId === userId || meeting.hostId === userId;
    case 'attending':
      return meeting.attendeeIds.includes(userId);
    case 'approving':
      return meeting.approverId === userId;
    default:
      return participates(meeting, userId);
  }
}

const latestFirst = (a: StoredMeeting, b: StoredMeeting): number => b.date.localeCompare(a.date) || b.start.localeCompare(a.start) || b.id.localeCompare(a.id);
const soonestFirst = (a: StoredMeeting, b: StoredMeeting): number => latestFirst(b, a);

/**
 * GET /api/op/meeting/list: the meetings the caller takes part in, latest first; reply 'pending'
 * keeps those the 会议申请 badge counts. when 'upcoming' keeps those that concern the caller from
 * the server's now on, soonest first: 我的办公 shows the first few and the count, however many the
 * caller has ahead, which a latest-first page cut at some size could not give.
 */
export function meetingPage(call: MeetingCall, query: MeetingQuery): MeetingServed<PageOf<MeetingRow>> {
  if (query.startDate !== undefined && query.endDate !== undefined && query.startDate > query.endDate) return invalid({ startDate: m.dateRangeReversed }, m.invalid);
  const needle = query.text?.trim().toLowerCase() ?? '';
  const now = chinaNow(call.at);
  const upcoming = query.when === 'upcoming';
  const rows = call.meetings.meetings
    .filter(
      (x) =>
        inRole(x, call.userId, query.role) &&
        (query.status === undefined || x.status === query.status) &&
        (query.startDate === undefined || x.date >= query.startDate) &&
        (query.endDate === undefined || x.date <= query.endDate) &&
        (needle === '' || `${x.subject}\n${x.agenda}`.toLowerCase().includes(needle)) &&
        (query.reply === undefined || awaitsReply(x, call.userId, now)) &&
        (!upcoming || upcomingFor(x, call.userId, now)),
    )
    .sort(upcoming ? soonestFirst : latestFirst)
    .map((x) => meetingRowOf(call.dir, call.meetings.rooms, x, call.userId));
  return ok(pageOf(rows, query.pageIndex, query.pageSize));
}

/** A meeting the caller takes part in; anyone else gets the same 404 as for none. */
export function visibleMeeting(call: MeetingCall, id: string): MeetingServed<StoredMeeting> {
  const found = call.meetings.meetings.find((x) => x.id === id);
  return found !== undefined && participates(found, call.userId) ? ok(found) : fail(404, m.notFound);
}

export const detailFor = (call: MeetingCall, book: MeetingBook, meeting: StoredMeeting): MeetingDetail =>
  meetingDetailOf(call.dir, book.rooms, meeting, call.userId, chinaNow(call.at));

/** GET /api/op/meeting/details. */
export function meetingDetail(call: MeetingCall, id: string): MeetingServed<MeetingDetail> {
  const found = visibleMeeting(call, id);
  return found.ok ? ok(detailFor(call, call.meetings, found.value)) : found;
}

/** The stored meeting after a change, with its version moved on. */
const replaced = (book: MeetingBook, meeting: StoredMeeting): MeetingBook => ({ ...book, meetings: book.meetings.map((x) => (x.id === meeting.id ? meeting : x)) });

/** The act refused (403 would confirm existence to no one new: the caller already participates), or a stale version. */
function acting(call: MeetingCall, id: string, version: number, act: Parameters<typeof refusalOf>[0]): MeetingServed<StoredMeeting> {
  const found = visibleMeeting(call, id);
  if (!found.ok) return found;
  if (found.value.version !== version) return fail(409, m.stale);
  const refusal = refusalOf(act, found.value, call.userId, chinaNow(call.at));
  return refusal === undefined ? found : fail(409, refusal);
}

function applicationProblems(call: MeetingCall, unit: string, body: MeetingSave, attendees: readonly string[] | undefined): Record<string, string> {
  const problems = slotCheck(call, unit, body);
  const subject = body.subject.trim();
  if (subject === '') problems['subject'] = m.subjectRequired;
  else if (subject.length > SUBJECT_MAX) problems['subject'] = m.subjectTooLong;
  if (body.agenda.length > AGENDA_MAX) problems['agenda'] = m.agendaTooLong;
  if (body.hostId === '') problems['hostId'] = m.hostRequired;
  else if (!call.dir.users.some((u) => u.userId === body.hostId && u.kind === 'staff' && u.divisionCode === unit)) problems['hostId'] = m.hostUnknown;
  if (attendees === undefined) problems['attendeeIds'] = m.attendeeUnknown;
  else if (attendees.length === 0) problems['attendeeIds'] = m.attendeesRequired;
  else if (attendees.length > ATTENDEE_CHOICES_MAX) problems['attendeeIds'] = m.attendeesTooMany;
  else {
    const room = call.meetings.rooms.find((r) => r.id === body.roomId && r.divisionCode === unit);
    if (room !== undefined && attendees.length > room.capacity) problems['attendeeIds'] = m.overCapacity(room.name, room.capacity);
  }
  return problems;
}

const tell = (userIds: readonly string[], meeting: StoredMeeting, text: string): MeetingNotice[] =>
  [...new Set(userIds)].map((userId) => ({ userId, meetingId: meeting.id, subject: meeting.subject, text }));

/** POST /api/op/meeting/apply: a new application (version 0) or an edit of a 待审批 one; holds the slot. */
export function applyMeeting(call: MeetingCall, body: MeetingSave): MeetingChanged<MeetingDetail> {
  const unit = unitOfCall(call);
  if (!unit.ok) return unit;
  const stored = body.id === undefined ? undefined : acting(call, body.id, body.version, 'edit');
  if (stored !== undefined && !stored.ok) return stored;
  if (stored === undefined && body.version !== 0) return fail(409, m.stale);
  const attendees = expandAttendees(call.dir, body.attendeeIds);
  const problems = applicationProblems(call, unit.value, body, attendees);
  if (Object.keys(problems).length > 0 || attendees === undefined) return invalid(problems, m.invalid);
  const approverId = stored?.value.approverId ?? approverOf(call.dir, unit.value);
  if (approverId === undefined) return fail(409, m.noApprover);
  const sequence = stored === undefined ? call.meetings.sequence + 2 : call.meetings.sequence;
  const id = stored?.value.id ?? nextId('HY', sequence - 1, call.at);
  const bookingId = stored?.value.bookingId ?? nextId('YD', sequence, call.at);
  const subject = body.subject.trim();
  const previous = call.meetings.bookings.find((b) => b.id === bookingId);
  const booking: StoredBooking = {
    id: bookingId,
    roomId: body.roomId,
    date: body.date,
    start: body.start,
    end: body.end,
    divisionCode: unit.value,
    subject,
    bookedBy: call.userId,
    state: 'held',
    meetingId: id,
    version: (previous?.version ?? 0) + 1,
    createdAt: previous?.createdAt ?? call.at,
    updatedAt: call.at,
  };
  const claimed = claim({ ...call.meetings, sequence }, booking);
  if (!claimed.ok) return claimed;
  const meeting: StoredMeeting = {
    id,
    divisionCode: unit.value,
    subject,
    organizerId: call.userId,
    hostId: body.hostId,
    approverId,
    roomId: body.roomId,
    bookingId,
    date: body.date,
    start: body.start,
    end: body.end,
    attendeeIds: attendees,
    agenda: body.agenda,
    filesKey: stored?.value.filesKey ?? id,
    status: 'pending',
    replies: [],
    signIns: [],
    version: (stored?.value.version ?? 0) + 1,
    createdAt: stored?.value.createdAt ?? call.at,
    updatedAt: call.at,
  };
  const meetings = stored === undefined ? { ...claimed.value, meetings: [...claimed.value.meetings, meeting] } : replaced(claimed.value, meeting);
  const notices = tell([approverId].filter((u) => u !== call.userId), meeting, `${slotText(meeting)} 的会议申请待您审批`);
  return ok({ meetings, value: detailFor(call, meetings, meeting), notices });
}

type Decision = 'approved' | 'rejected' | 'cancelled';

/** Who hears of a decision: the organiser of the outcome, attendees and host of an approval, all of a cancelled approved meeting. */
function noticesOf(decision: Decision, before: StoredMeeting['status'], meeting: StoredMeeting, reason: string | undefined): MeetingNotice[] {
  const when = slotText(meeting);
  if (decision === 'rejected') return tell([meeting.organizerId], meeting, `您的会议申请被驳回：${reason ?? ''}`);
  if (decision === 'cancelled') return tell(before === 'approved' ? [...meeting.attendeeIds, meeting.hostId, meeting.approverId] : [meeting.approverId], meeting, `会议已取消（${when}）`);
  const invited = meeting.attendeeIds.filter((u) => u !== meeting.organizerId);
  const host = [meeting.hostId].filter((u) => u !== meeting.organizerId && !meeting.attendeeIds.includes(u));
  return [
    ...tell([meeting.organizerId], meeting, `您的会议申请已通过（${when}）`),
    ...tell(invited, meeting, `请参加会议（${when}），并回复是否参加`),
    ...tell(host, meeting, `您主持的会议已通过审批（${when}）`),
  ];
}

function decide(call: MeetingCall, id: string, version: number, decision: Decision, reason?: string): MeetingChanged<MeetingDetail> {
  const found = acting(call, id, version, decision === 'cancelled' ? 'cancel' : 'approve');
  if (!found.ok) return found;
  const meeting: StoredMeeting = {
    ...found.value,
    status: decision,
    ...(reason === undefined ? {} : { rejectReason: reason }),
    ...(decision === 'cancelled' ? {} : { decidedAt: call.at }),
    version: found.value.version + 1,
    updatedAt: call.at,
  };
  const schedule = setBookingState(call.meetings, meeting.bookingId, decision === 'approved' ? 'confirmed' : 'released', call.at);
  const meetings = replaced({ ...call.meetings, ...schedule }, meeting);
  const notices = noticesOf(decision, found.value.status, meeting, reason);
  return ok({ meetings, value: detailFor(call, meetings, meeting), notices: notices.filter((n) => n.userId !== call.userId) });
}

/** POST /api/op/meeting/approve: confirms the held booking and invites the attendees. */
export const approveMeeting = (call: MeetingCall, id: string, version: number): MeetingChanged<MeetingDetail> => decide(call, id, version, 'approved');

/** POST /api/op/meeting/reject: with a reason; releases the slot. */
export function rejectMeeting(call: MeetingCall, id: string, version: number, reason: string): MeetingChanged<MeetingDetail> {
  const trimmed = reason.trim();
  if (trimmed === '') return invalid({ reason: m.rejectReasonRequired }, m.invalid);
  if (trimmed.length > REASON_MAX) return invalid({ reason: m.reasonTooLong }, m.invalid);
  return decide(call, id, version, 'rejected', trimmed);
}

/** POST /api/op/meeting/cancel: the applicant, before the meeting starts; releases the slot. */
export const cancelMeeting = (call: MeetingCall, id: string, version: number): MeetingChanged<MeetingDetail> => decide(call, id, version, 'cancelled');
