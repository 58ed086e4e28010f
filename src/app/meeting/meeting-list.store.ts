import { inject, injectable } from 'inversify';
import type { BookingQuery, BookingRow, MeetingQuery, MeetingRow } from '../../domain/meeting/meeting-types';
import type { Page } from '../../ports/api/page.dto';
import { MeetingApi } from '../../ports/meeting.port';
import { Store } from '../shared/store';
import { messageOf } from '../shared/failure-reading';

export const MEETING_LIST_FAILED = '会议列表加载失败';
export const BOOKING_LIST_FAILED = '会议室预订加载失败';

interface ListState<Q, R> {
  readonly query: Q | undefined;
  readonly page: Page<R> | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** A paged list for the query in the address; the latest load wins. */
abstract class PagedStore<Q, R> extends Store<ListState<Q, R>> {
  private generation = 0;

  protected constructor(private readonly fallback: string) {
    super({ query: undefined, page: undefined, loading: false });
  }

  protected abstract fetch(query: Q): Promise<Page<R>>;

  /** Never rejects. */
  async load(query: Q): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const page = await this.fetch(query);
      if (generation === this.generation) this.set({ query, page, loading: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, this.fallback) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }
}

/** 会议申请列表: the caller's meetings by role. */
@injectable()
export class MeetingListStore extends PagedStore<MeetingQuery, MeetingRow> {
  constructor(@inject(MeetingApi) private readonly api: MeetingApi) {
    super(MEETING_LIST_FAILED);
  }

  protected fetch(query: MeetingQuery): Promise<Page<MeetingRow>> {
    return this.api.meetings(query);
  }
}

/** 会议室登记: the caller's own bookings. */
@injectable()
export class BookingListStore extends PagedStore<BookingQuery, BookingRow> {
  constructor(@inject(MeetingApi) private readonly api: MeetingApi) {
    super(BOOKING_LIST_FAILED);
  }

  protected fetch(query: BookingQuery): Promise<Page<BookingRow>> {
    return this.api.bookings(query);
  }

  /** Resolves the refusal's message, or undefined when cancelled. */
  async cancel(row: BookingRow): Promise<string | undefined> {
    try {
      await this.api.cancelBooking({ id: row.id, version: row.version });
      await this.reload();
      return undefined;
    } catch (error) {
      return messageOf(error, BOOKING_LIST_FAILED);
    }
  }
}
