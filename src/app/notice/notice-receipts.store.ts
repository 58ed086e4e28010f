import { inject, injectable } from 'inversify';
import type { NoticeDraft, NoticeReceipts } from '../../domain/notice/notice-types';
import { NoticeManageApi } from '../../ports/notice-manage.port';
import { Store } from '../shared/store';
import { NoticeActions, type NoticeAction } from './notice-actions';

type NoticeReceiptsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly id: string }
  | { readonly status: 'loaded'; readonly id: string; readonly draft: NoticeDraft; readonly receipts: NoticeReceipts | undefined; readonly busy: boolean }
  | { readonly status: 'failed'; readonly id: string };

/** The writer's part of the details page: the notice's status and version for its actions, and who has read it (阅读情况). */
@injectable()
export class NoticeReceiptsStore extends Store<NoticeReceiptsState> {
  private generation = 0;

  constructor(
    @inject(NoticeManageApi) private readonly api: NoticeManageApi,
    @inject(NoticeActions) private readonly actions: NoticeActions,
  ) {
    super({ status: 'idle' });
  }

  /** Loads the notice as its writers see it and, once it was published, its receipts. Never rejects. */
  async open(id: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ status: 'loading', id });
    try {
      const draft = await this.api.get(id);
      const receipts = draft.status === 'draft' ? undefined : await this.api.receipts(id);
      if (generation === this.generation) this.set({ status: 'loaded', id, draft, receipts, busy: false });
    } catch {
      if (generation === this.generation) this.set({ status: 'failed', id });
    }
  }

  /**
   * 撤回, 置顶 and the like; one at a time, then everything is read again (a 409 included), unless
   * another notice has been opened meanwhile: that one owns the page.
   */
  async act(action: NoticeAction): Promise<void> {
    const state = this.getValue();
    if (state.status !== 'loaded' || state.busy) return;
    const generation = this.generation;
    this.set({ ...state, busy: true });
    const outcome = await this.actions.run(state.id, state.draft.version, action);
    if (generation !== this.generation) return;
    if (outcome.kind === 'failed') this.update((current) => (current.status === 'loaded' ? { ...current, busy: false } : current));
    else await this.open(state.id);
  }

  /** 提醒未读; the button stays disabled while the reminder is on its way. */
  async remind(): Promise<void> {
    const state = this.getValue();
    if (state.status !== 'loaded' || state.busy) return;
    this.set({ ...state, busy: true });
    await this.actions.remind(state.id);
    this.update((current) => (current.status === 'loaded' ? { ...current, busy: false } : current));
  }
}
