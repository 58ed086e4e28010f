import {
  BOOKMARK_BATCH_MAX,
  BOOKMARK_ID_MAX,
  BOOKMARK_PAGE_INDEX_MAX,
  BOOKMARK_PAGE_SIZE_MAX,
  BOOKMARK_TITLE_MAX,
  bookmarkFieldLabels as l,
} from '../../domain/favourites/bookmarks';
import { FAVOURITE_TYPES, type FavouriteType } from '../../domain/favourites/favourite-types';
import { fieldMessages as m } from '../../domain/validation/field-messages';
import { bodyOf, integer, literal, mapped, optional, paramsOf, queryOf, refined, repeated, text } from './input-schema';

/** The inputs of the bookmark calls (SPEC section 7, /api/default/bookmark), for both backends and the star. */

/** 1 to 4 as a JSON number (SPEC section 3: notice, document, case, affair). */
const favouriteType = mapped(integer({ min: Math.min(...FAVOURITE_TYPES), max: Math.max(...FAVOURITE_TYPES), label: l.type }), (n) => n as FavouriteType);
const bookmarkId = text({ max: BOOKMARK_ID_MAX, min: 1, label: l.bookmarkId });
/** A title of blanks is no title. */
export const bookmarkTitle = refined(text({ max: BOOKMARK_TITLE_MAX, min: 1, label: l.title }), (title) => title.trim().length > 0, m.missing(l.title));

export const bookmarkListBody = bodyOf({
  pageIndex: integer({ min: 1, max: BOOKMARK_PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: BOOKMARK_PAGE_SIZE_MAX, label: l.pageSize }),
  type: optional(favouriteType),
});

export const bookmarkAddBody = bodyOf({
  type: favouriteType,
  bookmarkId,
  title: bookmarkTitle,
  keyTypeCode: optional(text({ max: BOOKMARK_ID_MAX, label: l.keyTypeCode })),
});

export const bookmarkKeyBody = bodyOf({ type: favouriteType, bookmarkId });

export const bookmarkBatchQuery = queryOf({
  ids: repeated(text({ max: BOOKMARK_ID_MAX, min: 1, label: l.ids }), { min: 1, max: BOOKMARK_BATCH_MAX, label: l.ids }),
});

export const bookmarkStatusParams = paramsOf({ bookmarkId, type: literal(['1', '2', '3', '4'], l.type) });
