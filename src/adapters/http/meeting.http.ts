import { inject, injectable } from 'inversify';
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
import type { Page } from '../../ports/api/page.dto';
import type { MeetingApi } from '../../ports/meeting.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** MeetingApi over HTTP. */
@injectable()
export class HttpMeetingApi implements MeetingApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  rooms(): Promise<MeetingRoom[]> {
    return this.api.call('GET /api/op/meeting/rooms', {}, quiet);
  }

  calendar(query: CalendarQuery): Promise<CalendarEntry[]> {
    return this.api.call('GET /api/op/meeting/calendar', { query }, quiet);
  }

  bookings(query: BookingQuery): Promise<Page<BookingRow>> {
    return this.api.call('GET /api/op/meeting/booking/list', { query }, quiet);
  }

  book(body: BookingSave): Promise<BookingRow> {
    return this.api.call('POST /api/op/meeting/booking/save', { body }, quiet);
  }

  async cancelBooking(body: DecisionBody): Promise<void> {
    await this.api.call('POST /api/op/meeting/booking/cancel', { body }, quiet);
  }

  meetings(query: MeetingQuery): Promise<Page<MeetingRow>> {
    return this.api.call('GET /api/op/meeting/list', { query }, quiet);
  }

  meeting(id: string): Promise<MeetingDetail> {
    return this.api.call('GET /api/op/meeting/details', { query: { id } }, quiet);
  }

  apply(body: MeetingSave): Promise<MeetingDetail> {
    return this.api.call('POST /api/op/meeting/apply', { body }, quiet);
  }

  approve(body: DecisionBody): Promise<MeetingDetail> {
    return this.api.call('POST /api/op/meeting/approve', { body }, quiet);
  }

  reject(body: RejectionBody): Promise<MeetingDetail> {
    return this.api.call('POST /api/op/meeting/reject', { body }, quiet);
  }

  cancel(body: DecisionBody): Promise<MeetingDetail> {
    return this.api.call('POST /api/op/meeting/cancel', { body }, quiet);
  }

  reply(body: ReplyBody): Promise<MeetingDetail> {
    return this.api.call('POST /api/op/meeting/reply', { body }, quiet);
  }

  signIn(id: string): Promise<MeetingDetail> {
    return this.api.call('POST /api/op/meeting/signin', { body: { id } }, quiet);
  }

  saveMinutes(body: MinutesBody): Promise<MeetingDetail> {
    return this.api.call('POST /api/op/meeting/minutes', { body }, quiet);
  }
}
