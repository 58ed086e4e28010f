import { FAVOURITE_TYPE_LABELS, FAVOURITE_TYPES, type FavouriteType } from './favourite-types';

/** SPEC section 3: a bookmarked notice, document, case or affair. */
export interface Favourite {
  readonly id: string;
  readonly type: FavouriteType;
  readonly title: string;
  /** yyyy-MM-dd HH:mm:ss, Beijing time: when it was bookmarked. */
  readonly date: string;
  readonly bookmarkId: string;
  readonly keyTypeCode: string;
}

/** One user's bookmarks as a backend keeps them; ids are `${userId}-${seq}`. */
export interface BookmarkShelf {
  readonly nextSeq: number;
  readonly items: readonly Favourite[];
}

export interface BookmarkRef {
  readonly type: FavouriteType;
  readonly bookmarkId: string;
}

export interface BookmarkAddition extends BookmarkRef {
  readonly title: string;
  readonly keyTypeCode?: string;
}

export interface BookmarkGroup {
  readonly type: FavouriteType;
  readonly label: string;
  readonly count: number;
}

export interface BookmarkPageQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly type?: FavouriteType;
}

/** Limits of the bookmark calls, shared by the mock server and the in-memory adapter. */
export const BOOKMARK_ID_MAX = 64;
export const BOOKMARK_TITLE_MAX = 200;
export const BOOKMARK_PAGE_SIZE_MAX = 50;
export const BOOKMARK_PAGE_INDEX_MAX = 100_000;
export const BOOKMARK_BATCH_MAX = 50;
export const DEFAULT_KEY_TYPE_CODE = '-1';

export const bookmarkFieldLabels = {
  type: '收藏类型',
  bookmarkId: '收藏对象编号',
  title: '收藏标题',
  keyTypeCode: '业务类型编码',
  pageIndex: '页码',
  pageSize: '每页条数',
  ids: '收藏编号',
} as const;

export const emptyShelf: BookmarkShelf = { nextSeq: 1, items: [] };

const newestFirst = (a: Favourite, b: Favourite): number => (a.date === b.date ? b.id.localeCompare(a.id) : b.date < a.date ? -1 : 1);

/** One page of the bookmarks, newest first, optionally of one type. */
export function bookmarkPage(items: readonly Favourite[], query: BookmarkPageQuery): { rows: Favourite[]; total: number } {
  const matching = items.filter((item) => query.type === undefined || item.type === query.type).sort(newestFirst);
  const start = (query.pageIndex - 1) * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize), total: matching.length };
}

const sameRef = (item: Favourite, ref: BookmarkRef): boolean => item.type === ref.type && item.bookmarkId === ref.bookmarkId;

/** Adds a bookmark; adding one that is already there changes nothing and gives the existing one. */
export function addBookmark(
  shelf: BookmarkShelf,
  userId: string,
  addition: BookmarkAddition,
  date: string,
): { shelf: BookmarkShelf; favourite: Favourite } {
  const existing = shelf.items.find((item) => sameRef(item, addition));
  if (existing !== undefined) return { shelf, favourite: existing };
  const favourite: Favourite = {
    id: `${userId}-${shelf.nextSeq}`,
    type: addition.type,
    title: addition.title.trim(),
    date,
    bookmarkId: addition.bookmarkId,
    keyTypeCode: addition.keyTypeCode ?? DEFAULT_KEY_TYPE_CODE,
  };
  return { shelf: { nextSeq: shelf.nextSeq + 1, items: [...shelf.items, favourite] }, favourite };
}

/** Cancels one bookmark; cancelling one that is not there is not an error. */
export function cancelBookmark(shelf: BookmarkShelf, ref: BookmarkRef): BookmarkShelf {
  return { ...shelf, items: shelf.items.filter((item) => !sameRef(item, ref)) };
}

/** Cancels bookmarks by id; ids of others (or unknown ones) are ignored. */
export function cancelBookmarks(shelf: BookmarkShelf, ids: readonly string[]): { shelf: BookmarkShelf; removed: number } {
  const gone = new Set(ids);
  const items = shelf.items.filter((item) => !gone.has(item.id));
  return { shelf: { ...shelf, items }, removed: shelf.items.length - items.length };
}

/** Every type with its label and how many bookmarks it has (0 included). */
export function bookmarkGroups(items: readonly Favourite[]): BookmarkGroup[] {
  return FAVOURITE_TYPES.map((type) => ({ type, label: FAVOURITE_TYPE_LABELS[type], count: items.filter((item) => item.type === type).length }));
}

export const isBookmarked = (items: readonly Favourite[], ref: BookmarkRef): boolean => items.some((item) => sameRef(item, ref));
