import { inject, injectable } from 'inversify';
import type { BookingRow, BookingSave, MeetingDetail, MeetingProblems, MeetingSave } from '../../domain/meeting/meeting-types';
import type { TreeOption } from '../../ports/api/user.dto';
import { MeetingApi } from '../../ports/meeting.port';
import { ProfileApi } from '../../ports/profile.port';
import { Store } from '../shared/store';
import { isConflict, messageOf, problemsOf } from '../shared/failure-reading';

export const MEETING_SAVE_FAILED = '保存失败，请稍后重试';

interface FormState {
  readonly saving: boolean;
  readonly saveError?: string;
  /** The slot was taken (the message names the meeting) or someone saved first. */
  readonly conflict: boolean;
  readonly problems: MeetingProblems;
}

const idle: FormState = { saving: false, conflict: false, problems: {} };

/**
 * 会议室登记 and 会议申请 saves. A refused save keeps nothing of its own: the page keeps what was
 * typed and shows why. A second call while one runs does nothing, so a double click submits once.
 */
@injectable()
export class MeetingFormStore extends Store<FormState> {
  constructor(
    @inject(MeetingApi) private readonly api: MeetingApi,
    @inject(ProfileApi) private readonly profile: ProfileApi,
  ) {
    super(idle);
  }

  reset(): void {
    this.set(idle);
  }

  book(body: BookingSave): Promise<BookingRow | undefined> {
    return this.run(() => this.api.book(body));
  }

  apply(body: MeetingSave): Promise<MeetingDetail | undefined> {
    return this.run(() => this.api.apply(body));
  }

  /** The people tree hosts and attendees are picked from. */
  people(): Promise<TreeOption[]> {
    return this.profile.userTree();
  }

  private async run<T>(save: () => Promise<T>): Promise<T | undefined> {
    if (this.getValue().saving) return undefined;
    this.set({ ...idle, saving: true });
    try {
      const saved = await save();
      this.set(idle);
      return saved;
    } catch (error) {
      this.set({ saving: false, saveError: messageOf(error, MEETING_SAVE_FAILED), conflict: isConflict(error), problems: problemsOf(error) });
      return undefined;
    }
  }
}
