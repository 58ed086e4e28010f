import {
  addBookmark,
  BOOKMARK_BATCH_MAX,
  BOOKMARK_ID_MAX,
  BOOKMARK_PAGE_INDEX_MAX,
  BOOKMARK_PAGE_SIZE_MAX,
  BOOKMARK_TITLE_MAX,
  bookmarkFieldLabels as l,
  bookmarkGroups,
  bookmarkPage,
  cancelBookmark,
  cancelBookmarks,
  emptyShelf,
  formatBeijingTime,
  isBookmarked,
  type BookmarkShelf,
} from '../../src/domain/favourites/bookmarks';
import { isFavouriteType, type FavouriteType } from '../../src/domain/favourites/favourite-types';
import { fieldMessages } from '../../src/domain/validation/field-messages';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { integer, literal, object, optional, repeated, text, type Schema } from '../http/schema';
import { route, type RouteHost } from '../http/typed-route';

/** 1 to 4 as a JSON number (SPEC section 3: notice, document, case, affair). */
const favouriteType: Schema<FavouriteType> = {
  parse(value, field) {
    const number = integer({ min: 1, max: 4, label: l.type }).parse(value, field);
    if (!isFavouriteType(number)) throw new HttpError(400, fieldMessages.invalidValue(l.type));
    return number;
  },
};

/** A title of blanks is no title. */
const title: Schema<string> = {
  parse(value, field) {
    const parsed = text({ max: BOOKMARK_TITLE_MAX, min: 1, label: l.title }).parse(value, field);
    if (parsed.trim().length === 0) throw new HttpError(400, fieldMessages.missing(l.title));
    return parsed;
  },
};

const bookmarkId = text({ max: BOOKMARK_ID_MAX, min: 1, label: l.bookmarkId });

const shelfOf = (db: Readonly<Db>, userId: string): BookmarkShelf => (Object.hasOwn(db.bookmarks, userId) ? (db.bookmarks[userId] ?? emptyShelf) : emptyShelf);

/** The signed-in user's bookmarks (SPEC section 7, /api/default/bookmark); nobody sees another's. */
export function bookmarkRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/default/bookmark/list',
    {
      auth: 'bearer',
      input: {
        body: object({
          pageIndex: integer({ min: 1, max: BOOKMARK_PAGE_INDEX_MAX, label: l.pageIndex }),
          pageSize: integer({ min: 1, max: BOOKMARK_PAGE_SIZE_MAX, label: l.pageSize }),
          type: optional(favouriteType),
        }),
      },
    },
    async ({ body }, { server, session }) => {
      const query = body.type === undefined ? { pageIndex: body.pageIndex, pageSize: body.pageSize } : { ...body, type: body.type };
      const { rows, total } = bookmarkPage(shelfOf(server.store.db, session.user.userId).items, query);
      return { rows, total, pageIndex: body.pageIndex, pageSize: body.pageSize };
    },
  );

  route(
    host,
    'POST /api/default/bookmark',
    {
      auth: 'bearer',
      input: {
        body: object({
          type: favouriteType,
          bookmarkId,
          title,
          keyTypeCode: optional(text({ max: BOOKMARK_ID_MAX, label: l.keyTypeCode })),
        }),
      },
    },
    async ({ body }, { server, session }) => {
      const userId = session.user.userId;
      const { keyTypeCode, ...rest } = body;
      const addition = keyTypeCode === undefined ? rest : { ...rest, keyTypeCode };
      const current = shelfOf(server.store.db, userId);
      const { shelf, favourite } = addBookmark(current, userId, addition, formatBeijingTime(server.now()));
      // Adding twice changes nothing, so there is nothing to write either.
      if (shelf === current) return favourite;
      return server.store.update((db) => {
        db.bookmarks[userId] = addBookmark(shelfOf(db, userId), userId, addition, favourite.date).shelf;
        return favourite;
      });
    },
  );

  route(
    host,
    'DELETE /api/default/bookmark',
    { auth: 'bearer', input: { body: object({ type: favouriteType, bookmarkId }) } },
    async ({ body }, { server, session }) => {
      const userId = session.user.userId;
      await server.store.update((db) => {
        db.bookmarks[userId] = cancelBookmark(shelfOf(db, userId), body);
      });
      return null;
    },
  );

  route(
    host,
    'DELETE /api/default/bookmark/batch',
    {
      auth: 'bearer',
      input: { query: object({ ids: repeated(text({ max: BOOKMARK_ID_MAX, min: 1, label: l.ids }), { min: 1, max: BOOKMARK_BATCH_MAX, label: l.ids }) }) },
    },
    async ({ query }, { server, session }) => {
      const userId = session.user.userId;
      return server.store.update((db) => {
        const { shelf, removed } = cancelBookmarks(shelfOf(db, userId), query.ids);
        db.bookmarks[userId] = shelf;
        return removed;
      });
    },
  );

  route(host, 'GET /api/default/bookmark/group', { auth: 'bearer', input: {} }, async (_input, { server, session }) =>
    bookmarkGroups(shelfOf(server.store.db, session.user.userId).items),
  );

  route(
    host,
    'GET /api/default/bookmark/:bookmarkId/:type',
    { auth: 'bearer', input: { params: object({ bookmarkId, type: literal(['1', '2', '3', '4'], l.type) }) } },
    async ({ params }, { server, session }) => ({
      bookmarked: isBookmarked(shelfOf(server.store.db, session.user.userId).items, { type: Number(params.type) as FavouriteType, bookmarkId: params.bookmarkId }),
    }),
  );
}
