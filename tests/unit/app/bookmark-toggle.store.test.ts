import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { BookmarkToggleStore, type BookmarkTarget } from '../../../src/app/favourites/bookmark-toggle.store';
import type { BookmarkApi } from '../../../src/ports/bookmark.port';
import { HeldAnswers, releaseAll } from './held-answers';

const notice = (bookmarkId: string): BookmarkTarget => ({ type: 1, bookmarkId, keyTypeCode: 'notice' });

/** Bookmarks whose 收藏 and whose questions answer only when told. */
class SlowBookmarks {
  readonly questions = new HeldAnswers<boolean>();
  readonly adds = new HeldAnswers<undefined>();
  readonly marked = new Set<string>();

  isBookmarked({ bookmarkId }: { bookmarkId: string }): Promise<boolean> {
    return this.questions.hold(this.marked.has(bookmarkId));
  }

  async add({ bookmarkId }: { bookmarkId: string }): Promise<void> {
    await this.adds.hold(undefined);
    this.marked.add(bookmarkId);
  }
}

describe('BookmarkToggleStore', () => {
  it("shows whether another record opened while a 收藏 was on its way is bookmarked", async () => {
    const api = new SlowBookmarks();
    api.marked.add('P2');
    const store = new BookmarkToggleStore(api as unknown as BookmarkApi);
    const first = store.load(notice('P1'));
    api.questions.release();
    await first;
    const toggled = store.toggle('一号通知');
    const second = store.load(notice('P2'));
    await releaseAll(api.adds);
    expect(await toggled).toBeUndefined();
    await releaseAll(api.questions);
    await second;
    expect(store.getValue()).toMatchObject({ target: { bookmarkId: 'P2' }, bookmarked: true });
  });

  it('keeps a 收藏 of the record shown when an older question about it answers afterwards', async () => {
    const api = new SlowBookmarks();
    const store = new BookmarkToggleStore(api as unknown as BookmarkApi);
    const loaded = store.load(notice('P1'));
    const toggled = store.toggle('一号通知');
    await releaseAll(api.adds);
    expect(await toggled).toBeUndefined();
    await releaseAll(api.questions);
    await loaded;
    expect(store.getValue()).toMatchObject({ target: { bookmarkId: 'P1' }, bookmarked: true, toggling: false });
  });
});
