import { inject, injectable } from 'inversify';
import type { MeetingDetail, ReplyAnswer } from '../../domain/meeting/meeting-types';
import { MeetingApi } from '../../ports/meeting.port';
import { Store } from '../shared/store';
import { isRefusal, messageOf } from '../shared/failure-reading';

export const MEETING_LOAD_FAILED = '会议加载失败';
export const MEETING_ACTION_FAILED = '操作失败，请稍后重试';

interface DetailState {
  readonly id: string | undefined;
  readonly detail: MeetingDetail | undefined;
  readonly loading: boolean;
  readonly loadError?: string;
  /** Why the caller may not see it (the page says so instead of the meeting). */
  readonly refused?: string;
  readonly busy: boolean;
  readonly actionError?: string;
}

/** One meeting and what the caller may do with it; each action answers the meeting as it now is. */
@injectable()
export class MeetingDetailStore extends Store<DetailState> {
  private generation = 0;

  constructor(@inject(MeetingApi) private readonly api: MeetingApi) {
    super({ id: undefined, detail: undefined, loading: false, busy: false });
  }

  /** Never rejects. */
  async open(id: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ id, detail: undefined, loading: true, busy: false });
    try {
      const detail = await this.api.meeting(id);
      if (generation === this.generation) this.set({ id, detail, loading: false, busy: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, MEETING_LOAD_FAILED);
      this.set({ id, detail: undefined, loading: false, busy: false, ...(isRefusal(error) ? { refused: message } : { loadError: message }) });
    }
  }

  approve(): Promise<boolean> {
    return this.act((d) => this.api.approve({ id: d.id, version: d.version }));
  }

  reject(reason: string): Promise<boolean> {
    return this.act((d) => this.api.reject({ id: d.id, version: d.version, reason }));
  }

  cancel(): Promise<boolean> {
    return this.act((d) => this.api.cancel({ id: d.id, version: d.version }));
  }

  reply(answer: ReplyAnswer, reason: string): Promise<boolean> {
    return this.act((d) => this.api.reply({ id: d.id, answer, reason, version: d.myReply?.version ?? 0 }));
  }

  signIn(): Promise<boolean> {
    return this.act((d) => this.api.signIn(d.id));
  }

  saveMinutes(text: string): Promise<boolean> {
    return this.act((d) => this.api.saveMinutes({ id: d.id, text, version: d.minutes?.version ?? 0 }));
  }

  /**
   * Resolves true when done; a refusal stays on the page with what was typed. Runs one at a time.
   * Another meeting opened meanwhile owns the page, so the answer is not shown over it.
   */
  private async act(action: (detail: MeetingDetail) => Promise<MeetingDetail>): Promise<boolean> {
    const { detail, busy } = this.getValue();
    if (detail === undefined || busy) return false;
    const generation = this.generation;
    this.update((state) => ({ ...state, busy: true, actionError: undefined }));
    try {
      const next = await action(detail);
      if (generation === this.generation) this.update((state) => ({ ...state, detail: next, busy: false }));
      return true;
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, busy: false, actionError: messageOf(error, MEETING_ACTION_FAILED) }));
      return false;
    }
  }
}
