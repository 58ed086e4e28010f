import { inject, injectable } from 'inversify';
import { DOCUMENT_BOOKMARK_KINDS } from '../../domain/favourites/bookmark-links';
import { BookmarkApi } from '../../ports/bookmark.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

export const POST_BOOKMARK_FAILED = '收藏操作失败，请重试';
const DOCUMENT_TYPE = 2;

interface PostBookmarkState {
  readonly id: string | undefined;
  readonly bookmarked: boolean;
  readonly toggling: boolean;
}

/** Whether the post on the page is in 我的收藏; the latest post opened wins. */
@injectable()
export class PostBookmarkStore extends Store<PostBookmarkState> {
  constructor(@inject(BookmarkApi) private readonly bookmarks: BookmarkApi) {
    super({ id: undefined, bookmarked: false, toggling: false });
  }

  /** Never rejects: an unknown state shows as not bookmarked, which the toggle then corrects. */
  async load(id: string): Promise<void> {
    if (this.getValue().id === id) return;
    this.set({ id, bookmarked: false, toggling: false });
    const bookmarked = await this.bookmarks.isBookmarked({ type: DOCUMENT_TYPE, bookmarkId: id }).catch(() => false);
    this.update((state) => (state.id === id ? { ...state, bookmarked } : state));
  }

  /** 收藏 / 取消收藏; resolves to the refusal's message, or undefined when done. A second click while one runs is ignored. */
  async toggle(title: string): Promise<string | undefined> {
    const { id, bookmarked, toggling } = this.getValue();
    if (id === undefined || toggling) return undefined;
    this.update((state) => ({ ...state, toggling: true }));
    try {
      const key = { type: DOCUMENT_TYPE, bookmarkId: id } as const;
      if (bookmarked) await this.bookmarks.cancel(key);
      else await this.bookmarks.add({ ...key, title, keyTypeCode: DOCUMENT_BOOKMARK_KINDS.post });
      this.update((state) => (state.id === id ? { ...state, bookmarked: !bookmarked, toggling: false } : state));
      return undefined;
    } catch (error) {
      this.update((state) => ({ ...state, toggling: false }));
      return messageOf(error, POST_BOOKMARK_FAILED);
    }
  }
}
