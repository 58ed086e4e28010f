import { inject, injectable } from 'inversify';
import {
  additionProblem,
  addBookmark,
  bookmarkGroups,
  bookmarkPage,
  cancelBookmark,
  cancelBookmarks,
  formatBeijingTime,
  idsProblem,
  isBookmarked,
  pageQueryProblem,
  refProblem,
} from '../../domain/favourites/bookmarks';
import { storageKeys } from '../../domain/session/storage-keys';
import type { BookmarkAdd, BookmarkGroup, BookmarkKey, BookmarkQuery, Favourite } from '../../ports/api/bookmark.dto';
import type { Page } from '../../ports/api/page.dto';
import type { BookmarkApi } from '../../ports/bookmark.port';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import { httpError } from './backend-fault';
import type { MemoryAccount } from './memory-accounts';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';

/** Like the HTTP adapter: the star's status check drives no overlay. */
const quiet: MemoryCallOptions = { silent: true };

/** The mock server's schemas answer a bad field with a 400 naming it; so does this. */
function check(problem: string | undefined): void {
  if (problem !== undefined) throw httpError(400, 'bad_request', problem);
}

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
      check(pageQueryProblem(query));
      const { rows, total } = bookmarkPage(this.backend.bookmarks(userId).items, query);
      return { rows, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    });
  }

  add(addition: BookmarkAdd): Promise<Favourite> {
    return this.runner.run(() => {
      const { userId } = this.account();
      check(additionProblem(addition));
      const { shelf, favourite } = addBookmark(this.backend.bookmarks(userId), userId, addition, formatBeijingTime(this.backend.now()));
      this.backend.setBookmarks(userId, shelf);
      return favourite;
    });
  }

  cancel(key: BookmarkKey): Promise<void> {
    return this.runner.run(() => {
      const { userId } = this.account();
      check(refProblem(key));
      this.backend.setBookmarks(userId, cancelBookmark(this.backend.bookmarks(userId), key));
    });
  }

  cancelMany(ids: readonly string[]): Promise<number> {
    return this.runner.run(() => {
      const { userId } = this.account();
      check(idsProblem(ids));
      const { shelf, removed } = cancelBookmarks(this.backend.bookmarks(userId), ids);
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
      check(refProblem(key));
      return isBookmarked(this.backend.bookmarks(userId).items, key);
    }, quiet);
  }

  private account(): MemoryAccount {
    return this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
  }
}
