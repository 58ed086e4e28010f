/** SPEC section 3: the kinds of thing a user can bookmark, and their labels. */
export const FAVOURITE_TYPES = [1, 2, 3, 4] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

export const FAVOURITE_TYPE_LABELS: Readonly<Record<FavouriteType, string>> = {
  1: '通知公告',
  2: '公文',
  3: '案件',
  4: '事务',
};

export const isFavouriteType = (value: unknown): value is FavouriteType =>
  typeof value === 'number' && (FAVOURITE_TYPES as readonly number[]).includes(value);

/** The label of a type; an unknown type (a newer server) is shown as it came. */
export const favouriteTypeLabel = (type: number): string => (isFavouriteType(type) ? FAVOURITE_TYPE_LABELS[type] : String(type));
