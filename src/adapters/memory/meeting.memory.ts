import { inject, injectable } from 'inversify';
import { applyMeeting, approveMeeting, cancelMeeting, meetingDetail, meetingPage, rejectMeeting } from '../../domain/meeting/meeting-apply';
import { replyToMeeting, saveMinutes, signInMeeting } from '../../domain/meeting/meeting-attend';
import type { MeetingCall, MeetingChanged, MeetingServed } from '../../domain/meeting/meeting-call';
import { bookingPage, bookRoom, calendarOf, cancelBooking, unitRooms } from '../../domain/meeting/meeting-rooms';
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
import { storageKeys } from '../../domain/session/storage-keys';
import {
  bookingListQuery,
  bookingSaveBody,
  calendarQuery,
  decisionBody,
  meetingIdBody,
  meetingIdQuery,
  meetingListQuery,
  meetingSaveBody,
  minutesBody,
  rejectionBody,
  replyBody,
} from '../../ports/api/meeting.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { MeetingApi } from '../../ports/meeting.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { servedOrThrow } from './memory-refusal';
import { asQuery, parsedInput } from './memory-input';
import { meetingBookOf, storeMeetingBook } from './memory-meetings';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** MeetingApi on the in-memory backend: the same meeting service as the mock server. */
@injectable()
export class MemoryMeetingApi implements MeetingApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  rooms(): Promise<MeetingRoom[]> {
    return this.read(() => unitRooms(this.call()));
  }

  calendar(query: CalendarQuery): Promise<CalendarEntry[]> {
    return this.read(() => calendarOf(this.call(), parsedInput(calendarQuery, asQuery(query))));
  }

  bookings(query: BookingQuery): Promise<Page<BookingRow>> {
    return this.read(() => bookingPage(this.call(), parsedInput(bookingListQuery, asQuery(query))));
  }

  book(body: BookingSave): Promise<BookingRow> {
    return this.change(() => bookRoom(this.call(), parsedInput(bookingSaveBody, body)));
  }

  async cancelBooking(body: DecisionBody): Promise<void> {
    await this.change(() => {
      const checked = parsedInput(decisionBody, body);
      return cancelBooking(this.call(), checked.id, checked.version);
    });
  }

  meetings(query: MeetingQuery): Promise<Page<MeetingRow>> {
    return this.read(() => meetingPage(this.call(), parsedInput(meetingListQuery, asQuery(query))));
  }

  meeting(id: string): Promise<MeetingDetail> {
    return this.read(() => meetingDetail(this.call(), parsedInput(meetingIdQuery, { id }).id));
  }

  apply(body: MeetingSave): Promise<MeetingDetail> {
    return this.change(() => applyMeeting(this.call(), parsedInput(meetingSaveBody, body)));
  }

  approve(body: DecisionBody): Promise<MeetingDetail> {
    return this.change(() => {
      const checked = parsedInput(decisionBody, body);
      return approveMeeting(this.call(), checked.id, checked.version);
    });
  }

  reject(body: RejectionBody): Promise<MeetingDetail> {
    return this.change(() => {
      const checked = parsedInput(rejectionBody, body);
      return rejectMeeting(this.call(), checked.id, checked.version, checked.reason);
    });
  }

  cancel(body: DecisionBody): Promise<MeetingDetail> {
    return this.change(() => {
      const checked = parsedInput(decisionBody, body);
      return cancelMeeting(this.call(), checked.id, checked.version);
    });
  }

  reply(body: ReplyBody): Promise<MeetingDetail> {
    return this.change(() => replyToMeeting(this.call(), parsedInput(replyBody, body)));
  }

  signIn(id: string): Promise<MeetingDetail> {
    return this.change(() => signInMeeting(this.call(), parsedInput(meetingIdBody, { id }).id));
  }

  saveMinutes(body: MinutesBody): Promise<MeetingDetail> {
    return this.change(() => {
      const checked = parsedInput(minutesBody, body);
      return saveMinutes(this.call(), checked.id, checked.text, checked.version);
    });
  }

  private read<T>(serve: () => MeetingServed<T>): Promise<T> {
    return this.runner.run(() => servedOrThrow(serve()), quiet);
  }

  /** Judged and stored in one synchronous step, then the people concerned hear of it. */
  private change<T>(serve: () => MeetingChanged<T>): Promise<T> {
    return this.runner.run(() => {
      const { meetings, value, notices } = servedOrThrow(serve());
      storeMeetingBook(this.backend, meetings);
      for (const n of notices) this.backend.push.deliverTo(n.userId, { type: 'meeting', meetingId: n.meetingId, subject: n.subject, text: n.text });
      return value;
    }, quiet);
  }

  private call(): MeetingCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), meetings: meetingBookOf(this.backend) };
  }
}
