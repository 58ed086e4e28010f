import { participates } from './meeting-people';
import { refusalOf } from './meeting-rules';
import { chinaNow, minutesUntil } from './meeting-slots';
import type { StoredMeeting } from './meeting-types';

/** Which files of a meeting a key names: the materials (the meeting's filesKey) or the minutes' attachments. */
export type MeetingFilesPart = 'materials' | 'minutes';

/** The minutes' attachments hang off this key from the first upload, before the minutes are first saved. */
export const minutesFilesKey = (meetingId: string): string => `${meetingId}-minutes`;

export function meetingOfFilesKey(meetings: readonly StoredMeeting[], key: string): { meeting: StoredMeeting; part: MeetingFilesPart } | undefined {
  for (const meeting of meetings) {
    if (meeting.filesKey === key) return { meeting, part: 'materials' };
    if (minutesFilesKey(meeting.id) === key || meeting.minutes?.filesKey === key) return { meeting, part: 'minutes' };
  }
  return undefined;
}

/**
 * Participants read a meeting's files. The organiser changes the materials while the meeting is
 * pending or approved and not over, and the minutes' attachments whenever the minutes may be written.
 */
export function meetingFileRights(meeting: StoredMeeting, part: MeetingFilesPart, userId: string, at: string): { see: boolean; change: boolean; handle: boolean } {
  if (!participates(meeting, userId)) return { see: false, change: false, handle: false };
  const now = chinaNow(at);
  const change =
    part === 'minutes'
      ? refusalOf('writeMinutes', meeting, userId, now) === undefined
      : meeting.organizerId === userId && (meeting.status === 'pending' || meeting.status === 'approved') && minutesUntil(now, meeting.date, meeting.end) >= 0;
  return { see: true, change, handle: change };
}
