import { FAVOURITE_TYPE_LABELS, type FavouriteType } from './favourite-types';

/** What a user reads when a bookmark is refused. */
export const bookmarkMessages = {
  /** Missing and out of reach read the same, so a refusal does not tell whether the record exists. */
  unreachable: (type: FavouriteType): string => `该${FAVOURITE_TYPE_LABELS[type]}不存在或您无权查看，不能收藏`,
  /** The type has no records in this system yet, so nothing of it can be bookmarked. */
  noRecords: (type: FavouriteType): string => `系统中还没有${FAVOURITE_TYPE_LABELS[type]}记录，该${FAVOURITE_TYPE_LABELS[type]}不存在，不能收藏`,
  /** 收藏 or 取消收藏 failed without a reason from the server. */
  toggleFailed: '收藏操作失败，请重试',
} as const;
