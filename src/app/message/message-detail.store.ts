import { inject, injectable, optional } from 'inversify';
import type { MessageDetail } from '../../domain/message/message-types';
import { MessageApi } from '../../ports/message.port';
import { MenuCountsStore } from '../menu/menu-counts.store';
import { Store } from '../shared/store';
import { isRefusal, messageOf } from '../shared/failure-reading';

export const MESSAGE_LOAD_FAILED = '消息加载失败';
export const MESSAGE_DELETE_FAILED = '删除失败，请稍后重试';

interface MessageDetailState {
  readonly detail: MessageDetail | undefined;
  readonly loading: boolean;
  readonly loadError?: string;
  /** None, or one the user may not see: the page says so. */
  readonly refused?: string;
  readonly deleting: boolean;
  readonly deleteError?: string;
}

const blank: MessageDetailState = { detail: undefined, loading: false, deleting: false };

/** One message: opening it marks it read (the 收件箱 badge is counted again); delete hides it for me. */
@injectable()
export class MessageDetailStore extends Store<MessageDetailState> {
  private generation = 0;

  constructor(
    @inject(MessageApi) private readonly api: MessageApi,
    @inject(MenuCountsStore) @optional() private readonly counts?: MenuCountsStore,
  ) {
    super(blank);
  }

  /** Never rejects. */
  async open(id: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ ...blank, loading: true });
    try {
      const detail = await this.api.open(id);
      if (generation !== this.generation) return;
      this.set({ ...blank, detail });
      void this.counts?.load();
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, MESSAGE_LOAD_FAILED);
      this.set({ ...blank, ...(isRefusal(error) ? { refused: message } : { loadError: message }) });
    }
  }

  /** Resolves true once hidden; false when refused (the page shows why). */
  async remove(): Promise<boolean> {
    const { detail, deleting } = this.getValue();
    if (detail === undefined || deleting) return false;
    this.update((state) => ({ ...state, deleting: true, deleteError: undefined }));
    try {
      await this.api.remove(detail.id);
      this.update((state) => ({ ...state, deleting: false }));
      void this.counts?.load();
      return true;
    } catch (error) {
      this.update((state) => ({ ...state, deleting: false, deleteError: messageOf(error, MESSAGE_DELETE_FAILED) }));
      return false;
    }
  }
}
