import { inject, injectable } from 'inversify';
import { bookmarkMessages } from '../../domain/favourites/bookmark-messages';
import type { BookmarkRef } from '../../domain/favourites/bookmarks';
import { BookmarkApi } from '../../ports/bookmark.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

/** The record a page offers to bookmark, and the keyTypeCode that tells 我的收藏 how to open it again. */
export interface BookmarkTarget extends BookmarkRef {
  readonly keyTypeCode: string;
}

interface BookmarkToggleState {
  readonly target: BookmarkTarget | undefined;
  readonly bookmarked: boolean;
  readonly toggling: boolean;
}

const sameRecord = (a: BookmarkRef | undefined, b: BookmarkRef): boolean => a !== undefined && a.type === b.type && a.bookmarkId === b.bookmarkId;

/**
 * Whether the record on the page is in 我的收藏, and 收藏 / 取消收藏 of it: one for every page
 * with the toggle (发文, 收文, 通知公告, 案件, 事务, 督办), the latest record opened wins.
 */
@injectable()
export class BookmarkToggleStore extends Store<BookmarkToggleState> {
  private generation = 0;

  constructor(@inject(BookmarkApi) private readonly bookmarks: BookmarkApi) {
    super({ target: undefined, bookmarked: false, toggling: false });
  }

  /**
   * Asks again on every opening (another user may have signed in since); the same record keeps
   * what it showed meanwhile. Never rejects: an unknown state shows as not bookmarked, which the toggle then corrects.
   */
  async load(target: BookmarkTarget): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => (sameRecord(state.target, target) ? { ...state, target } : { target, bookmarked: false, toggling: false }));
    const bookmarked = await this.bookmarks.isBookmarked({ type: target.type, bookmarkId: target.bookmarkId }).catch(() => false);
    if (generation === this.generation) this.update((state) => ({ ...state, bookmarked }));
  }

  /** 收藏 / 取消收藏; resolves to the refusal's message, or undefined when done. A second click while one runs is ignored. */
  async toggle(title: string): Promise<string | undefined> {
    const { target, bookmarked, toggling } = this.getValue();
    if (target === undefined || toggling) return undefined;
    this.update((state) => ({ ...state, toggling: true }));
    const key = { type: target.type, bookmarkId: target.bookmarkId };
    try {
      if (bookmarked) await this.bookmarks.cancel(key);
      else await this.bookmarks.add({ ...key, title, keyTypeCode: target.keyTypeCode });
      // An answer to an earlier load of this record must not undo what the user just did; a load of
      // another record opened meanwhile is still the one to show.
      if (sameRecord(this.getValue().target, key)) this.generation += 1;
      this.update((state) => (sameRecord(state.target, key) ? { ...state, bookmarked: !bookmarked, toggling: false } : state));
      return undefined;
    } catch (error) {
      this.update((state) => (sameRecord(state.target, key) ? { ...state, toggling: false } : state));
      return messageOf(error, bookmarkMessages.toggleFailed);
    }
  }
}
