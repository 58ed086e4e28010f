import type { ServiceFailure } from '../affair/service/types';
import type { Directory } from '../directory/directory';
import { err, type Result } from '../shared/result';
import type { MeetingBook, MeetingProblems } from './meeting-types';

/** A refusal; `fieldProblems` (400) names the field of each message. */
export interface MeetingFailure extends ServiceFailure {
  readonly fieldProblems?: MeetingProblems;
}
export type MeetingServed<T> = Result<T, MeetingFailure>;

/** Someone to tell, by push and badge, that something happened to a meeting. */
export interface MeetingNotice {
  readonly userId: string;
  readonly meetingId: string;
  readonly subject: string;
  readonly text: string;
}

/** A change: the new book, the answer, and who should hear about it. */
export type MeetingChanged<T> = MeetingServed<{ readonly meetings: MeetingBook; readonly value: T; readonly notices: readonly MeetingNotice[] }>;

/** What every meeting call receives: who asks, when, the people and the stored meetings. */
export interface MeetingCall {
  readonly dir: Directory;
  readonly userId: string;
  readonly at: string;
  readonly meetings: MeetingBook;
}

export const fail = (status: MeetingFailure['status'], message: string, fieldProblems?: MeetingProblems): MeetingServed<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

/** 400 with the first problem as the message. */
export const invalid = (problems: MeetingProblems, fallback: string): MeetingServed<never> => fail(400, Object.values(problems)[0] ?? fallback, problems);

