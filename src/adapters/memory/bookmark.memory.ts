import { noticeToday } from '../../domain/notice/notice-rules';
import { inject, injectable } from 'inversify';
import { addBookmark, bookmarkGroups, bookmarkPage, cancelBookmark, cancelBookmarks, isBookmarked } from '../../domain/favourites/bookmarks';
import { bookmarkTargets, checkBookmarkTarget, type BookmarkTargets, type TargetReach } from '../../domain/favourites/bookmark-targets';
import { officeTargets } from '../../domain/favourites/office-targets';
import { postBookOf } from './memory-posts';
import { supervisionReach } from '../../domain/affair/service/supervise';
import { formatTimestamp } from '../../domain/format/date';
import { storageKeys } from '../../domain/session/storage-keys';
import type { BookmarkAdd, BookmarkGroup, BookmarkKey, BookmarkQuery, Favourite } from '../../ports/api/bookmark.dto';
import { bookmarkAddBody, bookmarkBatchQuery, bookmarkKeyBody, bookmarkListBody, bookmarkStatusParams } from '../../ports/api/bookmark.schema';
import type { Page } from '../../ports/api/page.dto';
import type { BookmarkApi } from '../../ports/bookmark.port';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { MemoryAccount } from './memory-accounts';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { statusError } from './memory-refusal';
import { noticeBoardOf } from './notice.memory';

/** Like the HTTP adapter: the star's status check drives no overlay. */
const quiet: MemoryCallOptions = { silent: true };

/** BookmarkApi on the in-memory backend, per user like the mock server. */
@injectable()
export class MemoryBookmarkApi implements BookmarkApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(query: BookmarkQuery): Promise<Page<Favourite>> {
    return this.runner.run(() => {
      const { userId } = this.account();
      const { type, ...paging } = parsedInput(bookmarkListBody, query);
      const { rows, total } = bookmarkPage(this.backend.bookmarks(userId).items, type === undefined ? paging : { ...paging, type });
      return { rows, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    });
  }

  add(addition: BookmarkAdd): Promise<Favourite> {
    return this.runner.run(() => {
      const { userId } = this.account();
      const { keyTypeCode, ...rest } = parsedInput(bookmarkAddBody, addition);
      const checked = keyTypeCode === undefined ? rest : { ...rest, keyTypeCode };
      const target = checkBookmarkTarget(this.targets(userId), checked);
      if (!target.ok) throw statusError(target.error.status, target.error.message);
      const { shelf, favourite } = addBookmark(this.backend.bookmarks(userId), userId, checked, formatTimestamp(this.backend.now()));
      this.backend.setBookmarks(userId, shelf);
      return favourite;
    });
  }

  cancel(key: BookmarkKey): Promise<void> {
    return this.runner.run(() => {
      const { userId } = this.account();
      this.backend.setBookmarks(userId, cancelBookmark(this.backend.bookmarks(userId), parsedInput(bookmarkKeyBody, key)));
    });
  }

  cancelMany(ids: readonly string[]): Promise<number> {
    return this.runner.run(() => {
      const { userId } = this.account();
      const checked = parsedInput(bookmarkBatchQuery, { ids });
      const { shelf, removed } = cancelBookmarks(this.backend.bookmarks(userId), checked.ids);
      this.backend.setBookmarks(userId, shelf);
      return removed;
    });
  }

  groups(): Promise<BookmarkGroup[]> {
    return this.runner.run(() => bookmarkGroups(this.backend.bookmarks(this.account().userId).items));
  }

  isBookmarked(key: BookmarkKey): Promise<boolean> {
    return this.runner.run(() => {
      const { userId } = this.account();
      // Checked as the path the HTTP adapter sends (GET /api/default/bookmark/:bookmarkId/:type).
      parsedInput(bookmarkStatusParams, { bookmarkId: key.bookmarkId, type: String(key.type) });
      return isBookmarked(this.backend.bookmarks(userId).items, key);
    }, quiet);
  }

  private targets(userId: string): BookmarkTargets {
    const { users, departments, divisions } = this.backend.data;
    const dir = { users, departments, divisions };
    const office = { dir, receipts: this.backend.receipts, posts: postBookOf(this.backend), cases: this.backend.cases, affairs: this.backend.affairs };
    const { documents, cases } = officeTargets(office, userId, new Date(this.backend.now()).toISOString());
    const supervisions = (id: string): TargetReach => supervisionReach(this.backend.affairs.supervisions, dir, userId, id);
    const world = { notices: noticeBoardOf(this.backend).notices, affairs: this.backend.affairs.affairs.map((stored) => stored.affair), dir, today: noticeToday(this.backend.now()), documents, cases, supervisions };
    return bookmarkTargets(world, userId);
  }

  private account(): MemoryAccount {
    return this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
  }
}
