import { inject, injectable } from 'inversify';
import type { MessageDetail, MessageProblems, MessageSend } from '../../domain/message/message-types';
import type { TreeOption } from '../../ports/api/user.dto';
import { IdGenerator } from '../../ports/browser.port';
import { MessageApi } from '../../ports/message.port';
import { ProfileApi } from '../../ports/profile.port';
import { Store } from '../shared/store';
import { isRefusal, messageOf, problemsOf } from '../shared/failure-reading';

export const MESSAGE_SEND_FAILED = '发送失败，请稍后重试';
export const MESSAGE_ORIGINAL_FAILED = '原消息加载失败';

export type ComposeDraft = Omit<MessageSend, 'filesKey'>;

interface ComposeState {
  /** Names this compose's attachments and makes a repeated send of it idempotent. */
  readonly filesKey: string;
  /** The replied or forwarded message, when the address names one. */
  readonly original: MessageDetail | undefined;
  readonly originalLoading: boolean;
  readonly originalError?: string;
  readonly sending: boolean;
  readonly sendError?: string;
  readonly problems: MessageProblems;
}

/** The compose page: one send at a time; a refused send keeps what was typed (the page owns it). */
@injectable()
export class MessageComposeStore extends Store<ComposeState> {
  private generation = 0;

  constructor(
    @inject(MessageApi) private readonly api: MessageApi,
    @inject(ProfileApi) private readonly profile: ProfileApi,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {
    super({ filesKey: '', original: undefined, originalLoading: false, sending: false, problems: {} });
  }

  /** A fresh compose, prefilled from the message to reply to or forward when one is named. Never rejects. */
  async start(originalId: string | undefined): Promise<void> {
    const generation = ++this.generation;
    this.set({ filesKey: this.newFilesKey(), original: undefined, originalLoading: originalId !== undefined, sending: false, problems: {} });
    if (originalId === undefined) return;
    try {
      const original = await this.api.open(originalId);
      if (generation === this.generation) this.update((state) => ({ ...state, original, originalLoading: false }));
    } catch (error) {
      if (generation !== this.generation) return;
      const fallback = isRefusal(error) ? messageOf(error, MESSAGE_ORIGINAL_FAILED) : MESSAGE_ORIGINAL_FAILED;
      this.update((state) => ({ ...state, originalLoading: false, originalError: fallback }));
    }
  }

  /** Resolves the sent message, or undefined when refused or already sending. */
  async send(draft: ComposeDraft): Promise<MessageDetail | undefined> {
    const { sending, filesKey } = this.getValue();
    if (sending || filesKey === '') return undefined;
    this.update((state) => ({ ...state, sending: true, sendError: undefined, problems: {} }));
    try {
      const sent = await this.api.send({ ...draft, filesKey });
      // A fresh key, so that a next message from the same page is not taken for a repeat of this one.
      this.update((state) => ({ ...state, sending: false, filesKey: this.newFilesKey() }));
      return sent;
    } catch (error) {
      this.update((state) => ({ ...state, sending: false, sendError: messageOf(error, MESSAGE_SEND_FAILED), problems: problemsOf(error) }));
      return undefined;
    }
  }

  private newFilesKey(): string {
    return `MSG-${this.ids.uuid()}`;
  }

  /** The people tree the recipients are picked from. */
  people(): Promise<TreeOption[]> {
    return this.profile.userTree();
  }
}
