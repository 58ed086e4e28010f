import type { ServiceIdentifier } from 'inversify';
import type { BookmarkAdd, BookmarkGroup, BookmarkKey, BookmarkQuery, Favourite } from './api/bookmark.dto';
import type { Page } from './api/page.dto';

/** The signed-in user's bookmarks (SPEC section 7, /api/default/bookmark). */
export interface BookmarkApi {
  list(query: BookmarkQuery): Promise<Page<Favourite>>;
  /** Adding one that is already bookmarked gives the existing favourite. */
  add(addition: BookmarkAdd): Promise<Favourite>;
  /** Cancelling one that is not bookmarked is not an error. */
  cancel(key: BookmarkKey): Promise<void>;
  /** Resolves to how many were removed; ids that are not the user's are ignored. */
  cancelMany(ids: readonly string[]): Promise<number>;
  groups(): Promise<BookmarkGroup[]>;
  isBookmarked(key: BookmarkKey): Promise<boolean>;
}
export const BookmarkApi = Symbol.for('BookmarkApi') as ServiceIdentifier<BookmarkApi>;
