import type { BookmarkAddition, BookmarkGroup, BookmarkPageQuery, BookmarkRef, Favourite } from '../../domain/favourites/bookmarks';
import type { FavouriteType } from '../../domain/favourites/favourite-types';

export type { BookmarkGroup, Favourite, FavouriteType };

/** Body of POST /api/default/bookmark/list. */
export type BookmarkQuery = BookmarkPageQuery;
/** Body of POST /api/default/bookmark (add). */
export type BookmarkAdd = BookmarkAddition;
/** Body of DELETE /api/default/bookmark (cancel one). */
export type BookmarkKey = BookmarkRef;

export interface BookmarkStatus {
  readonly bookmarked: boolean;
}
