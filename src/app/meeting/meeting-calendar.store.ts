import { inject, injectable } from 'inversify';
import type { CalendarEntry, CalendarQuery, MeetingRoom } from '../../domain/meeting/meeting-types';
import { MeetingApi } from '../../ports/meeting.port';
import { Store } from '../shared/store';
import { messageOf } from '../shared/failure-reading';

export const CALENDAR_FAILED = '会议室日程加载失败';

interface CalendarState {
  readonly query: CalendarQuery | undefined;
  readonly rooms: readonly MeetingRoom[] | undefined;
  readonly entries: readonly CalendarEntry[] | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** The rooms of the caller's unit and their bookings over some days; the latest load wins. */
@injectable()
export class MeetingCalendarStore extends Store<CalendarState> {
  private generation = 0;

  constructor(@inject(MeetingApi) private readonly api: MeetingApi) {
    super({ query: undefined, rooms: undefined, entries: undefined, loading: false });
  }

  /** Never rejects. */
  async load(query: CalendarQuery): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const [rooms, entries] = await Promise.all([this.api.rooms(), this.api.calendar(query)]);
      if (generation === this.generation) this.set({ query, rooms, entries, loading: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, CALENDAR_FAILED) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }
}
