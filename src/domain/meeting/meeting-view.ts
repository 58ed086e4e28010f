import type { Directory } from '../directory/directory';
import { deptNameOf, overseesReplies, personOf } from './meeting-people';
import { abilitiesOf } from './meeting-rules';
import type { ChinaNow } from './meeting-slots';
import {
  BOOKING_STATE_LABELS,
  MEETING_STATUS_LABELS,
  REPLY_ANSWER_LABELS,
  type BookingRow,
  type MeetingDetail,
  type MeetingRoom,
  type MeetingRow,
  type ReplyView,
  type StoredBooking,
  type StoredMeeting,
} from './meeting-types';

/** How stored meetings and bookings read on the pages. */

const NO_REPLY = '未回复';

const roomOf = (rooms: readonly MeetingRoom[], id: string): MeetingRoom =>
  rooms.find((r) => r.id === id) ?? { id, divisionCode: '', name: id, place: '', capacity: 0, equipment: [], orderNum: 0 };

export function bookingRowOf(dir: Directory, rooms: readonly MeetingRoom[], b: StoredBooking): BookingRow {
  const room = roomOf(rooms, b.roomId);
  return {
    id: b.id,
    roomId: b.roomId,
    date: b.date,
    start: b.start,
    end: b.end,
    roomName: room.name,
    roomPlace: room.place,
    subject: b.subject,
    bookedBy: b.bookedBy,
    bookedByName: personOf(dir, b.bookedBy).name,
    state: b.state,
    stateLabel: BOOKING_STATE_LABELS[b.state],
    ...(b.meetingId === undefined ? {} : { meetingId: b.meetingId }),
    version: b.version,
    createdAt: b.createdAt,
  };
}

export function meetingRowOf(dir: Directory, rooms: readonly MeetingRoom[], meeting: StoredMeeting, userId: string): MeetingRow {
  const mine = meeting.replies.find((r) => r.userId === userId);
  return {
    id: meeting.id,
    roomId: meeting.roomId,
    date: meeting.date,
    start: meeting.start,
    end: meeting.end,
    subject: meeting.subject,
    roomName: roomOf(rooms, meeting.roomId).name,
    organizerName: personOf(dir, meeting.organizerId).name,
    hostName: personOf(dir, meeting.hostId).name,
    status: meeting.status,
    statusLabel: MEETING_STATUS_LABELS[meeting.status],
    ...(mine === undefined ? {} : { myReply: mine.answer }),
    attendeeCount: meeting.attendeeIds.length,
    version: meeting.version,
  };
}

function replyViewOf(dir: Directory, meeting: StoredMeeting, userId: string): ReplyView {
  const reply = meeting.replies.find((r) => r.userId === userId);
  const signIn = meeting.signIns.find((s) => s.userId === userId);
  return {
    userId,
    name: personOf(dir, userId).name,
    deptName: deptNameOf(dir, userId),
    ...(reply === undefined ? {} : { answer: reply.answer, repliedAt: reply.at }),
    answerLabel: reply === undefined ? NO_REPLY : REPLY_ANSWER_LABELS[reply.answer],
    reason: reply?.reason ?? '',
    ...(signIn === undefined ? {} : { signedInAt: signIn.at }),
    version: reply?.version ?? 0,
  };
}

export function meetingDetailOf(dir: Directory, rooms: readonly MeetingRoom[], meeting: StoredMeeting, userId: string, now: ChinaNow): MeetingDetail {
  const { replies: _replies, signIns: _signIns, ...stored } = meeting;
  const all = meeting.attendeeIds.map((id) => replyViewOf(dir, meeting, id));
  const own = all.find((r) => r.userId === userId);
  return {
    ...stored,
    statusLabel: MEETING_STATUS_LABELS[meeting.status],
    room: roomOf(rooms, meeting.roomId),
    organizer: personOf(dir, meeting.organizerId),
    host: personOf(dir, meeting.hostId),
    approver: personOf(dir, meeting.approverId),
    attendees: meeting.attendeeIds.map((id) => personOf(dir, id)),
    replies: overseesReplies(meeting, userId) ? all : own === undefined ? [] : [own],
    ...(own === undefined ? {} : { myReply: own }),
    abilities: abilitiesOf(meeting, userId, now),
  };
}
