import { inject, injectable, optional } from 'inversify';
import { MenuCountsStore } from '../menu/menu-counts.store';
import type { NoticeDetail } from '../../domain/notice/notice-types';
import { isApiFailure } from '../../ports/api-failure';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import { NoticeApi } from '../../ports/notice.port';
import { Store } from '../shared/store';

/** Where 返回 goes (SPEC section 2: "the previous path is remembered for a back action"); kept over a reload. */
const NOTICE_BACK_KEY = 'noticeBackPath';
/** Where 返回 goes when the notice was opened directly (a pasted address). */
const NOTICE_LIST_PATH = '/notice/list';

type NoticeDetailsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly id: string }
  | { readonly status: 'loaded'; readonly id: string; readonly notice: NoticeDetail }
  | { readonly status: 'not-found'; readonly id: string }
  | { readonly status: 'failed'; readonly id: string };

const isInAppPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/notice/details');

/** /notice/details?id=: one notice (opening it marks it read) and the path 返回 goes back to. */
@injectable()
export class NoticeDetailsStore extends Store<NoticeDetailsState> {
  private generation = 0;

  constructor(
    @inject(NoticeApi) private readonly api: NoticeApi,
    @inject(SessionStorage) private readonly session: KeyValueStorage,
    // Opening an unread notice lowers the 通知公告 badge; optional so tests may leave it out.
    @inject(MenuCountsStore) @optional() private readonly counts?: MenuCountsStore,
  ) {
    super({ status: 'idle' });
  }

  /** Called by whoever opens a notice with the in-app path it is opened from. */
  rememberBackPath(path: string): void {
    if (isInAppPath(path)) this.session.set(NOTICE_BACK_KEY, path);
  }

  backPath(): string {
    const remembered = this.session.get(NOTICE_BACK_KEY);
    return remembered !== undefined && isInAppPath(remembered) ? remembered : NOTICE_LIST_PATH;
  }

  /** Loads a notice; a 404 (unknown, or outside the user's divisions) is told apart from other failures. Never rejects. */
  async open(id: string): Promise<void> {
    const generation = ++this.generation;
    if (id.length === 0) {
      this.set({ status: 'not-found', id });
      return;
    }
    this.set({ status: 'loading', id });
    try {
      const notice = await this.api.detail(id);
      if (generation === this.generation) this.set({ status: 'loaded', id, notice });
      void this.counts?.load();
    } catch (error) {
      if (generation !== this.generation) return;
      const notFound = isApiFailure(error) && error.failure.kind === 'http' && error.failure.status === 404;
      this.set({ status: notFound ? 'not-found' : 'failed', id });
    }
  }
}
