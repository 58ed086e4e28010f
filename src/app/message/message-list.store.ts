import { inject, injectable } from 'inversify';
import type { MessageBox, MessageQuery, MessageRow } from '../../domain/message/message-types';
import type { Page } from '../../ports/api/page.dto';
import { MessageApi } from '../../ports/message.port';
import { Store } from '../shared/store';
import { messageOf } from '../shared/failure-reading';

export const MESSAGE_LIST_FAILED = '消息列表加载失败';

interface MessageListState {
  readonly query: MessageQuery | undefined;
  readonly page: Page<MessageRow> | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** One box's list for the filters in the address; the latest load wins. */
export abstract class MessageListStore extends Store<MessageListState> {
  private generation = 0;

  protected constructor(
    private readonly api: MessageApi,
    readonly box: MessageBox,
  ) {
    super({ query: undefined, page: undefined, loading: false });
  }

  /** Never rejects. */
  async load(query: Omit<MessageQuery, 'box'>): Promise<void> {
    const generation = ++this.generation;
    const full: MessageQuery = { ...query, box: this.box };
    this.update((state) => ({ ...state, query: full, loading: true, error: undefined }));
    try {
      const page = await this.api.list(full);
      if (generation === this.generation) this.set({ query: full, page, loading: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, MESSAGE_LIST_FAILED) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }
}

/** 收件箱. */
@injectable()
export class InboxStore extends MessageListStore {
  constructor(@inject(MessageApi) api: MessageApi) {
    super(api, 'inbox');
  }
}

/** 已发送. */
@injectable()
export class SentStore extends MessageListStore {
  constructor(@inject(MessageApi) api: MessageApi) {
    super(api, 'sent');
  }
}
