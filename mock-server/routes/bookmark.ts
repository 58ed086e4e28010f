import { noticeToday } from '../../src/domain/notice/notice-rules';
import {
  addBookmark,
  bookmarkGroups,
  bookmarkPage,
  cancelBookmark,
  cancelBookmarks,
  emptyShelf,
  isBookmarked,
  type BookmarkShelf,
} from '../../src/domain/favourites/bookmarks';
import { bookmarkTargets, checkBookmarkTarget, type TargetReach } from '../../src/domain/favourites/bookmark-targets';
import { officeTargets } from '../../src/domain/favourites/office-targets';
import { EMPTY_POST_BOOK } from '../../src/domain/document/post-service';
import { supervisionReach } from '../../src/domain/affair/service/supervise';
import type { FavouriteType } from '../../src/domain/favourites/favourite-types';
import { formatTimestamp } from '../../src/domain/format/date';
import { bookmarkAddBody, bookmarkBatchQuery, bookmarkKeyBody, bookmarkListBody, bookmarkStatusParams } from '../../src/ports/api/bookmark.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type RouteHost } from '../http/typed-route';
import { directoryOf } from './process/book';
import { noticeBoardOf } from './notice';

const shelfOf = (db: Readonly<Db>, userId: string): BookmarkShelf => (Object.hasOwn(db.bookmarks, userId) ? (db.bookmarks[userId] ?? emptyShelf) : emptyShelf);

/** The signed-in user's bookmarks (SPEC section 7, /api/default/bookmark); nobody sees another's. */
export function bookmarkRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/default/bookmark/list',
    {
      auth: 'bearer',
      input: { body: bookmarkListBody },
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
      input: { body: bookmarkAddBody },
    },
    async ({ body }, { server, session }) => {
      const userId = session.user.userId;
      const { keyTypeCode, ...rest } = body;
      const addition = keyTypeCode === undefined ? rest : { ...rest, keyTypeCode };
      const db = server.store.db;
      const office = { dir: directoryOf(db), receipts: db.receipts ?? { receipts: [], sequence: 0 }, posts: db.posts ?? EMPTY_POST_BOOK, cases: db.cases, affairs: db.affairs };
      const { documents, cases } = officeTargets(office, userId, new Date(server.now()).toISOString());
      const supervisions = (id: string): TargetReach => supervisionReach(db.affairs.supervisions, directoryOf(db), userId, id);
      const world = { notices: noticeBoardOf(db).notices, affairs: db.affairs.affairs.map((stored) => stored.affair), dir: directoryOf(db), today: noticeToday(server.now()), documents, cases, supervisions };
      const target = checkBookmarkTarget(bookmarkTargets(world, userId), addition);
      if (!target.ok) throw new HttpError(target.error.status, target.error.message);
      const current = shelfOf(server.store.db, userId);
      const { shelf, favourite } = addBookmark(current, userId, addition, formatTimestamp(server.now()));
      // Adding twice changes nothing, so there is nothing to write either.
      if (shelf === current) return favourite;
      return server.store.update((db) => {
        db.bookmarks = { ...db.bookmarks, [userId]: addBookmark(shelfOf(db, userId), userId, addition, favourite.date).shelf };
        return favourite;
      });
    },
  );

  route(
    host,
    'DELETE /api/default/bookmark',
    { auth: 'bearer', input: { body: bookmarkKeyBody } },
    async ({ body }, { server, session }) => {
      const userId = session.user.userId;
      await server.store.update((db) => {
        db.bookmarks = { ...db.bookmarks, [userId]: cancelBookmark(shelfOf(db, userId), body) };
      });
      return null;
    },
  );

  route(
    host,
    'DELETE /api/default/bookmark/batch',
    {
      auth: 'bearer',
      input: { query: bookmarkBatchQuery },
    },
    async ({ query }, { server, session }) => {
      const userId = session.user.userId;
      return server.store.update((db) => {
        const { shelf, removed } = cancelBookmarks(shelfOf(db, userId), query.ids);
        db.bookmarks = { ...db.bookmarks, [userId]: shelf };
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
    { auth: 'bearer', input: { params: bookmarkStatusParams } },
    async ({ params }, { server, session }) => ({
      bookmarked: isBookmarked(shelfOf(server.store.db, session.user.userId).items, { type: Number(params.type) as FavouriteType, bookmarkId: params.bookmarkId }),
    }),
  );
}
