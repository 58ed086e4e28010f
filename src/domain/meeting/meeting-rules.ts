import { meetingMessages as m } from './meeting-messages';
import { overseesReplies } from './meeting-people';
import { minutesUntil, type ChinaNow } from './meeting-slots';
import { SIGN_IN_EARLY_MINUTES, type MeetingAbilities, type ReplyAnswer, type StoredMeeting } from './meeting-types';

/**
 * When each act on a meeting is allowed, as one refusal (Chinese message) or undefined; the
 * abilities the page shows are read from the same functions so page and server never disagree.
 */

type Act = 'edit' | 'approve' | 'cancel' | 'reply' | 'signIn' | 'writeMinutes';

const started = (meeting: StoredMeeting, now: ChinaNow): boolean => minutesUntil(now, meeting.date, meeting.start) <= 0;
const ended = (meeting: StoredMeeting, now: ChinaNow): boolean => minutesUntil(now, meeting.date, meeting.end) < 0;
const isAttendee = (meeting: StoredMeeting, userId: string): boolean => meeting.attendeeIds.includes(userId);

/** Why the user may not do the act now, or undefined when they may. */
export function refusalOf(act: Act, meeting: StoredMeeting, userId: string, now: ChinaNow): string | undefined {
  switch (act) {
    case 'edit':
      if (meeting.organizerId !== userId) return m.notOrganizer;
      if (meeting.status !== 'pending') return m.notPending;
      return started(meeting, now) ? m.alreadyStarted : undefined;
    case 'approve':
      if (meeting.approverId !== userId) return m.notApprover;
      if (meeting.status !== 'pending') return m.notPending;
      return started(meeting, now) ? m.alreadyStarted : undefined;
    case 'cancel':
      if (meeting.organizerId !== userId) return m.notOrganizer;
      if (meeting.status !== 'pending' && meeting.status !== 'approved') return m.notPending;
      return started(meeting, now) ? m.alreadyStarted : undefined;
    case 'reply':
      if (!isAttendee(meeting, userId)) return m.notAttendee;
      if (meeting.status !== 'approved') return m.notApproved;
      return started(meeting, now) ? m.replyClosed : undefined;
    case 'signIn':
      if (!isAttendee(meeting, userId)) return m.notAttendee;
      if (meeting.status !== 'approved') return m.notApproved;
      return minutesUntil(now, meeting.date, meeting.start) > SIGN_IN_EARLY_MINUTES || ended(meeting, now) ? m.signInWindow : undefined;
    case 'writeMinutes':
      if (meeting.organizerId !== userId) return m.notOrganizer;
      if (meeting.status !== 'approved') return m.notApproved;
      return started(meeting, now) ? undefined : m.minutesNotYet;
  }
}

export function abilitiesOf(meeting: StoredMeeting, userId: string, now: ChinaNow): MeetingAbilities {
  const may = (act: Act): boolean => refusalOf(act, meeting, userId, now) === undefined;
  return {
    edit: may('edit'),
    approve: may('approve'),
    cancel: may('cancel'),
    reply: may('reply'),
    signIn: may('signIn') && !meeting.signIns.some((s) => s.userId === userId),
    writeMinutes: may('writeMinutes'),
    seeReplies: overseesReplies(meeting, userId),
  };
}

/** The reason a reply needs: 请假 without one is refused (field message). */
export const replyReasonProblem = (answer: ReplyAnswer, reason: string): string | undefined => (answer === 'leave' && reason.trim() === '' ? m.leaveReasonRequired : undefined);

/** Attendees of an approved meeting still to come who have not replied: the 待回复 badge. */
export function awaitsReply(meeting: StoredMeeting, userId: string, now: ChinaNow): boolean {
  return refusalOf('reply', meeting, userId, now) === undefined && !meeting.replies.some((r) => r.userId === userId);
}

/** Whether the meeting is still ahead or under way: its end has not passed (one ending this minute is over). */
export const meetingNotOver = (meeting: Pick<StoredMeeting, 'date' | 'end'>, now: ChinaNow): boolean => minutesUntil(now, meeting.date, meeting.end) > 0;

/**
 * Whether a meeting the user takes part in concerns them from now on (我的办公's 会议): not over,
 * and approved, or pending and theirs to follow as its organiser or host. A rejected or cancelled
 * meeting will not take place, and someone else's pending application is not the user's to follow.
 */
export function upcomingFor(meeting: StoredMeeting, userId: string, now: ChinaNow): boolean {
  if (!meetingNotOver(meeting, now)) return false;
  return meeting.status === 'approved' || (meeting.status === 'pending' && (meeting.organizerId === userId || meeting.hostId === userId));
}
