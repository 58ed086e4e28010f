import { minutesFilesKey } from './meeting-files';
import { ok } from '../shared/result';
import { detailFor, visibleMeeting } from './meeting-apply';
import { fail, invalid, type MeetingCall, type MeetingChanged, type MeetingNotice } from './meeting-call';
import { meetingMessages as m } from './meeting-messages';
import { awaitsReply, refusalOf, replyReasonProblem } from './meeting-rules';
import { chinaNow } from './meeting-slots';
import { MINUTES_MAX, REASON_MAX, type MeetingBook, type MeetingDetail, type MeetingReply, type ReplyBody, type StoredMeeting } from './meeting-types';
import { personOf } from './meeting-people';

/** What attendees and the organiser do around an approved meeting: reply, sign in, minutes. */

const stored = (book: MeetingBook, meeting: StoredMeeting): MeetingBook => ({ ...book, meetings: book.meetings.map((x) => (x.id === meeting.id ? meeting : x)) });

/** POST /api/op/meeting/reply: 参加 or 请假 (with a reason), changeable until the start, at the caller's reply version. */
export function replyToMeeting(call: MeetingCall, body: ReplyBody): MeetingChanged<MeetingDetail> {
  const found = visibleMeeting(call, body.id);
  if (!found.ok) return found;
  const meeting = found.value;
  const refusal = refusalOf('reply', meeting, call.userId, chinaNow(call.at));
  if (refusal !== undefined) return fail(409, refusal);
  const reason = body.reason.trim();
  const problem = replyReasonProblem(body.answer, reason) ?? (reason.length > REASON_MAX ? m.reasonTooLong : undefined);
  if (problem !== undefined) return invalid({ reason: problem }, m.invalid);
  const previous = meeting.replies.find((r) => r.userId === call.userId);
  if ((previous?.version ?? 0) !== body.version) return fail(409, m.replyStale);
  const reply: MeetingReply = { userId: call.userId, answer: body.answer, reason: body.answer === 'leave' ? reason : '', at: call.at, version: body.version + 1 };
  const next: StoredMeeting = { ...meeting, replies: [...meeting.replies.filter((r) => r.userId !== call.userId), reply], updatedAt: call.at };
  const meetings = stored(call.meetings, next);
  const who = personOf(call.dir, call.userId).name;
  const text = body.answer === 'leave' ? `${who} 请假：${reason}` : `${who} 将参加会议`;
  const notices: MeetingNotice[] = meeting.organizerId === call.userId ? [] : [{ userId: meeting.organizerId, meetingId: meeting.id, subject: meeting.subject, text }];
  return ok({ meetings, value: detailFor(call, meetings, next), notices });
}

/** POST /api/op/meeting/signin: inside the window; signing in again keeps the first time. */
export function signInMeeting(call: MeetingCall, id: string): MeetingChanged<MeetingDetail> {
  const found = visibleMeeting(call, id);
  if (!found.ok) return found;
  const meeting = found.value;
  const refusal = refusalOf('signIn', meeting, call.userId, chinaNow(call.at));
  if (refusal !== undefined) return fail(409, refusal);
  if (meeting.signIns.some((s) => s.userId === call.userId)) return ok({ meetings: call.meetings, value: detailFor(call, call.meetings, meeting), notices: [] });
  const next: StoredMeeting = { ...meeting, signIns: [...meeting.signIns, { userId: call.userId, at: call.at }], updatedAt: call.at };
  const meetings = stored(call.meetings, next);
  return ok({ meetings, value: detailFor(call, meetings, next), notices: [] });
}

/** POST /api/op/meeting/minutes: the organiser, once the meeting has started, at the minutes' version read. */
export function saveMinutes(call: MeetingCall, id: string, text: string, version: number): MeetingChanged<MeetingDetail> {
  const found = visibleMeeting(call, id);
  if (!found.ok) return found;
  const meeting = found.value;
  const refusal = refusalOf('writeMinutes', meeting, call.userId, chinaNow(call.at));
  if (refusal !== undefined) return fail(409, refusal);
  const trimmed = text.trim();
  if (trimmed === '') return invalid({ text: m.minutesRequired }, m.invalid);
  if (trimmed.length > MINUTES_MAX) return invalid({ text: m.minutesTooLong }, m.invalid);
  if ((meeting.minutes?.version ?? 0) !== version) return fail(409, m.minutesStale);
  const next: StoredMeeting = {
    ...meeting,
    minutes: { text: trimmed, filesKey: minutesFilesKey(meeting.id), version: version + 1, updatedBy: call.userId, updatedAt: call.at },
    updatedAt: call.at,
  };
  const meetings = stored(call.meetings, next);
  return ok({ meetings, value: detailFor(call, meetings, next), notices: [] });
}

/** The 待回复 badge: approved meetings still to come that the user is invited to and has not answered. */
export const pendingReplyCount = (book: MeetingBook, userId: string, at: string): number => {
  const now = chinaNow(at);
  return book.meetings.filter((x) => awaitsReply(x, userId, now)).length;
};
